import type { TSignerDatum, TSignerStatus } from '@confirma/contracts/operations';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { issueToken, SIGNER_TOKEN_SECONDS } from '../tokens/access-token.ts';
import type { TOperationRow, TSignerRow } from './operation-access.ts';
import { invitationMail, signingLink } from './operation-mails.ts';
import { lockOperationStatus, progressOperation, transitionOperation } from './operation-status.ts';
import { operationDocuments, operationSigners } from './operations-schema.ts';
import { CONFIRMATION_JOB } from './send-confirmation.ts';
import { hasAction, signerValues } from './signer-fields.ts';

/** Each signer's own lifecycle; the operation's status summarises all of them. */
const SIGNER_NEXT: Record<TSignerStatus, readonly TSignerStatus[]> = {
  PENDING: ['INVITED'],
  INVITED: ['OPENED', 'REJECTED'],
  OPENED: ['DOCUMENT_READ', 'SIGNED', 'REJECTED'],
  DOCUMENT_READ: ['DOCUMENT_READ', 'OTP_SENT', 'SIGNED', 'REJECTED'],
  OTP_SENT: ['OTP_SENT', 'SIGNED', 'REJECTED'],
  SIGNED: [],
  REJECTED: [],
};

/**
 * Moves one signer to `to`, in the caller's transaction, if their current status allows
 * it; a concurrent change or an illegal move is CONFLICT (409).
 */
export async function moveSigner(
  tx: TTx,
  signerId: string,
  to: TSignerStatus,
  extra: Partial<typeof operationSigners.$inferInsert> = {},
): Promise<void> {
  const from = (Object.keys(SIGNER_NEXT) as TSignerStatus[]).filter((status) =>
    SIGNER_NEXT[status].includes(to),
  );
  const rows = await tx
    .update(operationSigners)
    .set({ status: to, ...extra })
    .where(and(eq(operationSigners.id, signerId), inArray(operationSigners.status, from)))
    .returning({ id: operationSigners.id });
  if (rows.length !== 1) {
    throw new AppError('CONFLICT', `The signer cannot become ${to.toLowerCase()} now`);
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
  tx: TTx,
  platform: TPlatform,
  tokenKey: Uint8Array,
  operation: Pick<TOperationRow, 'id' | 'signatureType'>,
  signers: TSignerRow[],
): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  let firstDocument: { id: string | null } | undefined;
  for (const signer of signers) {
    if (signer.status === 'PENDING') await moveSigner(tx, signer.id, 'INVITED');
    const token = await issueToken(
      tokenKey,
      { typ: 'signer', sub: signer.id, op: operation.id },
      SIGNER_TOKEN_SECONDS,
    );
    tokens.set(signer.id, token);
    const data = signer.signerData as TSignerDatum[];
    if (!signer.email || hasAction(data, 'avoidSendSignEmail', 'FIRMA-INICIO')) continue;
    const values = signerValues(data);
    firstDocument ??= (
      await tx
        .select({ id: operationDocuments.id })
        .from(operationDocuments)
        .where(eq(operationDocuments.operationId, operation.id))
        .orderBy(asc(operationDocuments.position))
        .limit(1)
    )[0] ?? { id: null };
    const link = signingLink({
      publicUrl: platform.config.PUBLIC_URL,
      type: operation.signatureType as 'SIMPLE',
      operationId: operation.id,
      documentId: firstDocument.id,
      token,
      language: values.language,
    });
    await platform.queueMail(tx, {
      to: signer.email,
      ...invitationMail(values.language, values.name, link),
    });
    await progressOperation(tx, operation.id, 'SENT', {
      type: 'operation.invitation_sent',
      actorType: 'system',
      data: { signerId: signer.id, level: signer.level, to: signer.email },
    });
  }
  return tokens;
}

/**
 * What follows a signer's sealed signature, in the transaction that stores it: the
 * operation becomes SIGNED when nobody is left (and every signer who asked for it gets
 * the confirmation e-mail), otherwise PARTIALLY_SIGNED, and when the current level is
 * done the next level is invited.
 */
export async function routeAfterSignature(
  tx: TTx,
  context: { platform: TPlatform; tokenKey: Uint8Array },
  operation: TOperationRow,
  signer: TSignerRow,
  evidence: {
    type: 'signer.signed' | 'signer.sealed';
    meta?: Record<string, unknown>;
    data: Record<string, unknown> & { documents: { after: string }[] };
  },
) {
  const { platform, tokenKey } = context;
  const signers = await tx
    .select()
    .from(operationSigners)
    .where(eq(operationSigners.operationId, operation.id))
    .orderBy(asc(operationSigners.level), asc(operationSigners.order));
  const unsigned = signers.filter((item) => item.status !== 'SIGNED' || item.sealPending);
  const from = await lockOperationStatus(tx, operation.id);
  await transitionOperation(
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
  if (!unsigned.length) {
    for (const item of signers) {
      const data = item.signerData as TSignerDatum[];
      if (item.email && hasAction(data, 'sendConfirmationEmail', 'FIRMA-FINAL')) {
        await platform.enqueue(tx, CONFIRMATION_JOB, {
          operationId: operation.id,
          signerId: item.id,
        });
      }
    }
    return;
  }
  if (unsigned.some((item) => item.status !== 'PENDING')) return;
  const nextLevel = Math.min(...unsigned.map((item) => item.level));
  await inviteSigners(
    tx,
    platform,
    tokenKey,
    operation,
    unsigned.filter((item) => item.level === nextLevel),
  );
}

/** Marks a signer SIGNED (consent given); the seal may follow later (`sealPending`). */
export function markSigned(
  tx: TTx,
  signer: TSignerRow,
  signature: { method: 'OTP' | 'HANDWRITTEN'; imageSha256: string | null; sealPending: boolean },
) {
  return moveSigner(tx, signer.id, 'SIGNED', {
    signedAt: new Date(),
    signatureMethod: signature.method,
    signatureImageSha256: signature.imageSha256,
    sealPending: signature.sealPending,
  });
}
