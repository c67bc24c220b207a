import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Messages kept instead of delivered when no SMTP server / SMS provider is configured. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    /** Attached files (name, type, blob key): the blobs themselves stay in the blob store. */
    attachments: jsonb('attachments'),
    /**
     * The job that delivered it (pg-boss's job id), the message's idempotency key: a
     * retried job never stores its message twice.
     */
    jobId: uuid('job_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('outbox_messages_job_idx').on(table.jobId),
    index('outbox_messages_created_idx').on(table.createdAt),
  ],
);

/**
 * Fixed-window request counters shared by every server process (sign-in, sign-up, reset,
 * verification resend; later the public API).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
