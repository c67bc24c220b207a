import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { authOrganizations } from '../accounts/accounts-schema.ts';

/**
 * Origins an account lets frame its signers' signing and identification pages (/embed.js):
 * the product answers those pages with `frame-ancestors` listing exactly these.
 */
export const embedOrigins = pgTable(
  'embed_origins',
  {
    /** The organisation it belongs to. */
    organizationId: text('organization_id')
      .notNull()
      .references(() => authOrganizations.id, { onDelete: 'cascade' }),
    /** `https://app.example.com[:port]`, lower case, no path. */
    origin: text('origin').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.origin] })],
);
