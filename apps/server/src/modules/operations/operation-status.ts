import type { TOperationStatus } from '@confirma/contracts/operations';
import { and, eq, sql } from 'drizzle-orm';
import type { TTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvidence, type TEvidenceInput } from '../evidence/record-evidence.ts';
import { operations } from './operations-schema.ts';

/**
 * The operation lifecycle as an explicit state machine. A signer may open and read again;
 * terminal states (SIGNED, REJECTED, EXPIRED, CANCELLED) have no way out.
 */
const NEXT: Record<TOperationStatus, readonly TOperationStatus[]> = {
  CREATED: ['SENT', 'OPENED', 'CANCELLED', 'EXPIRED'],
  SENT: ['OPENED', 'REJECTED', 'CANCELLED', 'EXPIRED'],
  OPENED: ['OPENED', 'DOCUMENT_READ', 'SIGNED', 'REJECTED', 'CANCELLED', 'EXPIRED'],
  DOCUMENT_READ: ['DOCUMENT_READ', 'OTP_SENT', 'SIGNED', 'REJECTED', 'CANCELLED', 'EXPIRED'],
  OTP_SENT: ['OTP_SENT', 'SIGNED', 'REJECTED', 'CANCELLED', 'EXPIRED'],
  SIGNED: [],
  REJECTED: [],
  EXPIRED: [],
  CANCELLED: [],
};

export const TERMINAL_STATUSES: readonly TOperationStatus[] = [
  'SIGNED',
  'REJECTED',
  'EXPIRED',
  'CANCELLED',
];

export function canTransition(from: TOperationStatus, to: TOperationStatus): boolean {
  return NEXT[from].includes(to);
}

/**
 * Moves an operation from `from` to `to` and records the evidence event, in the caller's
 * transaction. An illegal move, or a concurrent change of status, is CONFLICT (409).
 */
export async function transitionOperation(
  tx: TTx,
  operationId: string,
  from: TOperationStatus,
  to: TOperationStatus,
  evidence: Omit<TEvidenceInput, 'subjectType' | 'subjectId'>,
): Promise<void> {
  if (!canTransition(from, to)) {
    throw new AppError('CONFLICT', `An operation in status ${from} cannot become ${to}`);
  }
  const terminal = TERMINAL_STATUSES.includes(to);
  const rows = await tx
    .update(operations)
    .set({ status: to, updatedAt: sql`now()`, ...(terminal ? { completedAt: sql`now()` } : {}) })
    .where(and(eq(operations.id, operationId), eq(operations.status, from)))
    .returning({ id: operations.id });
  if (rows.length !== 1) throw new AppError('CONFLICT', 'The operation changed meanwhile');
  await recordEvidence(tx, {
    ...evidence,
    subjectType: 'operation',
    subjectId: operationId,
    data: { from, to, ...evidence.data },
  });
}
