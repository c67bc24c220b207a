import type { TSignerDatum } from '@confirma/contracts/operations';
import { asc, eq, sql } from 'drizzle-orm';
import type { TTx } from '../../platform/db/client.ts';
import type { TPlatform } from '../../platform/platform.ts';
import type { TRequestMeta } from './create-operation.ts';
import type { TOperationRow, TSignerRow } from './operation-access.ts';
import { transitionOperation } from './operation-status.ts';
import { operationDocuments, operationSigners } from './operations-schema.ts';
import { CONFIRMATION_JOB } from './send-confirmation.ts';
import { hasAction } from './signer-fields.ts';

export interface TSealBox {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The sealing engine as the signing flow needs it (PAdES B-T, visible stamp). */
export type TSealer = (
  pdf: Uint8Array,
  options: {
    signerName: string;
    method: 'OTP' | 'HANDWRITTEN' | 'PLATFORM';
    evidenceId: string;
    box: TSealBox | 'auto';
    image?: Uint8Array;
    locale?: 'es' | 'en' | 'it';
  },
) => Promise<Uint8Array>;

export interface TSigningDeps {
  tokenKey: Uint8Array;
  seal: TSealer;
}

interface TCompleteOptions {
  method: 'OTP' | 'HANDWRITTEN';
  meta: TRequestMeta;
  image?: Uint8Array;
  /** Extra writes that must commit with the signature (consume the OTP, keep strokes). */
  inTransaction?: (tx: TTx) => Promise<Record<string, unknown>>;
}

/**
 * Seals the signer's documents (outside the transaction: CPU work), then in one
 * transaction stores the sealed versions, marks the signer and the operation SIGNED with
 * the evidence (hashes before and after), and queues the confirmation e-mail when asked.
 */
export async function completeSignature(
  platform: TPlatform,
  deps: TSigningDeps,
  operation: TOperationRow,
  signer: TSignerRow,
  options: TCompleteOptions,
) {
  const db = platform.database.db;
  const documents = await db
    .select()
    .from(operationDocuments)
    .where(eq(operationDocuments.operationId, operation.id))
    .orderBy(asc(operationDocuments.position));
  const wanted = (signer.docs as string[] | null) ?? null;
  const boxes =
    (signer.boxPositions as
      | {
          pageNumber: number;
          x: number;
          y: number;
          width: number;
          height: number;
          reference?: string;
        }[]
      | null) ?? [];
  const sealed: { id: string; before: string; after: string }[] = [];
  for (const document of documents) {
    if (wanted && !wanted.includes(document.reference)) continue;
    const before = document.signedSha256 ?? document.originalSha256;
    const box = boxes.find((item) => !item.reference || item.reference === document.reference);
    const bytes = await deps.seal(await platform.blobs.get(before), {
      signerName: signer.fullName,
      method: options.method,
      evidenceId: `${operation.id}/${signer.id}`,
      box: box
        ? { page: box.pageNumber, x: box.x, y: box.y, width: box.width, height: box.height }
        : 'auto',
      locale: operation.language as 'es' | 'en' | 'it',
      ...(options.image ? { image: options.image } : {}),
    });
    const stored = await platform.blobs.put(bytes);
    sealed.push({ id: document.id, before, after: stored.key });
  }
  const signerData = signer.signerData as TSignerDatum[];
  await db.transaction(async (tx) => {
    const extra = (await options.inTransaction?.(tx)) ?? {};
    for (const item of sealed) {
      await tx
        .update(operationDocuments)
        .set({ signedSha256: item.after })
        .where(eq(operationDocuments.id, item.id));
    }
    await tx
      .update(operationSigners)
      .set({ status: 'SIGNED', signedAt: sql`now()` })
      .where(eq(operationSigners.id, signer.id));
    await transitionOperation(tx, operation.id, operation.status as 'OTP_SENT', 'SIGNED', {
      type: 'signer.signed',
      actorType: 'signer',
      actorId: signer.id,
      ...options.meta,
      documentSha256: sealed[0]?.after ?? null,
      data: { method: options.method, documents: sealed, ...extra },
    });
    if (signer.email && hasAction(signerData, 'sendConfirmationEmail', 'FIRMA-FINAL')) {
      await platform.enqueue(tx, CONFIRMATION_JOB, {
        operationId: operation.id,
        signerId: signer.id,
      });
    }
  });
  return sealed;
}
