import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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
 * verification resend, signers' and recipients' calls, the public endpoints). A row is
 * deleted once its window ended (`expires_at`, the periodic `rate-limits.purge`).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
  /** When the window ends; rows written before this column existed end at once. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The first answer to each creating request sent with an `Idempotency-Key`, per account:
 * a replay gets it back and creates (and charges) nothing. `claim` names the request that
 * holds the key while it runs; the answer is written in that request's own transaction,
 * so a key is completed exactly when its creation committed. The answer is encrypted
 * (AES-256-GCM under a key derived from AUTH_SECRET): it may carry signer tokens.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the route and the request body: the same key with another body is refused. */
    fingerprint: text('fingerprint').notNull(),
    claim: uuid('claim').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer('status_code'),
    answer: text('answer'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The blob store in PostgreSQL (BLOB_STORE=postgres): each blob one row named by its
 * SHA-256, shared by every process that shares the database. `stored_at` is refreshed
 * when the same bytes are stored again (the collection's grace period counts from it).
 */
export const blobs = pgTable('blobs', {
  key: text('key').primaryKey(),
  data: bytea('data').notNull(),
  size: integer('size').notNull(),
  storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
});
