import type { TReviewerRoleRequest, TReviewerRoleResponse } from '@confirma/contracts/admin';
import type { TDb } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findUser } from '../accounts/index.ts';
import type { TAdminActor } from './admin.types.ts';
import { deleteRole, insertRole } from './admin-queries.ts';
import { recordRoleChange } from './record-role-change.ts';

/**
 * An administrator grants or revokes an account's reviewer role (the platform's
 * identification reviewers), with a reason, recorded in the same transaction. A change
 * that changes nothing records nothing.
 */
export async function changeReviewerRole(
  db: TDb,
  params: { actor: TAdminActor; userId: string; request: TReviewerRoleRequest },
): Promise<TReviewerRoleResponse> {
  const { actor, userId, request } = params;
  return db.transaction(async (tx) => {
    if (!(await findUser(tx, { userId }))) throw new AppError('NOT_FOUND', 'No such account');
    const changed = request.reviewer
      ? await insertRole(tx, { userId, role: 'reviewer', grantedBy: actor.id })
      : await deleteRole(tx, { userId, role: 'reviewer' });
    if (changed) {
      await recordRoleChange(tx, {
        actor,
        userId,
        role: 'reviewer',
        grant: request.reviewer,
        reason: request.reason,
      });
    }
    return { userId, isReviewer: request.reviewer };
  });
}
