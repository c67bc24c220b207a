import type {
  TSecondFactorResetRequest,
  TSecondFactorResetResponse,
} from '@confirma/contracts/admin';
import type { TDb } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { findUser, turnOffSecondFactor } from '../accounts/index.ts';
import type { TAdminActor } from './admin.types.ts';
import { recordAdminAction } from './record-admin-action.ts';

/**
 * An administrator turns off the second factor of a person who lost their authenticator
 * app and backup codes, once support has checked who they are (the reason says how). The
 * person is e-mailed, and the change is recorded with its reason, in one transaction.
 */
export async function resetSecondFactor(
  db: TDb,
  platform: Pick<TPlatform, 'queueMail'>,
  params: { actor: TAdminActor; userId: string; request: TSecondFactorResetRequest },
): Promise<TSecondFactorResetResponse> {
  const { actor, userId, request } = params;
  return db.transaction(async (tx) => {
    if (!(await findUser(tx, { userId }))) throw new AppError('NOT_FOUND', 'No such account');
    const wasOn = await turnOffSecondFactor(tx, platform, { userId });
    if (wasOn) {
      await recordAdminAction(tx, {
        actor,
        action: 'two-factor.reset',
        target: { type: 'account', id: userId },
        reason: request.reason,
        details: {},
        ip: actor.ip,
      });
    }
    return { userId, wasOn };
  });
}
