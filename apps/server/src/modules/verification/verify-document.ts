import { maskPhonePublicly } from '@confirma/contracts/phone-number';
import type {
  TDocumentVerdict,
  TIssuedComparison,
  TSealReason,
  TSignatureVerdict,
  TSignerCertificateLevel,
  TVerifiedOperation,
  TVerifiedSignature,
  TVerifyResult,
} from '@confirma/contracts/verify';
import { VERIFY_MAX_BYTES } from '@confirma/contracts/verify';
import { hitRateLimits } from '../../platform/http/rate-limit.ts';
import { HOUR_MS } from '../../platform/time-units.ts';
import { findOperationIdBySignedDocument, listDocumentsOf } from '../operations/index.ts';
import { PdfRejectedError } from '../pdf-inspection/index.ts';
import { readSealReason } from '../pdf-reports/index.ts';
import { SIGNER_POLICIES, type TPdfVerification, type TSignatureCheck } from '../sealing/index.ts';
import { differenceFrom, gapOf } from './compare-with-issued.ts';
import { describeOperationEvidence } from './describe-operation-evidence.ts';
import type { TVerificationContext } from './verification.types.ts';

/** Counts one public verification against VERIFY_IP_LIMIT (RATE_LIMITED past it). */
export function countVerification(context: TVerificationContext, ip: string) {
  return hitRateLimits(context.db, [
    { key: `verify:ip:${ip}`, max: context.config.VERIFY_IP_LIMIT, windowMs: HOUR_MS },
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

/** The level a one-time signer certificate's policy names (null: none of ours). */
function signerLevel(policies: readonly string[]): TSignerCertificateLevel | null {
  const found = Object.entries(SIGNER_POLICIES).find(([, oid]) => policies.includes(oid));
  return found ? (found[0] as TSignerCertificateLevel) : null;
}

/** A certificate subject's telephoneNumber (a signer's one-time certificate names it). */
const SUBJECT_PHONE = /telephoneNumber=\\?(\+?\d+)/g;

/** The certificates as the public sees them: any phone in a subject masked. */
function publicChain(chain: TSignatureCheck['chain']): TSignatureCheck['chain'] {
  return chain.map((certificate) => ({
    ...certificate,
    subject: certificate.subject.replace(
      SUBJECT_PHONE,
      (_all, phone: string) => `telephoneNumber=${maskPhonePublicly(phone)}`,
    ),
  }));
}

function toVerifiedSignature(check: TSignatureCheck): TVerifiedSignature {
  const certificateName = /CN=([^,]+)/.exec(check.chain[0]?.subject ?? '')?.[1] ?? null;
  const { signer } = check;
  return {
    kind: check.kind,
    verdict: signatureVerdict(check),
    signerName: check.name ?? certificateName,
    reason: check.reason,
    // The /Reason is among the signed bytes: read as the platform's own only when its seal.
    platformReason: check.trusted && check.reason ? readSealReason(check.reason) : null,
    signingTime: check.signingTime,
    integrity: check.integrity,
    signatureValid: check.signatureValid,
    chain: publicChain(check.chain),
    trusted: check.trusted,
    certificateValid: check.certificateValid,
    timeStamp: check.timeStamp,
    signer:
      signer && check.kind === 'signature'
        ? {
            commonName: signer.commonName,
            serialNumber: signer.serialNumber,
            telephoneNumber: signer.telephoneNumber && maskPhonePublicly(signer.telephoneNumber),
            emailAddress: signer.emailAddress,
            level: signerLevel(signer.policies),
          }
        : null,
    revocation: check.revocation,
    coversWholeDocument: check.coversWholeDocument,
    problems: check.problems,
  };
}

function documentVerdict(
  report: TPdfVerification,
  signatures: TVerifiedSignature[],
  issued: TIssuedComparison | null,
): TDocumentVerdict {
  if (!signatures.length) return 'unsigned';
  if (report.changedAfterSigning || signatures.some((item) => !item.integrity)) return 'changed';
  if (signatures.some((item) => item.verdict === 'invalid')) return 'invalid';
  if (signatures.some((item) => item.verdict === 'unknown-signer')) return 'unknown-signer';
  if (issued && !issued.same) return 'differs-from-issued';
  return 'valid';
}

/** What the platform seals as an operation's own signed document (not a certificate). */
const OPERATION_DOCUMENTS: ReadonlySet<TSealReason> = new Set([
  'OTP',
  'HANDWRITTEN',
  'signedDocument',
  'notifiedDocument',
  'travellerReport',
]);

/**
 * The file against the signed document its operation issued: the same bytes when it was
 * found by its SHA-256; else, when its last intact platform seal says it is an operation's
 * document, how it differs from the closest of the operation's signed documents (the
 * unsigned bytes of a signature, bytes appended, an earlier revision, or elsewhere).
 */
async function compareWithIssued(
  context: TVerificationContext,
  {
    bytes,
    report,
    signatures,
    operation,
  }: {
    bytes: Uint8Array;
    report: TPdfVerification;
    signatures: TVerifiedSignature[];
    operation: TVerifiedOperation | null;
  },
): Promise<TIssuedComparison | null> {
  if (!operation) return null;
  if (operation.matchedBy === 'signed-document') {
    return { same: true, difference: null, issuedSha256: report.sha256 };
  }
  const seal = signatures.findLast((item) => item.platformReason);
  if (!seal?.platformReason || !OPERATION_DOCUMENTS.has(seal.platformReason.kind)) return null;
  const documents = await listDocumentsOf(context.db, { operationIds: [operation.operationUuid] });
  const gaps = report.signatures.map((check) => gapOf(check.byteRange));
  let closest: TIssuedComparison | null = null;
  for (const document of documents) {
    if (!document.signedSha256) continue;
    const issued = await context.blobs.get(document.signedSha256);
    const difference = differenceFrom(bytes, issued, gaps);
    if (difference === 'none') {
      return { same: true, difference: null, issuedSha256: document.signedSha256 };
    }
    if (difference !== 'other' || !closest) {
      closest = { same: false, difference, issuedSha256: document.signedSha256 };
      if (difference !== 'other') return closest;
    }
  }
  return closest;
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
  const operation = await findOperationOf(context, report);
  const issued = await compareWithIssued(context, { bytes, report, signatures, operation });
  return {
    verdict: documentVerdict(report, signatures, issued),
    sha256: report.sha256,
    byteLength: report.byteLength,
    changedAfterSigning: report.changedAfterSigning,
    level: report.level,
    signatures,
    operation,
    issued,
  };
}
