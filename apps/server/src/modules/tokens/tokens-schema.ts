import { API_KEY_SCOPES } from '@confirma/contracts/organizations';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { authOrganizations, authUsers } from '../accounts/accounts-schema.ts';

/**
 * API credential pairs (the signing service's login: username + userpassword) an account holder
 * creates for integrations. The secret is shown once and kept only as a SHA-256 hash: it is
 * 256 random bits, so a fast hash is enough (no dictionary to guess from).
 */
export const apiCredentials = pgTable(
  'api_credentials',
  {
    id: text('id').primaryKey(),
    /** The organisation it belongs to. */
    organizationId: text('organization_id')
      .notNull()
      .references(() => authOrganizations.id, { onDelete: 'cascade' }),
    /** The member who created it: the key acts as them, and dies with their membership. */
    createdByUserId: text('created_by_user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** Public half, e.g. `cfm_3f9a…`. */
    username: text('username').notNull().unique(),
    secretHash: text('secret_hash').notNull(),
    /** The secret's last four characters, shown in the list to tell keys apart. */
    secretLast4: text('secret_last4').notNull().default(''),
    label: text('label').notNull(),
    /** What the key may do (SCOPE_PERMISSIONS) within its creator's role; chosen at creation. */
    scope: text('scope', { enum: API_KEY_SCOPES }).notNull().default('admin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('api_credentials_organization_idx').on(table.organizationId),
    check(
      'api_credentials_scope_check',
      sql`${table.scope} in ('send', 'read', 'identification', 'admin')`,
    ),
  ],
);
