import type { TAuditEntry, TAuditQuery, TAuditResponse } from '@confirma/contracts/admin';
import { and, desc, eq, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../platform/db/client.ts';
import { adminAuditLog, type TPlatformRole, userRoles } from './admin-schema.ts';

/** The admin module's reads and writes of its own tables (roles, audit log). */

/** The platform roles each of these users holds. */
export async function rolesAmong(
  db: TDbOrTx,
  { userIds }: { userIds: string[] },
): Promise<Map<string, Set<TPlatformRole>>> {
  const roles = new Map<string, Set<TPlatformRole>>();
  if (userIds.length === 0) return roles;
  const rows = await db
    .select({ userId: userRoles.userId, role: userRoles.role })
    .from(userRoles)
    .where(inArray(userRoles.userId, userIds));
  for (const row of rows) {
    const held = roles.get(row.userId) ?? new Set();
    held.add(row.role);
    roles.set(row.userId, held);
  }
  return roles;
}

/** Whether the user holds the role. */
export async function holdsRole(
  db: TDbOrTx,
  { userId, role }: { userId: string; role: TPlatformRole },
): Promise<boolean> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .limit(1);
  return Boolean(row);
}

/**
 * Every administrator's id, their rows locked until the end of `tx`: two revocations at
 * once are serialised, so they can never both see another administrator left.
 */
export async function lockAdmins(tx: TTx): Promise<string[]> {
  const rows = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, 'admin'))
    .for('update');
  return rows.map((row) => row.userId);
}

/** Gives the user the role; false when they had it already. */
export async function insertRole(
  db: TDbOrTx,
  { userId, role, grantedBy }: { userId: string; role: TPlatformRole; grantedBy: string },
): Promise<boolean> {
  const rows = await db
    .insert(userRoles)
    .values({ userId, role, grantedBy })
    .onConflictDoNothing()
    .returning({ userId: userRoles.userId });
  return rows.length > 0;
}

/** Takes the role away; false when the user did not have it. */
export async function deleteRole(
  db: TDbOrTx,
  { userId, role }: { userId: string; role: TPlatformRole },
): Promise<boolean> {
  const rows = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .returning({ userId: userRoles.userId });
  return rows.length > 0;
}

function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * One page of the audit log, newest first, by actor (id, or part of the e-mail), action
 * (exact, or a prefix ending in '.'), target type and target id. Keyset pagination on id.
 */
export async function listAuditLog(db: TDbOrTx, query: TAuditQuery): Promise<TAuditResponse> {
  const { actor, action, targetType, targetId, cursor, limit } = query;
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(
      and(
        actor
          ? or(
              eq(adminAuditLog.actorUserId, actor),
              ilike(adminAuditLog.actorEmail, containsPattern(actor)),
            )
          : undefined,
        action
          ? action.endsWith('.')
            ? sql`starts_with(${adminAuditLog.action}, ${action})`
            : eq(adminAuditLog.action, action)
          : undefined,
        targetType ? eq(adminAuditLog.targetType, targetType) : undefined,
        targetId ? eq(adminAuditLog.targetId, targetId) : undefined,
        cursor === undefined ? undefined : lt(adminAuditLog.id, cursor),
      ),
    )
    .orderBy(desc(adminAuditLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    entries: page.map(
      (row): TAuditEntry => ({
        ...row,
        details: row.details as Record<string, unknown>,
        createdAt: row.createdAt.toISOString(),
      }),
    ),
    nextCursor: rows.length > limit && last ? last.id : null,
  };
}
