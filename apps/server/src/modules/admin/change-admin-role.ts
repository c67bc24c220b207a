import type { TAdminRoleRequest, TAdminRoleResponse } from '@confirma/contracts/admin';
import type { TDb } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findUser } from '../accounts/index.ts';
import type { TAdminActor } from './admin.types.ts';
import { deleteRole, insertRole, lockAdmins } from './admin-queries.ts';
import { recordRoleChange } from './record-role-change.ts';

/**
 * An administrator grants or revokes another account's admin role (or their own), with a
 * reason, recorded in the same transaction. Revoking the last administrator is LAST_ADMIN:
 * the administrators' rows are locked first, so two revocations at once cannot both pass.
 * A change that changes nothing (granting an administrator) records nothing.
 */
export async function changeAdminRole(
  db: TDb,
  params: { actor: TAdminActor; userId: string; request: TAdminRoleRequest },
): Promise<TAdminRoleResponse> {
  const { actor, userId, request } = params;
  return db.transaction(async (tx) => {
    if (!(await findUser(tx, { userId }))) throw new AppError('NOT_FOUND', 'No such account');
    const admins = await lockAdmins(tx);
    let changed: boolean;
    if (request.admin) {
      changed = await insertRole(tx, { userId, role: 'admin', grantedBy: actor.id });
    } else {
      if (admins.length === 1 && admins[0] === userId) {
        throw new AppError('LAST_ADMIN', 'The last administrator keeps the role');
      }
      changed = await deleteRole(tx, { userId, role: 'admin' });
    }
    if (changed) {
      await recordRoleChange(tx, {
        actor,
        userId,
        role: 'admin',
        grant: request.admin,
        reason: request.reason,
      });
    }
    return { userId, isAdmin: request.admin };
  });
}
