import { randomUUID } from 'node:crypto';
import type { TAdjustCreditsRequest, TAdjustCreditsResponse } from '@confirma/contracts/admin';
import type { TDb } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findUser } from '../accounts/index.ts';
import { adjustCredits } from '../credits/index.ts';
import type { TAdminActor } from './admin.types.ts';
import { recordAdminAction } from './record-admin-action.ts';

/**
 * An administrator adds or takes credits with a reason: the 'adjust' ledger entry and its
 * audit row in one transaction. The ledger reference is unique per administrator action:
 * `admin:<actor>:<Idempotency-Key>`, or a fresh one without a key, so a double submit with
 * the same key is one adjustment (the second answers `replayed: true` and records nothing).
 */
export async function adjustAccountCredits(
  db: TDb,
  params: {
    actor: TAdminActor;
    userId: string;
    request: TAdjustCreditsRequest;
    idempotencyKey?: string | undefined;
  },
): Promise<TAdjustCreditsResponse> {
  const { actor, userId, request, idempotencyKey } = params;
  const reference = `admin:${actor.id}:${idempotencyKey ?? randomUUID()}`;
  return db.transaction(async (tx) => {
    if (!(await findUser(tx, { userId }))) throw new AppError('NOT_FOUND', 'No such account');
    // The back office adjusts the person's own organisation (its id is theirs).
    const result = await adjustCredits(tx, {
      organizationId: userId,
      amount: request.amount,
      reason: request.reason,
      reference,
    });
    if (!result.replayed) {
      await recordAdminAction(tx, {
        actor,
        action: 'credits.adjust',
        target: { type: 'account', id: userId },
        reason: request.reason,
        details: {
          amount: request.amount,
          ledgerEntryId: result.entry.id,
          balanceAfter: result.balance.current,
          debtAfter: result.balance.debt,
        },
        ip: actor.ip,
      });
    }
    return result;
  });
}
