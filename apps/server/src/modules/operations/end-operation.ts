import type { TOperationStatus } from '@confirma/contracts/operations';
import type { TDb } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { TRequestMeta } from './create-operation.ts';
import type { TOperationRow } from './operation-access.ts';
import {
  canTransition,
  lockOperationStatus,
  TERMINAL_STATUSES,
  transitionOperation,
} from './operation-status.ts';
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
  db: TDb,
  operation: TOperationRow,
  to: TEnding,
  actor: { type: 'sender' | 'signer' | 'system'; id?: string | null },
  meta: TRequestMeta | null,
  data: Record<string, unknown> = {},
) {
  await db.transaction(async (tx) => {
    const from = await lockOperationStatus(tx, operation.id);
    if (TERMINAL_STATUSES.includes(from)) {
      throw new AppError('CONFLICT', `The operation is already ${from.toLowerCase()}`);
    }
    if (to === 'REJECTED' && actor.id) await moveSigner(tx, actor.id, 'REJECTED');
    await transitionOperation(tx, operation.id, from, to, {
      type: EVENT[to],
      actorType: actor.type,
      actorId: actor.id ?? null,
      ...(meta ?? {}),
      data,
    });
  });
  return { ...operation, status: to };
}

/** Operations past their end date become EXPIRED the first time anyone touches them. */
export async function expireIfDue(db: TDb, operation: TOperationRow): Promise<TOperationRow> {
  // A SEALING operation was signed in time: only its seal is late.
  const due =
    operation.expiresAt.getTime() < Date.now() &&
    canTransition(operation.status as TOperationStatus, 'EXPIRED');
  if (!due) return operation;
  try {
    return await endOperation(db, operation, 'EXPIRED', { type: 'system' }, null, {
      expiresAt: operation.expiresAt.toISOString(),
    });
  } catch (error) {
    // Another request expired it first: read what it wrote.
    if (error instanceof AppError && error.code === 'CONFLICT')
      return { ...operation, status: 'EXPIRED' };
    throw error;
  }
}
