import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { operationSigners } from '../operations/operations-schema.ts';

/** One-time codes sent by SMS; only an HMAC of the code is kept. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    signerId: uuid('signer_id')
      .notNull()
      .references(() => operationSigners.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('otp_challenges_signer_idx').on(table.signerId, table.createdAt)],
);
