import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TTx } from '../../platform/db/client.ts';
import type { TJobHandler } from '../../platform/jobs/job-runner.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { SealingError } from '../sealing/sealing-error.ts';
import type { TRequestMeta } from './create-operation.ts';
import { loadOperationSigner, type TOperationRow, type TSignerRow } from './operation-access.ts';
import { lockOperationStatus, transitionOperation } from './operation-status.ts';
import { operationDocuments, operationSigners } from './operations-schema.ts';
import { markSigned, routeAfterSignature } from './signer-routing.ts';

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

type TSealed = { id: string; before: string; after: string }[];

/** Another signer's seal landed on a document between our read and our write. */
class DocumentMovedError extends Error {}

/**
 * Seals the signer's documents as they are now (outside any transaction: CPU work and,
 * with an external TSA, network).
 */
async function sealDocuments(
  platform: TPlatform,
  deps: TSigningDeps,
  operation: TOperationRow,
  signer: TSignerRow,
  method: 'OTP' | 'HANDWRITTEN',
  image: Uint8Array | undefined,
): Promise<TSealed> {
  const documents = await platform.database.db
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
  const sealed: TSealed = [];
  for (const document of documents) {
    if (wanted && !wanted.includes(document.reference)) continue;
    const before = document.signedSha256 ?? document.originalSha256;
    const box = boxes.find((item) => !item.reference || item.reference === document.reference);
    const bytes = await deps.seal(await platform.blobs.get(before), {
      signerName: signer.fullName,
      method,
      evidenceId: `${operation.id}/${signer.id}`,
      box: box
        ? { page: box.pageNumber, x: box.x, y: box.y, width: box.width, height: box.height }
        : 'auto',
      locale: operation.language as 'es' | 'en' | 'it',
      ...(image ? { image } : {}),
    });
    const stored = await platform.blobs.put(bytes);
    sealed.push({ id: document.id, before, after: stored.key });
  }
  return sealed;
}

/** Stores sealed versions, unless a document moved on since it was read. */
async function storeSealed(tx: TTx, sealed: TSealed) {
  for (const item of sealed) {
    const rows = await tx
      .update(operationDocuments)
      .set({ signedSha256: item.after })
      .where(
        and(
          eq(operationDocuments.id, item.id),
          sql`coalesce(${operationDocuments.signedSha256}, ${operationDocuments.originalSha256}) = ${item.before}`,
        ),
      )
      .returning({ id: operationDocuments.id });
    if (rows.length !== 1) throw new DocumentMovedError();
  }
}

const isTimestampFailure = (error: unknown) =>
  error instanceof SealingError && error.failure === 'TIMESTAMP_FAILED';

/** Parallel signers of one level may seal the same document at once: the loser re-seals. */
const SEAL_ROUNDS = 4;

/**
 * Completes a signer's signature: seals their documents (PAdES B-T, visible stamp), then
 * in one transaction stores the sealed versions, marks the signer SIGNED with the evidence
 * (hashes before and after) and routes the operation (next level, or SIGNED and the
 * confirmation e-mails). When the time stamp cannot be had, the signature (the signer's
 * consent) is still recorded, the operation shows SEALING and a job retries the seal:
 * a document is never sealed without its time stamp.
 */
export async function completeSignature(
  platform: TPlatform,
  deps: TSigningDeps,
  operation: TOperationRow,
  signer: TSignerRow,
  options: TCompleteOptions,
): Promise<{ sealed: boolean }> {
  const db = platform.database.db;
  const imageSha256 = options.image
    ? createHash('sha256').update(options.image).digest('hex')
    : null;
  for (let round = 1; ; round++) {
    let sealed: TSealed;
    try {
      sealed = await sealDocuments(
        platform,
        deps,
        operation,
        signer,
        options.method,
        options.image,
      );
    } catch (error) {
      if (!isTimestampFailure(error)) throw error;
      platform.log.warn(
        { err: error, operationId: operation.id },
        'time stamp failed; seal deferred',
      );
      if (options.image) await platform.blobs.put(options.image);
      await db.transaction(async (tx) => {
        const extra = (await options.inTransaction?.(tx)) ?? {};
        await markSigned(tx, signer, { method: options.method, imageSha256, sealPending: true });
        const from = await lockOperationStatus(tx, operation.id);
        await transitionOperation(tx, operation.id, from, 'SEALING', {
          type: 'signer.signed',
          actorType: 'signer',
          actorId: signer.id,
          ...options.meta,
          data: {
            method: options.method,
            sealPending: true,
            reason: error instanceof Error ? error.message : String(error),
            ...extra,
          },
        });
        await platform.enqueue(tx, SEAL_JOB, { operationId: operation.id, signerId: signer.id });
      });
      return { sealed: false };
    }
    try {
      await db.transaction(async (tx) => {
        const extra = (await options.inTransaction?.(tx)) ?? {};
        await storeSealed(tx, sealed);
        await markSigned(tx, signer, { method: options.method, imageSha256, sealPending: false });
        await routeAfterSignature(tx, { platform, tokenKey: deps.tokenKey }, operation, signer, {
          type: 'signer.signed',
          meta: { ...options.meta },
          data: { method: options.method, documents: sealed, ...extra },
        });
      });
      return { sealed: true };
    } catch (error) {
      if (!(error instanceof DocumentMovedError) || round >= SEAL_ROUNDS) throw error;
    }
  }
}

export const SEAL_JOB = 'operations.seal';
export const ZSealJob = z.object({ operationId: z.uuid(), signerId: z.uuid() });

/**
 * Retries a deferred seal (the time stamp failed at signing time). Each failure is a
 * failed job attempt, retried with backoff and dead-lettered after JOBS_MAX_ATTEMPTS:
 * visible in the jobs table, the logs and the operation's SEALING status.
 */
export function createSealHandler(platform: TPlatform, deps: TSigningDeps): TJobHandler {
  const db = platform.database.db;
  return async (payload, _job, ctx) => {
    const { operationId, signerId } = ZSealJob.parse(payload);
    const { operation, signer } = await loadOperationSigner(db, operationId, signerId);
    if (!operation || !signer?.sealPending) return;
    const method = signer.signatureMethod === 'HANDWRITTEN' ? 'HANDWRITTEN' : 'OTP';
    const image = signer.signatureImageSha256
      ? await platform.blobs.get(signer.signatureImageSha256)
      : undefined;
    const sealed = await sealDocuments(platform, deps, operation, signer, method, image);
    await ctx.completeWith(async (tx) => {
      await storeSealed(tx, sealed);
      await tx
        .update(operationSigners)
        .set({ sealPending: false })
        .where(eq(operationSigners.id, signer.id));
      await routeAfterSignature(tx, { platform, tokenKey: deps.tokenKey }, operation, signer, {
        type: 'signer.sealed',
        data: { method, documents: sealed },
      });
    });
  };
}
