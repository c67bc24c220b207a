import { createHash } from 'node:crypto';
import { parseSignedData } from '../cms/parse-signed-data.ts';
import { verifyTimeStampToken } from '../tsa/verify-time-stamp-token.ts';
import { certificatePath, summariseCertificate, validAt } from './certificate-chain.ts';
import { summariseSigner } from './certificate-details.ts';
import type { TPdfSignatureField } from './find-pdf-signatures.ts';
import type { TDssContents } from './read-dss.ts';
import { revocationOf } from './revocation.ts';
import type {
  TCheckedSignature,
  TSignatureCheck,
  TVerificationTrust,
} from './verification-types.ts';
import { digestName } from './verify-cms-signature.ts';

type TFieldEntries =
  | 'byteRange'
  | 'subFilter'
  | 'name'
  | 'reason'
  | 'location'
  | 'signingTime'
  | 'coversWholeDocument';

/**
 * A document time stamp (EN 319 142-1 5.4.3): /Contents is an RFC 3161 token whose
 * imprint must be the digest of the signed ranges; its TSA's signature, chain (to the
 * trusted TSAs) and validity at its own time are checked as a signature's are.
 */
export function checkDocumentTimeStamp(
  bytes: Uint8Array,
  field: TPdfSignatureField,
  base: Pick<TSignatureCheck, TFieldEntries>,
  trust: TVerificationTrust,
  dss: TDssContents | null,
): TCheckedSignature {
  const failed = (problem: string): TCheckedSignature => ({
    check: {
      ...base,
      kind: 'document-time-stamp',
      integrity: false,
      signatureValid: false,
      chain: [],
      chainComplete: false,
      trusted: false,
      certificateValid: false,
      timeStamp: null,
      signer: null,
      revocation: 'not-checked',
      problems: [problem],
    },
    paths: [],
    at: new Date(),
  });
  let certificates: ReturnType<typeof parseSignedData>['certificates'];
  try {
    certificates = parseSignedData(field.cms).certificates;
  } catch {
    return failed('unreadable-signature');
  }
  let info: ReturnType<typeof verifyTimeStampToken>;
  try {
    info = verifyTimeStampToken(field.cms);
  } catch {
    return failed('signature-invalid');
  }
  const [a, b, c, d] = field.byteRange;
  const algorithm = digestName(info.hashAlgorithm);
  const digest = algorithm
    ? createHash(algorithm)
        .update(bytes.subarray(a, a + b))
        .update(bytes.subarray(c, c + d))
        .digest()
    : null;
  const integrity = Boolean(digest && Buffer.compare(digest, info.messageImprint) === 0);
  const path = certificatePath(info.signer, [...certificates, ...(dss?.certs ?? [])], trust.tsa);
  const certificateValid = validAt(info.signer, info.genTime);
  const problems = [
    !integrity && 'digest-mismatch',
    !path.trusted && 'timestamp-untrusted',
    !certificateValid && 'certificate-expired',
  ].filter((problem): problem is string => Boolean(problem));
  return {
    check: {
      ...base,
      kind: 'document-time-stamp',
      integrity,
      signatureValid: true,
      chain: path.path.map(summariseCertificate),
      chainComplete: path.complete,
      trusted: path.trusted,
      certificateValid,
      timeStamp: {
        time: info.genTime.toISOString(),
        tsa: info.signer.subjectCommonName,
        valid: integrity,
        trusted: path.trusted && certificateValid,
      },
      signer: summariseSigner(info.signer),
      revocation: revocationOf(info.signer, path.path[1], dss, info.genTime),
      problems,
    },
    paths: [path.path],
    at: info.genTime,
  };
}
