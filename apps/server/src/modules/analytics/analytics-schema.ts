import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * First-party analytics events. Deliberately nothing about the caller: no IP, no user agent,
 * no user or session id, no referrer; only what was done and when.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    category: text('category').notNull(),
    action: text('action').notNull(),
    label: text('label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_events_category_idx').on(table.category, table.createdAt)],
);
