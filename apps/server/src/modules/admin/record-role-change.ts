import type { TTx } from '../../platform/db/client.ts';
import type { TAdminActor } from './admin.types.ts';
import type { TPlatformRole } from './admin-schema.ts';
import { recordAdminAction } from './record-admin-action.ts';

/** The audit row of a role granted or revoked in the back office, with its reason. */
export async function recordRoleChange(
  tx: TTx,
  change: {
    actor: TAdminActor;
    userId: string;
    role: TPlatformRole;
    grant: boolean;
    reason: string;
  },
): Promise<void> {
  await recordAdminAction(tx, {
    actor: change.actor,
    action: change.grant ? 'role.grant' : 'role.revoke',
    target: { type: 'account', id: change.userId },
    reason: change.reason,
    details: { role: change.role },
    ip: change.actor.ip,
  });
}
