import { createHash } from 'node:crypto';
import type { TFieldValues } from '@confirma/contracts/operations';
import type { TTx } from '../../platform/db/client.ts';
import { jobPayload } from '../../platform/jobs/job-payload.ts';
import type { TJobHandler } from '../../platform/jobs/job-runner.ts';
import { queueAnchor } from '../evidence/index.ts';
import type {
  TOperationRow,
  TOperationsContext,
  TRequestMeta,
  TSignerRow,
  TSigningMethod,
} from '../operations/index.ts';
import {
  clearSealPending,
  findOperation,
  findSigner,
  listDocuments,
  listSigners,
  lockOperationStatus,
  markSigned,
  routeAfterSignature,
  SYSTEM_SCOPE,
  storeSealedVersion,
  transitionOperation,
} from '../operations/index.ts';
import { certificateName, SealingError } from '../sealing/index.ts';
import type { TFilledField } from '../signer-requests/index.ts';
import { signerValues, signs, storedBoxOn } from '../signer-requests/index.ts';
import { enqueueSealJob, ZSealJob } from './deferred-seals.ts';
import { fillSignerFields } from './fill-signer-fields.ts';
import { archiveRenewalAt } from './renew-archive-time-stamps.ts';
import { requireSigningMethod } from './require-signing-method.ts';
import { signerIdentity } from './signer-identity.ts';

/**
 * Each document sealed: its id, SHA-256 before and after, the serial of the signer's
 * one-time certificate (null: signed by the platform seal) and whether it is final (the
 * platform seal, the DSS and the document time stamp followed).
 */
type TSealed = {
  id: string;
  before: string;
  after: string;
  certificate: string | null;
  final: boolean;
  /** A final version's: when its archive time stamp is due for renewal (not evidence). */
  archiveRenewAt?: Date;
}[];

/** The sealed documents as the signature's evidence records them. */
const recorded = (sealed: TSealed) => sealed.map(({ archiveRenewAt: _at, ...item }) => item);

/** Another signer's seal landed on a document between our read and our write. */
class DocumentMovedError extends Error {}

/**
 * Seals the signer's documents as they are now (outside any transaction: CPU work and,
 * with an external TSA, network).
 */
async function sealDocuments(
  context: TOperationsContext,
  signature: {
    operation: TOperationRow;
    signer: TSignerRow;
    method: TSigningMethod;
    emailProven: boolean;
    image?: Uint8Array | undefined;
    fields: TFilledField[];
  },
): Promise<TSealed> {
  const { operation, signer, method, emailProven, image, fields } = signature;
  const [documents, signers] = await Promise.all([
    listDocuments(context.db, { operationId: operation.id }),
    listSigners(context.db, { operationId: operation.id }),
  ]);
  // The signer's own certificate, issued now for this act (its key is dropped with it).
  const certificate = context.authority.available
    ? await context.authority.issueSignerCertificate(
        context.db,
        await signerIdentity(context.db, { operation, signer, method, emailProven }),
      )
    : null;
  const sealed: TSealed = [];
  for (const document of documents) {
    if (!signs(signer, document.reference)) continue;
    // Nobody else is still to sign or seal it: this signature closes the document.
    const final = signers.every(
      (other) =>
        other.id === signer.id ||
        !signs(other, document.reference) ||
        (other.status === 'SIGNED' && !other.sealPending),
    );
    const before = document.signedSha256 ?? document.originalSha256;
    // The box settled at creation; 'auto' only for older operations that had none.
    const box = storedBoxOn(signer, document.reference);
    const bytes = await context.seal(await context.platform.blobs.get(before), {
      // Written as the certificate writes it: no control or bidirectional characters.
      signerName: certificateName(signer.fullName),
      method,
      evidenceId: `${operation.id}/${signer.id}`,
      box: box
        ? { page: box.pageNumber, x: box.x, y: box.y, width: box.width, height: box.height }
        : 'auto',
      // The signer's stamp in the signer's language (the certificate keeps the operation's).
      locale: signerValues(signer.signerData).language,
      ...(image ? { image } : {}),
      fields: fields
        .filter((field) => field.reference === document.reference)
        .map(({ pageNumber, x, y, width, height, value }) => ({
          page: pageNumber,
          x,
          y,
          width,
          height,
          value,
        })),
      ...(certificate ? { signer: certificate } : {}),
      final: final ? { locale: operation.language } : undefined,
    });
    const stored = await context.platform.blobs.put(bytes);
    sealed.push({
      id: document.id,
      before,
      after: stored.key,
      certificate: certificate?.serialHex ?? null,
      final,
      ...(final
        ? { archiveRenewAt: archiveRenewalAt(bytes, context.platform.config.ARCHIVE_RENEW_DAYS) }
        : {}),
    });
  }
  return sealed;
}

/** Stores sealed versions, unless a document moved on since it was read. */
async function storeSealed(tx: TTx, sealed: TSealed) {
  for (const item of sealed) {
    const stored = await storeSealedVersion(tx, {
      documentId: item.id,
      before: item.before,
      after: item.after,
      archiveRenewAt: item.archiveRenewAt,
    });
    if (!stored) throw new DocumentMovedError();
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
  context: TOperationsContext,
  signature: {
    operation: TOperationRow;
    signer: TSignerRow;
    method: TSigningMethod;
    /** The signer came by the link e-mailed to them: the certificate may name the address. */
    emailProven?: boolean;
    meta: TRequestMeta;
    image?: Uint8Array;
    /** What the signer gave their text and checkbox fields, by id. */
    fieldValues?: TFieldValues | undefined;
    /** Extra writes that must commit with the signature (consume the OTP, keep strokes). */
    inTransaction?: (tx: TTx) => Promise<Record<string, unknown>>;
  },
): Promise<{ sealed: boolean }> {
  const { operation, signer, method, meta, image, inTransaction } = signature;
  const emailProven = signature.emailProven ?? false;
  const { platform, db } = context;
  requireSigningMethod(signer, method);
  // Every field as it must be, or nothing is signed.
  const fields = fillSignerFields(signer.fields, signature.fieldValues, {
    fullName: signer.fullName,
    language: operation.language,
    timeZone: platform.config.CERTIFICATE_TIME_ZONE,
    now: new Date(),
  });
  // The record of what was filled: each field's id, type, label and value.
  const filled = fields.length
    ? { fields: fields.map(({ id, type, label, value }) => ({ id, type, label, value })) }
    : {};
  const imageSha256 = image ? createHash('sha256').update(image).digest('hex') : null;
  const subject = { subjectType: 'operation', subjectId: operation.id } as const;
  for (let round = 1; ; round++) {
    let sealed: TSealed;
    try {
      sealed = await sealDocuments(context, {
        operation,
        signer,
        method,
        emailProven,
        image,
        fields,
      });
    } catch (error) {
      if (!isTimestampFailure(error)) throw error;
      platform.log.warn(
        { err: error, operationId: operation.id },
        'time stamp failed; seal deferred',
      );
      if (image) await platform.blobs.put(image);
      await db.transaction(async (tx) => {
        const extra = (await inTransaction?.(tx)) ?? {};
        await markSigned(platform, tx, {
          signerId: signer.id,
          method,
          imageSha256,
          sealPending: true,
          filledFields: fields,
        });
        const from = await lockOperationStatus(tx, operation.id);
        await transitionOperation(platform, tx, operation.id, from, 'SEALING', {
          type: 'signer.signed',
          actorType: 'signer',
          actorId: signer.id,
          ...meta,
          data: {
            method,
            sealPending: true,
            reason: error instanceof Error ? error.message : String(error),
            ...filled,
            ...extra,
          },
        });
        await enqueueSealJob(tx, platform, {
          operationId: operation.id,
          signerId: signer.id,
          emailProven,
        });
      });
      return { sealed: false };
    }
    try {
      await db.transaction(async (tx) => {
        const extra = (await inTransaction?.(tx)) ?? {};
        await storeSealed(tx, sealed);
        await markSigned(platform, tx, {
          signerId: signer.id,
          method,
          imageSha256,
          sealPending: false,
          filledFields: fields,
        });
        await routeAfterSignature(context, tx, {
          operation,
          signer,
          evidence: {
            type: 'signer.signed',
            meta,
            data: { method, documents: recorded(sealed), ...filled, ...extra },
          },
        });
        await queueAnchor(platform, tx, subject);
      });
      return { sealed: true };
    } catch (error) {
      if (!(error instanceof DocumentMovedError) || round >= SEAL_ROUNDS) throw error;
    }
  }
}

/**
 * Retries a deferred seal (the time stamp failed at signing time). Each failure is a
 * failed job attempt, retried with backoff for SEAL_RETRY_HORIZON_MS, then dead (failed):
 * visible in the job queue (`npm run jobs`), the logs and the operation's SEALING status;
 * the operation sweep queues a new job for a SEALING operation whose job is dead.
 */
export function createSealHandler(context: TOperationsContext): TJobHandler {
  return async (payload, _job, ctx) => {
    const { operationId, signerId, emailProven = false } = jobPayload(ZSealJob, payload);
    const [operation, signer] = await Promise.all([
      findOperation(context.db, { operationId, scope: SYSTEM_SCOPE }),
      findSigner(context.db, { operationId, signerId }),
    ]);
    if (!operation || !signer?.sealPending) return;
    const method = signer.signatureMethod ?? 'OTP';
    const image = signer.signatureImageSha256
      ? await context.platform.blobs.get(signer.signatureImageSha256)
      : undefined;
    const fields = signer.filledFields ?? [];
    const sealed = await sealDocuments(context, {
      operation,
      signer,
      method,
      emailProven,
      image,
      fields,
    });
    await ctx.completeWith(async (tx) => {
      await storeSealed(tx, sealed);
      await clearSealPending(tx, { signerId: signer.id });
      await routeAfterSignature(context, tx, {
        operation,
        signer,
        evidence: { type: 'signer.sealed', data: { method, documents: recorded(sealed) } },
      });
      await queueAnchor(context.platform, tx, {
        subjectType: 'operation',
        subjectId: operation.id,
      });
    });
  };
}
