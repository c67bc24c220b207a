import type { TOperationStatus, TSignerStatus } from '@confirma/contracts/operations';
import type { TTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { TFilledField } from '../signer-requests/index.ts';
import { hasAction } from '../signer-requests/index.ts';
import { emitWebhookEvent, type TWebhookSender } from '../webhooks/index.ts';
import { notifySender } from './notify-sender.ts';
import { CONFIRMATION_JOB, COPY_JOB } from './operation-jobs.ts';
import { lockOperationStatus, progressOperation, transitionOperation } from './operation-status.ts';
import type {
  TOperationRow,
  TOperationsContext,
  TRequestMeta,
  TSignerRow,
  TSigningMethod,
} from './operations.types.ts';
import { firstDocumentId, issueSignerToken, queueSigningMail } from './signer-mails.ts';
import { listSigners, updateSignerStatus } from './signer-queries.ts';

/** Each signer's own lifecycle; the operation's status summarises all of them. */
const SIGNER_NEXT: Record<TSignerStatus, readonly TSignerStatus[]> = {
  PENDING: ['INVITED'],
  INVITED: ['OPENED', 'IDENTIFYING', 'REJECTED'],
  OPENED: ['IDENTIFYING', 'DOCUMENT_READ', 'SIGNED', 'ACKNOWLEDGED', 'REJECTED'],
  /** A video identification (several attempts may follow one another). */
  IDENTIFYING: ['IDENTIFYING', 'IDENTIFIED', 'REJECTED'],
  IDENTIFIED: ['DOCUMENT_READ', 'OTP_SENT', 'REJECTED'],
  DOCUMENT_READ: ['DOCUMENT_READ', 'OTP_SENT', 'SIGNED', 'ACKNOWLEDGED', 'REJECTED'],
  OTP_SENT: ['OTP_SENT', 'SIGNED', 'REJECTED'],
  SIGNED: [],
  REJECTED: [],
  /** The recipient of a certified notification acknowledged it. */
  ACKNOWLEDGED: [],
};

/** The signer's moves an account's webhooks hear of. */
const SIGNER_EVENTS = {
  OPENED: 'signer.opened',
  SIGNED: 'signer.signed',
  REJECTED: 'signer.rejected',
} as const satisfies Partial<Record<TSignerStatus, string>>;

/**
 * Moves one signer to `to`, in the caller's transaction, if their current status allows
 * it, tells the operation's owner's open workspaces (at commit, from the move's own
 * statement) and, for SIGNER_EVENTS, its owner's webhooks unless `webhook: false` (the
 * caller's own event tells them: a certified notification's opening is
 * `notification.opened`); a concurrent change or an illegal move is CONFLICT (409).
 */
export async function moveSigner(
  sender: TWebhookSender,
  tx: TTx,
  {
    webhook = true,
    ...move
  }: { signerId: string; to: TSignerStatus; extra?: Partial<TSignerRow>; webhook?: boolean },
): Promise<void> {
  const from = (Object.keys(SIGNER_NEXT) as TSignerStatus[]).filter((status) =>
    SIGNER_NEXT[status].includes(move.to),
  );
  const moved = await updateSignerStatus(tx, { ...move, from });
  if (!moved) {
    throw new AppError('CONFLICT', `The signer cannot become ${move.to.toLowerCase()} now`);
  }
  const event = SIGNER_EVENTS[move.to as keyof typeof SIGNER_EVENTS];
  if (event && webhook && moved.organizationId) {
    await emitWebhookEvent(sender, tx, moved.organizationId, event, {
      operationUuid: moved.operationId,
      signerUuid: move.signerId,
      status: move.to,
    });
  }
}

/** Signing order: level first (a level signs after the one before it), then order. */
export function byRoutingOrder(a: TSignerRow, b: TSignerRow): number {
  return a.level - b.level || a.order - b.order;
}

/**
 * Gives each signer of a level their turn: a signer token, and the invitation e-mail with
 * the signing link unless their data asks `avoidSendSignEmail` at FIRMA-INICIO. Returns
 * the tokens by signer id (the creation answer carries the first one).
 */
export async function inviteSigners(
  context: TOperationsContext,
  tx: TTx,
  {
    operationId,
    signers,
    firstDocumentId: known,
    operationStatus,
  }: {
    operationId: string;
    signers: TSignerRow[];
    /** The operation's first document, when the caller has it (read otherwise). */
    firstDocumentId?: string | null;
    /** The operation's status, when the caller's transaction holds its row (the creation). */
    operationStatus?: TOperationStatus;
  },
): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  let documentId: string | null | undefined = known;
  // Once moved, the row stays this transaction's until it ends: its status is known.
  let status = operationStatus;
  for (const signer of signers) {
    if (signer.status === 'PENDING') {
      await moveSigner(context.platform, tx, {
        signerId: signer.id,
        to: 'INVITED',
        extra: { invitedAt: new Date() },
      });
    }
    const token = await issueSignerToken(context, { operationId, signerId: signer.id });
    tokens.set(signer.id, token);
    if (hasAction(signer.signerData, 'avoidSendSignEmail', 'FIRMA-INICIO')) continue;
    if (documentId === undefined) documentId = await firstDocumentId(tx, operationId);
    const to = await queueSigningMail(context, tx, {
      kind: 'invitation',
      operationId,
      signer,
      documentId,
      token,
    });
    if (!to) continue;
    status = await progressOperation(
      context.platform,
      tx,
      operationId,
      'SENT',
      {
        type: 'operation.invitation_sent',
        actorType: 'system',
        data: { signerId: signer.id, level: signer.level, to },
      },
      status,
    );
  }
  return tokens;
}

/**
 * What follows a signer's sealed signature, in the transaction that stores it: the
 * operation becomes SIGNED when nobody is left (and every signer who asked for it gets
 * the confirmation e-mail, and so does every copy recipient), otherwise PARTIALLY_SIGNED, and when the current level is
 * done the next level is invited. The sender is told either way (one e-mail: "a signer
 * signed", or "everybody signed" for the last signature).
 */
export async function routeAfterSignature(
  context: TOperationsContext,
  tx: TTx,
  {
    operation,
    signer,
    evidence,
  }: {
    operation: TOperationRow;
    signer: TSignerRow;
    evidence: {
      type: 'signer.signed' | 'signer.sealed';
      meta?: TRequestMeta;
      data: Record<string, unknown> & { documents: { after: string }[] };
    };
  },
) {
  const signers = await listSigners(tx, { operationId: operation.id });
  const unsigned = signers.filter((item) => item.status !== 'SIGNED' || item.sealPending);
  const from = await lockOperationStatus(tx, operation.id);
  await transitionOperation(
    context.platform,
    tx,
    operation.id,
    from,
    unsigned.length ? 'PARTIALLY_SIGNED' : 'SIGNED',
    {
      type: evidence.type,
      actorType: 'signer',
      actorId: signer.id,
      ...evidence.meta,
      documentSha256: evidence.data.documents[0]?.after ?? null,
      data: evidence.data,
    },
  );
  await notifySender(context, tx, {
    kind: unsigned.length ? 'signerSigned' : 'allSigned',
    operation,
    signerId: signer.id,
    signers,
  });
  if (!unsigned.length) {
    for (const item of signers) {
      if (item.email && hasAction(item.signerData, 'sendConfirmationEmail', 'FIRMA-FINAL')) {
        await context.platform.enqueue(tx, CONFIRMATION_JOB, {
          operationId: operation.id,
          signerId: item.id,
        });
      }
    }
    for (const index of operation.copyRecipients.keys()) {
      await context.platform.enqueue(tx, COPY_JOB, { operationId: operation.id, index });
    }
    return;
  }
  if (unsigned.some((item) => item.status !== 'PENDING')) return;
  const nextLevel = Math.min(...unsigned.map((item) => item.level));
  await inviteSigners(context, tx, {
    operationId: operation.id,
    signers: unsigned.filter((item) => item.level === nextLevel),
  });
}

/** Marks a signer SIGNED (consent given); the seal may follow later (`sealPending`). */
export function markSigned(
  sender: TWebhookSender,
  tx: TTx,
  signature: {
    signerId: string;
    method: TSigningMethod;
    imageSha256: string | null;
    sealPending: boolean;
    /** Their fields as filled (drawn by the seal, kept for a deferred one). */
    filledFields?: TFilledField[] | null;
  },
) {
  return moveSigner(sender, tx, {
    signerId: signature.signerId,
    to: 'SIGNED',
    extra: {
      signedAt: new Date(),
      signatureMethod: signature.method,
      signatureImageSha256: signature.imageSha256,
      sealPending: signature.sealPending,
      filledFields: signature.filledFields?.length ? signature.filledFields : null,
    },
  });
}
