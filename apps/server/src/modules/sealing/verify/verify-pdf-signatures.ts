import { createHash } from 'node:crypto';
import type { TCertificateInfo } from '../pki/certificate-info.ts';
import { verifyTimeStampToken } from '../tsa/verify-time-stamp-token.ts';
import {
  certificatePath,
  summariseCertificate,
  type TCertificateSummary,
  validAt,
} from './certificate-chain.ts';
import { findPdfSignatures, type TPdfSignatureField } from './find-pdf-signatures.ts';
import { digestName, signatureTimeStampToken, verifyCmsSignature } from './verify-cms-signature.ts';

/** Whose certificates are trusted: the seal's chain, and the time-stamp authorities'. */
export interface TVerificationTrust {
  seal: readonly TCertificateInfo[];
  tsa: readonly TCertificateInfo[];
}

export interface TTimeStampCheck {
  time: string;
  tsa: string;
  /** The token's signature verifies and it stamps this signature's value. */
  valid: boolean;
  /** Its signer is, or is issued by, a trusted time-stamp authority. */
  trusted: boolean;
}

export interface TSignatureCheck {
  byteRange: [number, number, number, number];
  subFilter: string | null;
  name: string | null;
  reason: string | null;
  location: string | null;
  /** /M of the dictionary (a claim of the signer; the time stamp is the proof). */
  signingTime: string | null;
  integrity: boolean;
  signatureValid: boolean;
  /** Signer first, then each issuer as far as the certificates at hand go. */
  chain: TCertificateSummary[];
  chainComplete: boolean;
  trusted: boolean;
  /** The signer's certificate was valid when signing (time stamp, else /M, else now). */
  certificateValid: boolean;
  timeStamp: TTimeStampCheck | null;
  /** The signed ranges end where the file ends (trailing line breaks aside). */
  coversWholeDocument: boolean;
  problems: string[];
}

export interface TPdfVerification {
  sha256: string;
  byteLength: number;
  signatures: TSignatureCheck[];
  /** Bytes after the last signature's range: the file was changed after it was signed. */
  changedAfterSigning: boolean;
}

function checkTimeStamp(
  token: Uint8Array,
  signatureValue: Uint8Array,
  trust: readonly TCertificateInfo[],
): TTimeStampCheck | null {
  try {
    const info = verifyTimeStampToken(token);
    const algorithm = digestName(info.hashAlgorithm);
    const imprint = algorithm ? createHash(algorithm).update(signatureValue).digest() : null;
    const valid = Boolean(imprint && Buffer.compare(imprint, info.messageImprint) === 0);
    const trusted =
      certificatePath(info.signer, [], trust).trusted && validAt(info.signer, info.genTime);
    return {
      time: info.genTime.toISOString(),
      tsa: info.signer.subjectCommonName,
      valid,
      trusted,
    };
  } catch {
    return null;
  }
}

function checkSignature(
  bytes: Uint8Array,
  field: TPdfSignatureField,
  trust: TVerificationTrust,
): TSignatureCheck {
  const [a, b, c, d] = field.byteRange;
  const tail = Buffer.from(bytes.subarray(c + d)).toString('latin1');
  const base = {
    byteRange: field.byteRange,
    subFilter: field.subFilter,
    name: field.name,
    reason: field.reason,
    location: field.location,
    signingTime: field.signingTime?.toISOString() ?? null,
    coversWholeDocument: /^\s*$/.test(tail),
  };
  const cms = verifyCmsSignature(field.cms, [bytes.subarray(a, a + b), bytes.subarray(c, c + d)]);
  if (!cms.parsed || !cms.signer) {
    return {
      ...base,
      integrity: cms.parsed ? cms.integrity : false,
      signatureValid: false,
      chain: [],
      chainComplete: false,
      trusted: false,
      certificateValid: false,
      timeStamp: null,
      problems: cms.problems,
    };
  }
  const problems = [...cms.problems];
  const token = signatureTimeStampToken(cms.parsed);
  const timeStamp = token ? checkTimeStamp(token, cms.parsed.signature, trust.tsa) : null;
  if (token && !timeStamp?.valid) problems.push('timestamp-invalid');
  else if (timeStamp && !timeStamp.trusted) problems.push('timestamp-untrusted');
  const path = certificatePath(cms.signer, cms.parsed.certificates, trust.seal);
  if (!path.trusted) problems.push('signer-unknown');
  const at = timeStamp?.valid ? new Date(timeStamp.time) : (field.signingTime ?? new Date());
  const certificateValid = validAt(cms.signer, at);
  if (!certificateValid) problems.push('certificate-expired');
  return {
    ...base,
    integrity: cms.integrity,
    signatureValid: cms.signatureValid,
    chain: path.path.map(summariseCertificate),
    chainComplete: path.complete,
    trusted: path.trusted,
    certificateValid,
    timeStamp,
    problems,
  };
}

/**
 * Verifies every signature of a PDF, from its bytes: each signature's integrity and
 * cryptographic validity, its certificate path and whether it reaches a trusted
 * certificate, its RFC 3161 time stamp, and whether the file goes on after the last
 * signature (an incremental update by a later signer is expected for earlier ones; bytes
 * after the last signature's range are a change nobody signed). Decodes no stream.
 */
export function verifyPdfSignatures(
  bytes: Uint8Array,
  trust: TVerificationTrust,
): TPdfVerification {
  const signatures = findPdfSignatures(bytes).map((field) => checkSignature(bytes, field, trust));
  const last = signatures.at(-1);
  return {
    sha256: createHash('sha256').update(bytes).digest('hex'),
    byteLength: bytes.byteLength,
    signatures,
    changedAfterSigning: last ? !last.coversWholeDocument : false,
  };
}
