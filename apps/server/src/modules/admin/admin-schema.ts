import { bigserial, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { authUsers } from '../accounts/accounts-schema.ts';

/**
 * The platform's roles: `admin` (the back office) and `reviewer` (the identification
 * review desk, platform staff). A user may hold both.
 */
export const PLATFORM_ROLES = ['admin', 'reviewer'] as const;
export type TPlatformRole = (typeof PLATFORM_ROLES)[number];

/** Roles beyond an ordinary account holder, one row per user and role. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    role: text('role', { enum: PLATFORM_ROLES }).notNull(),
    /** Who granted it: a user id, or 'cli' for `npm run admin:grant`. */
    grantedBy: text('granted_by').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.role] })],
);

/** Every administrator action, append-only: who, what, on what, why, from where. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Kept after the actor's erasure: the id is the record. */
    actorUserId: text('actor_user_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** 'credits.adjust', 'payment.refund', 'transfer.confirm', 'contact.state', ... */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    details: jsonb('details').notNull().default({}),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_log_target_idx').on(table.targetType, table.targetId),
    index('admin_audit_log_created_idx').on(table.createdAt),
  ],
);
