import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
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

/**
 * Durable job queue (transactional outbox). Rows are written in the caller's transaction,
 * claimed with FOR UPDATE SKIP LOCKED under a lease, retried with backoff, dead after
 * `max_attempts`.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'running', 'done', 'dead'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_claim_idx').on(table.status, table.runAt),
    check('jobs_status_check', sql`${table.status} in ('pending', 'running', 'done', 'dead')`),
  ],
);

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
    /** The job that delivered it: a retried job never stores its message twice. */
    jobId: bigint('job_id', { mode: 'number' }),
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
