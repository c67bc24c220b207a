import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Proofs of work already spent by a public form (demo operation, contact request), by
 * challenge signature: a solution is single-use. Rows are needed only until the challenge
 * expires; later inserts purge them. (The table kept the name it had when the demo was
 * its only user.)
 */
export const usedChallenges = pgTable(
  'demo_used_challenges',
  {
    /** The challenge's HMAC signature (hex), unique per issued challenge. */
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('demo_used_challenges_expires_idx').on(table.expiresAt)],
);
