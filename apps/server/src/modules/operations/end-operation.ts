import type { TDbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { lockOperationStatus, TERMINAL_STATUSES, transitionOperation } from './operation-status.ts';
import type { TOperationRow, TRequestMeta } from './operations.types.ts';
import { moveSigner } from './signer-routing.ts';

type TEnding = 'CANCELLED' | 'REJECTED' | 'EXPIRED';

const EVENT: Record<TEnding, string> = {
  CANCELLED: 'operation.cancelled',
  REJECTED: 'signer.rejected',
  EXPIRED: 'operation.expired',
};

/**
 * Ends an unsigned operation: the sender cancels it, the signer rejects it, or its time
 * runs out. Credits are not given back: the operation was sent. Already ended → 409.
 */
export async function endOperation(
  db: TDbOrTx,
  ending: {
    operation: TOperationRow;
    to: TEnding;
    actor: { type: 'sender' | 'signer' | 'system'; id?: string | null };
    meta?: TRequestMeta | null;
    data?: Record<string, unknown>;
  },
): Promise<void> {
  const { operation, to, actor } = ending;
  await db.transaction(async (tx) => {
    const from = await lockOperationStatus(tx, operation.id);
    if (TERMINAL_STATUSES.includes(from)) {
      throw new AppError('CONFLICT', `The operation is already ${from.toLowerCase()}`);
    }
    if (to === 'REJECTED' && actor.id) await moveSigner(tx, { signerId: actor.id, to: 'REJECTED' });
    await transitionOperation(tx, operation.id, from, to, {
      type: EVENT[to],
      actorType: actor.type,
      actorId: actor.id ?? null,
      ...(ending.meta ?? {}),
      data: ending.data ?? {},
    });
  });
}

/**
 * Records that an operation's time ran out (with its evidence). Returns false when another
 * worker or request recorded it first, or the operation ended otherwise meanwhile.
 */
export async function expireOperation(db: TDbOrTx, operation: TOperationRow): Promise<boolean> {
  try {
    await endOperation(db, {
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
