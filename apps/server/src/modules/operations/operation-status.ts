import type { TOperationStatus } from '@confirma/contracts/operations';
import type { TTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvidence, type TOperationEvidence } from '../evidence/index.ts';
import { emitWebhookEvent, type TWebhookSender } from '../webhooks/index.ts';
import { lockOperationStatus as lockStatus, updateOperationStatus } from './operation-queries.ts';
import type { TOperationRow } from './operations.types.ts';

/**
 * The operation lifecycle as an explicit state machine. A signer may open and read again;
 * with several signers the operation keeps its furthest progress (see progressOperation);
 * terminal states (SIGNED, REJECTED, EXPIRED, CANCELLED) have no way out. A signature
 * waiting for its time stamp (SEALING) can only end sealed.
 */
const SIGNING: readonly TOperationStatus[] = ['SIGNED', 'PARTIALLY_SIGNED', 'SEALING'];
const ENDINGS: readonly TOperationStatus[] = ['REJECTED', 'CANCELLED', 'EXPIRED'];
const NEXT: Record<TOperationStatus, readonly TOperationStatus[]> = {
  /** A certified notification refused by the SMTP server never becomes SENT. */
  CREATED: ['SENT', 'OPENED', 'RECORDING', 'CANCELLED', 'EXPIRED', 'BOUNCED'],
  /** A notification's hard bounce may be reported after the SMTP server accepted it. */
  SENT: ['SENT', 'OPENED', 'RECORDING', 'ACKNOWLEDGED', 'BOUNCED', ...ENDINGS],
  OPENED: ['OPENED', 'RECORDING', 'DOCUMENT_READ', 'ACKNOWLEDGED', ...SIGNING, ...ENDINGS],
  /** A video identification has started: it ends the operation (identification only,
   * IDENTIFIED) or the signer goes on to read and sign. */
  RECORDING: ['RECORDING', 'IDENTIFIED', 'DOCUMENT_READ', 'OTP_SENT', ...SIGNING, ...ENDINGS],
  DOCUMENT_READ: ['DOCUMENT_READ', 'OTP_SENT', 'ACKNOWLEDGED', ...SIGNING, ...ENDINGS],
  OTP_SENT: ['OTP_SENT', ...SIGNING, ...ENDINGS],
  PARTIALLY_SIGNED: [...SIGNING, ...ENDINGS],
  SEALING: SIGNING,
  SIGNED: [],
  REJECTED: [],
  EXPIRED: [],
  CANCELLED: [],
  IDENTIFIED: [],
  ACKNOWLEDGED: [],
  BOUNCED: [],
};

/** How far a live operation has come; a signer's step never moves it back. */
const PROGRESS: Partial<Record<TOperationStatus, number>> = {
  CREATED: 0,
  SENT: 1,
  OPENED: 2,
  RECORDING: 2.5,
  DOCUMENT_READ: 3,
  OTP_SENT: 4,
  PARTIALLY_SIGNED: 5,
  SEALING: 6,
};

export const TERMINAL_STATUSES: readonly TOperationStatus[] = [
  'SIGNED',
  'REJECTED',
  'EXPIRED',
  'CANCELLED',
  'IDENTIFIED',
  'ACKNOWLEDGED',
  'BOUNCED',
];

/** The moves an account's webhooks hear of (notifications have events of their own). */
const OPERATION_EVENTS = {
  SIGNED: 'operation.signed',
  REJECTED: 'operation.rejected',
  EXPIRED: 'operation.expired',
  CANCELLED: 'operation.cancelled',
} as const satisfies Partial<Record<TOperationStatus, string>>;

export function canTransition(from: TOperationStatus, to: TOperationStatus): boolean {
  return NEXT[from].includes(to);
}

/**
 * Moves an operation from `from` to `to` and records the evidence event, in the caller's
 * transaction, tells its owner's open workspaces (at commit, from the move's own
 * statement) and, for an ending (OPERATION_EVENTS), its owner's webhooks. An illegal move,
 * or a concurrent change of status, is CONFLICT (409).
 */
export async function transitionOperation(
  sender: TWebhookSender,
  tx: TTx,
  operationId: string,
  from: TOperationStatus,
  to: TOperationStatus,
  evidence: TOperationEvidence,
): Promise<void> {
  if (!canTransition(from, to)) {
    throw new AppError('CONFLICT', `An operation in status ${from} cannot become ${to}`);
  }
  const moved = await updateOperationStatus(tx, {
    operationId,
    from,
    to,
    terminal: TERMINAL_STATUSES.includes(to),
  });
  if (!moved) throw new AppError('CONFLICT', 'The operation changed meanwhile');
  await recordEvidence(tx, {
    ...evidence,
    subjectType: 'operation',
    subjectId: operationId,
    data: { from, to, ...evidence.data },
  });
  const event = OPERATION_EVENTS[to as keyof typeof OPERATION_EVENTS];
  if (event && moved.organizationId && from !== to) {
    await emitWebhookEvent(sender, tx, moved.organizationId, event, {
      operationUuid: operationId,
      status: to,
    });
  }
}

/**
 * A signer's step (opened, read, code sent) as the operation shows it: the operation moves
 * to `step` unless another signer already took it further, and the evidence is recorded
 * either way. The row is locked, so parallel signers' steps are serialised.
 */
export async function progressOperation(
  sender: TWebhookSender,
  tx: TTx,
  operationId: string,
  step: TOperationStatus,
  evidence: TOperationEvidence,
  /**
   * The status, when this transaction holds the row already (it inserted or moved it):
   * read again under the lock otherwise.
   */
  held?: TOperationStatus,
): Promise<TOperationStatus> {
  const from = held ?? (await lockOperationStatus(tx, operationId));
  const ahead = (PROGRESS[from] ?? -1) >= (PROGRESS[step] ?? Number.POSITIVE_INFINITY);
  const to = ahead ? from : step;
  await transitionOperation(sender, tx, operationId, from, to, evidence);
  return to;
}

/** The operation's status now, read under a row lock (for moves that depend on it). */
export async function lockOperationStatus(tx: TTx, operationId: string): Promise<TOperationStatus> {
  const status = await lockStatus(tx, { operationId });
  if (!status) throw new AppError('NOT_FOUND', 'No such operation');
  return status;
}

/** Statuses an operation can still expire from (a SEALING one was signed in time). */
export const EXPIRABLE_STATUSES = (Object.keys(NEXT) as TOperationStatus[]).filter((status) =>
  NEXT[status].includes('EXPIRED'),
);

/** Whether the operation's end date has passed while it could still expire. */
export function isExpiryDue(
  operation: Pick<TOperationRow, 'status' | 'expiresAt'>,
  now = Date.now(),
) {
  return operation.expiresAt.getTime() < now && EXPIRABLE_STATUSES.includes(operation.status);
}

/**
 * The status as readers see it: EXPIRED once the end date has passed, even before the
 * worker's sweep (or the next action) has recorded it. Computed, never written.
 */
export function effectiveStatus(operation: Pick<TOperationRow, 'status' | 'expiresAt'>) {
  return isExpiryDue(operation) ? ('EXPIRED' as const) : operation.status;
}
