import type { TAdminAuditAction, TAdminAuditTarget } from '@confirma/contracts/admin';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { adminAuditLog } from './admin-schema.ts';

export interface TAdminAction {
  actor: { id: string; email: string };
  /** One of ADMIN_AUDIT_ACTIONS, which the back office words. */
  action: TAdminAuditAction;
  target: { type: TAdminAuditTarget; id: string };
  reason?: string | undefined;
  details?: Record<string, unknown> | undefined;
  ip?: string | undefined;
}

/**
 * Appends one row to the audit log. Call it in the transaction of the change it records,
 * so that a change is never without its record nor a record without its change.
 */
export async function recordAdminAction(db: TDbOrTx, entry: TAdminAction): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorUserId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    reason: entry.reason ?? null,
    details: entry.details ?? {},
    ip: entry.ip ?? null,
  });
}
