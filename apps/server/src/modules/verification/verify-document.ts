import type {
  TDocumentVerdict,
  TSignatureVerdict,
  TVerifiedOperation,
  TVerifiedSignature,
  TVerifyResult,
} from '@confirma/contracts/verify';
import { VERIFY_MAX_BYTES } from '@confirma/contracts/verify';
import { hitRateLimits } from '../../platform/http/rate-limit.ts';
import { findOperationIdBySignedDocument } from '../operations/index.ts';
import type { TPdfVerification, TSignatureCheck } from '../sealing/index.ts';
import { PdfRejectedError } from '../templates/index.ts';
import { describeOperationEvidence } from './describe-operation-evidence.ts';
import type { TVerificationContext } from './verification.types.ts';

const HOUR = 60 * 60_000;

/** Counts one public verification against VERIFY_IP_LIMIT (RATE_LIMITED past it). */
export function countVerification(context: TVerificationContext, ip: string) {
  return hitRateLimits(context.db, [
    { key: `verify:ip:${ip}`, max: context.config.VERIFY_IP_LIMIT, windowMs: HOUR },
  ]);
}

/** Problems that leave the signature intact and valid, by a signer this platform does not know. */
const UNKNOWN_SIGNER = new Set(['signer-unknown', 'timestamp-untrusted']);

function signatureVerdict(check: TSignatureCheck): TSignatureVerdict {
  if (check.problems.every((problem) => UNKNOWN_SIGNER.has(problem))) {
    return check.problems.length ? 'unknown-signer' : 'valid';
  }
  return 'invalid';
}

function toVerifiedSignature(check: TSignatureCheck): TVerifiedSignature {
  const certificateName = /CN=([^,]+)/.exec(check.chain[0]?.subject ?? '')?.[1] ?? null;
  return {
    verdict: signatureVerdict(check),
    signerName: check.name ?? certificateName,
    reason: check.reason,
    signingTime: check.signingTime,
    integrity: check.integrity,
    signatureValid: check.signatureValid,
    chain: check.chain,
    trusted: check.trusted,
    certificateValid: check.certificateValid,
    timeStamp: check.timeStamp,
    coversWholeDocument: check.coversWholeDocument,
    problems: check.problems,
  };
}

function documentVerdict(report: TPdfVerification, signatures: TVerifiedSignature[]) {
  if (!signatures.length) return 'unsigned' satisfies TDocumentVerdict;
  if (report.changedAfterSigning || signatures.some((item) => !item.integrity)) return 'changed';
  if (signatures.some((item) => item.verdict === 'invalid')) return 'invalid';
  if (signatures.some((item) => item.verdict === 'unknown-signer')) return 'unknown-signer';
  return 'valid';
}

/** The platform writes `… · <operation id>[/<signer id>]` as every seal's /Reason. */
const REASON_OPERATION =
  /· ([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/[0-9a-f-]{36})?$/;

/**
 * The operation the file belongs to: the one whose signed document it is (by SHA-256), or
 * the one a platform seal names in its /Reason, trusted only when that seal is intact,
 * valid and by this platform (the /Reason is among the signed bytes).
 */
async function findOperationOf(
  context: TVerificationContext,
  report: TPdfVerification,
): Promise<TVerifiedOperation | null> {
  const byDocument = await findOperationIdBySignedDocument(context.db, { sha256: report.sha256 });
  if (byDocument) {
    return describeOperationEvidence(context, {
      operationId: byDocument,
      matchedBy: 'signed-document',
    });
  }
  for (const check of [...report.signatures].reverse()) {
    const operationId = REASON_OPERATION.exec(check.reason ?? '')?.[1];
    if (!operationId || !check.integrity || !check.signatureValid || !check.trusted) continue;
    const found = await describeOperationEvidence(context, { operationId, matchedBy: 'signature' });
    if (found) return found;
  }
  return null;
}

/**
 * POST /api/verify: the envelope checked here (size, a PDF header), the signatures in a
 * worker thread (pdf-verifier.ts), then the operation the file belongs to and its evidence.
 * Not a PDF → UNSUPPORTED_MEDIA_TYPE; too large → PAYLOAD_TOO_LARGE; too hard to read →
 * PDF_TOO_COMPLEX. A PDF without signatures is an answer (`unsigned`), not an error.
 */
export async function verifyDocument(
  context: TVerificationContext,
  { bytes }: { bytes: Uint8Array },
): Promise<TVerifyResult> {
  if (bytes.byteLength > VERIFY_MAX_BYTES) throw new PdfRejectedError('too-large');
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (!head.includes('%PDF-')) throw new PdfRejectedError('not-pdf');
  const report = await context.verifier.verify(bytes);
  const signatures = report.signatures.map(toVerifiedSignature);
  return {
    verdict: documentVerdict(report, signatures),
    sha256: report.sha256,
    byteLength: report.byteLength,
    changedAfterSigning: report.changedAfterSigning,
    signatures,
    operation: await findOperationOf(context, report),
  };
}
