import type { TNotificationKind } from '@confirma/contracts/account';
import type { TOperationEventType } from '@confirma/contracts/evidence-events';
import { AppError } from '../../platform/errors.ts';
import { queueCancellationNotices } from './cancellation-notices.ts';
import { notifySender } from './notify-sender.ts';
import { lockOperationStatus, TERMINAL_STATUSES, transitionOperation } from './operation-status.ts';
import type { TOperationRow, TOperationsContext, TRequestMeta } from './operations.types.ts';
import { moveSigner } from './signer-routing.ts';

type TEnding = 'CANCELLED' | 'REJECTED' | 'EXPIRED';

const EVENT: Record<TEnding, TOperationEventType> = {
  CANCELLED: 'operation.cancelled',
  REJECTED: 'signer.rejected',
  EXPIRED: 'operation.expired',
};

/** The sender's e-mail about each ending (they cancelled themselves: none). */
const NOTICE: Partial<Record<TEnding, TNotificationKind>> = {
  REJECTED: 'rejected',
  EXPIRED: 'expired',
};

type TEndContext = Pick<TOperationsContext, 'db' | 'platform'>;

/**
 * Ends an unsigned operation: the sender cancels it, the signer rejects it, or its time
 * runs out; the sender's e-mail about it (or, cancelled, the invited signers' notices) is
 * queued in the same transaction. Credits are not given back: the operation was sent.
 * Already ended → 409.
 */
export async function endOperation(
  context: TEndContext,
  ending: {
    operation: TOperationRow;
    to: TEnding;
    actor: { type: 'sender' | 'signer' | 'system'; id?: string | null };
    meta?: TRequestMeta | null;
    data?: Record<string, unknown>;
  },
): Promise<void> {
  const { operation, to, actor } = ending;
  await context.db.transaction(async (tx) => {
    const from = await lockOperationStatus(tx, operation.id);
    if (TERMINAL_STATUSES.includes(from)) {
      throw new AppError('CONFLICT', `The operation is already ${from.toLowerCase()}`);
    }
    if (to === 'REJECTED' && actor.id)
      await moveSigner(context.platform, tx, { signerId: actor.id, to: 'REJECTED' });
    await transitionOperation(context.platform, tx, operation.id, from, to, {
      type: EVENT[to],
      actorType: actor.type,
      actorId: actor.id ?? null,
      ...(ending.meta ?? {}),
      data: ending.data ?? {},
    });
    // The signers already invited are told the request no longer waits for them.
    if (to === 'CANCELLED')
      await queueCancellationNotices(context, tx, { operation, at: new Date() });
    const kind = NOTICE[to];
    if (kind) {
      const reason = ending.data?.reason;
      await notifySender(context, tx, {
        kind,
        operation,
        signerId: actor.type === 'signer' ? actor.id : null,
        reason: typeof reason === 'string' ? reason : null,
      });
    }
  });
}

/**
 * Records that an operation's time ran out (with its evidence). Returns false when another
 * worker or request recorded it first, or the operation ended otherwise meanwhile.
 */
export async function expireOperation(
  context: TEndContext,
  operation: TOperationRow,
): Promise<boolean> {
  try {
    await endOperation(context, {
      operation,
      to: 'EXPIRED',
      actor: { type: 'system' },
      data: { expiresAt: operation.expiresAt.toISOString() },
    });
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') return false;
    throw error;
  }
}
