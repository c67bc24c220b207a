import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Hash-chained audit events. Each subject (an operation, a notification, an identification,
 * a payment) has its own chain: event n stores the hash of event n-1, and its own hash
 * covers every field and that previous hash, so changing, removing or reordering a stored
 * event breaks the chain. Rows are only ever inserted.
 */
export const evidenceEvents = pgTable(
  'evidence_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** 1, 2, 3… within the subject's chain. */
    seq: integer('seq').notNull(),
    /** What happened, e.g. `operation.created`, `signer.otp_verified`. */
    type: text('type').notNull(),
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id'),
    /** Server clock, UTC, millisecond precision (part of the hash). */
    occurredAt: timestamp('occurred_at', { withTimezone: true, precision: 3 }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** SHA-256 (hex) of the document the event is about, when there is one. */
    documentSha256: text('document_sha256'),
    data: jsonb('data').notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [
    uniqueIndex('evidence_events_chain_idx').on(table.subjectType, table.subjectId, table.seq),
    index('evidence_events_time_idx').on(table.occurredAt),
  ],
);

/**
 * RFC 3161 time stamps of chain heads ("anchors"): the TSA signed, at `gen_time`, the
 * SHA-256 of `["confirma-anchor-v1", subject_type, subject_id, seq, head_hash]`, so
 * events 1..seq of the subject existed with exactly those contents then. A rewrite of
 * any of them, even with every later hash recomputed, no longer matches the token.
 * Rows are only ever inserted.
 */
export const evidenceAnchors = pgTable(
  'evidence_anchors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** The anchored event: the chain's head when it was stamped. */
    seq: integer('seq').notNull(),
    headHash: text('head_hash').notNull(),
    /** The DER TimeStampToken, base64 (`openssl ts -verify -token_in` reads it decoded). */
    token: text('token').notNull(),
    /** The token's genTime and its signer's common name, as read from the verified token. */
    genTime: timestamp('gen_time', { withTimezone: true, precision: 3 }).notNull(),
    tsa: text('tsa').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('evidence_anchors_head_idx').on(table.subjectType, table.subjectId, table.seq),
  ],
);
