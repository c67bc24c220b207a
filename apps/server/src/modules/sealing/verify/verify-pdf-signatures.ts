import { createHash } from 'node:crypto';
import { parseSignedData } from '../cms/parse-signed-data.ts';
import type { TCertificateInfo } from '../pki/certificate-info.ts';
import { verifyTimeStampToken } from '../tsa/verify-time-stamp-token.ts';
import { certificatePath, summariseCertificate, validAt } from './certificate-chain.ts';
import { summariseSigner } from './certificate-details.ts';
import { checkDocumentTimeStamp } from './check-document-time-stamp.ts';
import { findPdfSignatures, type TPdfSignatureField } from './find-pdf-signatures.ts';
import { padesLevel } from './pades-level.ts';
import { readDss, type TDssContents } from './read-dss.ts';
import { revocationOf } from './revocation.ts';
import type {
  TCheckedSignature,
  TPdfVerification,
  TTimeStampCheck,
  TVerificationTrust,
} from './verification-types.ts';
import { digestName, signatureTimeStampToken, verifyCmsSignature } from './verify-cms-signature.ts';

export type {
  TPadesLevel,
  TPdfVerification,
  TSignatureCheck,
  TTimeStampCheck,
  TVerificationTrust,
} from './verification-types.ts';

function checkTimeStamp(
  token: Uint8Array,
  signatureValue: Uint8Array,
  trust: readonly TCertificateInfo[],
  available: readonly TCertificateInfo[],
): { check: TTimeStampCheck; path: TCertificateInfo[] } | null {
  try {
    const info = verifyTimeStampToken(token);
    const algorithm = digestName(info.hashAlgorithm);
    const imprint = algorithm ? createHash(algorithm).update(signatureValue).digest() : null;
    const valid = Boolean(imprint && Buffer.compare(imprint, info.messageImprint) === 0);
    const pool = [...parseSignedData(token).certificates, ...available];
    const path = certificatePath(info.signer, pool, trust);
    const trusted = path.trusted && validAt(info.signer, info.genTime);
    return {
      check: {
        time: info.genTime.toISOString(),
        tsa: info.signer.subjectCommonName,
        valid,
        trusted,
      },
      path: path.path,
    };
  } catch {
    return null;
  }
}

function baseOf(bytes: Uint8Array, field: TPdfSignatureField) {
  const [, , c, d] = field.byteRange;
  const tail = Buffer.from(bytes.subarray(c + d)).toString('latin1');
  return {
    byteRange: field.byteRange,
    subFilter: field.subFilter,
    name: field.name,
    reason: field.reason,
    location: field.location,
    signingTime: field.signingTime?.toISOString() ?? null,
    coversWholeDocument: /^\s*$/.test(tail),
  };
}

function checkSignature(
  bytes: Uint8Array,
  field: TPdfSignatureField,
  trust: TVerificationTrust,
  dss: TDssContents | null,
): TCheckedSignature {
  const [a, b, c, d] = field.byteRange;
  const base = { ...baseOf(bytes, field), kind: 'signature' as const };
  const cms = verifyCmsSignature(field.cms, [bytes.subarray(a, a + b), bytes.subarray(c, c + d)]);
  if (!cms.parsed || !cms.signer) {
    const check = {
      ...base,
      integrity: cms.parsed ? cms.integrity : false,
      signatureValid: false,
      chain: [],
      chainComplete: false,
      trusted: false,
      certificateValid: false,
      timeStamp: null,
      signer: null,
      revocation: 'not-checked' as const,
      problems: cms.problems,
    };
    return { check, paths: [], at: new Date() };
  }
  const problems = [...cms.problems];
  const available = [...cms.parsed.certificates, ...(dss?.certs ?? [])];
  const token = signatureTimeStampToken(cms.parsed);
  const stamped = token
    ? checkTimeStamp(token, cms.parsed.signature, trust.tsa, dss?.certs ?? [])
    : null;
  const timeStamp = stamped?.check ?? null;
  if (token && !timeStamp?.valid) problems.push('timestamp-invalid');
  else if (timeStamp && !timeStamp.trusted) problems.push('timestamp-untrusted');
  const path = certificatePath(cms.signer, available, trust.seal);
  if (!path.trusted) problems.push('signer-unknown');
  const at = timeStamp?.valid ? new Date(timeStamp.time) : (field.signingTime ?? new Date());
  const certificateValid = validAt(cms.signer, at);
  if (!certificateValid) problems.push('certificate-expired');
  const revocation = revocationOf(cms.signer, path.path[1], dss, at);
  if (revocation === 'revoked') problems.push('certificate-revoked');
  const check = {
    ...base,
    integrity: cms.integrity,
    signatureValid: cms.signatureValid,
    chain: path.path.map(summariseCertificate),
    chainComplete: path.complete,
    trusted: path.trusted,
    certificateValid,
    timeStamp,
    signer: summariseSigner(cms.signer),
    revocation,
    problems,
  };
  return { check, paths: [path.path, ...(stamped ? [stamped.path] : [])], at };
}

/**
 * Verifies every signature of a PDF, from its bytes: each signature's integrity and
 * cryptographic validity, its certificate path and whether it reaches a trusted
 * certificate, its RFC 3161 time stamp, its certificate's revocation status from the DSS,
 * each document time stamp's imprint and TSA, whether the file goes on after the last
 * signature (an incremental update by a later signer is expected for earlier ones; bytes
 * after the last signature's range are a change nobody signed), and the PAdES level
 * reached. Decodes no stream.
 */
export function verifyPdfSignatures(
  bytes: Uint8Array,
  trust: TVerificationTrust,
): TPdfVerification {
  const dss = readDss(bytes);
  const checked = findPdfSignatures(bytes).map((field) =>
    field.subFilter === 'ETSI.RFC3161'
      ? checkDocumentTimeStamp(bytes, field, baseOf(bytes, field), trust, dss)
      : checkSignature(bytes, field, trust, dss),
  );
  const signatures = checked.map((item) => item.check);
  const last = signatures.at(-1);
  return {
    sha256: createHash('sha256').update(bytes).digest('hex'),
    byteLength: bytes.byteLength,
    signatures,
    changedAfterSigning: last ? !last.coversWholeDocument : false,
    level: padesLevel(checked, dss),
    dss: dss && {
      certs: dss.certs.length,
      ocsps: dss.ocsps.length,
      crls: dss.crls.length,
      unread: dss.unread,
    },
  };
}
