import { createHash, verify } from 'node:crypto';
import { parseSignedData, type TParsedSignedData } from '../cms/parse-signed-data.ts';
import { child, children, content, encoded, readOid } from '../der/der-reader.ts';
import { OID } from '../der/oids.ts';
import type { TCertificateInfo } from '../pki/certificate-info.ts';

/** Digest algorithms by OID, as Node's crypto names them. */
const DIGESTS: Record<string, string> = {
  '1.3.14.3.2.26': 'sha1',
  [OID.sha256]: 'sha256',
  [OID.sha384]: 'sha384',
  [OID.sha512]: 'sha512',
};

/** Signature algorithms naming their own digest; the rest use the SignerInfo's digest. */
const SIGNATURE_DIGESTS: Record<string, string> = {
  '1.2.840.113549.1.1.5': 'sha1',
  [OID.sha256WithRsa]: 'sha256',
  '1.2.840.113549.1.1.12': 'sha384',
  '1.2.840.113549.1.1.13': 'sha512',
  [OID.ecdsaWithSha256]: 'sha256',
  '1.2.840.10045.4.3.3': 'sha384',
  '1.2.840.10045.4.3.4': 'sha512',
};
const BARE_KEY_ALGORITHMS = new Set<string>([OID.rsaEncryption, OID.ecPublicKey]);

export const digestName = (oid: string) => DIGESTS[oid];

/** The digest a signature algorithm uses; a bare key algorithm uses `fallback`. */
export const signatureDigestName = (oid: string, fallback: string | undefined) =>
  BARE_KEY_ALGORITHMS.has(oid) ? fallback : SIGNATURE_DIGESTS[oid];

export interface TCmsCheck {
  parsed: TParsedSignedData;
  signer: TCertificateInfo | null;
  /** The messageDigest attribute equals the digest of the signed bytes. */
  integrity: boolean;
  /** The signature over the signed attributes verifies with the signer's key, and the
   * signing-certificate attribute (when there is one) names that certificate. */
  signatureValid: boolean;
  problems: string[];
}

const same = (a: Uint8Array, b: Uint8Array) => Buffer.compare(a, b) === 0;

/** The signing-certificate-v2 attribute names `signer` (the first ESSCertIDv2's hash). */
function essMatches(parsed: TParsedSignedData, signer: TCertificateInfo): boolean {
  const attribute = parsed.attributes.get(OID.signingCertificateV2);
  if (!attribute) return true;
  const first = child(child(attribute, 0, 0x30), 0, 0x30);
  const [head, second] = children(first);
  if (!head) return false;
  const withAlgorithm = head.tag === 0x30;
  const algorithm = withAlgorithm ? DIGESTS[readOid(child(head, 0))] : 'sha256';
  const hash = withAlgorithm ? second : head;
  if (!algorithm || !hash) return false;
  return same(content(hash), createHash(algorithm).update(signer.der).digest());
}

/** The SignerInfo's signer among the certificates it carries (by issuer and serial). */
const signerOf = (parsed: TParsedSignedData) =>
  parsed.certificates.find(
    (c) => same(c.issuerDer, parsed.issuerDer) && same(c.serialDer, parsed.serialDer),
  ) ?? null;

/** Whether `signature` over `data` verifies with the signer's key; false on any error. */
function verifies(
  algorithm: string,
  data: Uint8Array[],
  signer: TCertificateInfo,
  signature: Uint8Array,
) {
  try {
    return verify(algorithm, Buffer.concat(data), signer.publicKey, signature);
  } catch {
    return false;
  }
}

/**
 * A SignerInfo without signed attributes (older tools' adbe.pkcs7.detached): the signature
 * is over the signed bytes themselves, so one check answers for both integrity and the
 * signature; a failure cannot tell a changed byte from a bad signature.
 */
function checkWithoutAttributes(
  parsed: TParsedSignedData,
  signedParts: readonly Uint8Array[],
  digest: string,
): TCmsCheck {
  const signer = signerOf(parsed);
  const algorithm = signatureDigestName(parsed.signatureAlgorithm, digest);
  if (!signer) {
    return {
      parsed,
      signer,
      integrity: false,
      signatureValid: false,
      problems: ['signer-certificate-missing'],
    };
  }
  if (!algorithm) {
    return {
      parsed,
      signer,
      integrity: false,
      signatureValid: false,
      problems: ['unsupported-algorithm'],
    };
  }
  const valid = verifies(algorithm, [...signedParts], signer, parsed.signature);
  return {
    parsed,
    signer,
    integrity: valid,
    signatureValid: valid,
    problems: valid ? [] : ['digest-mismatch'],
  };
}

/**
 * Checks a detached CMS SignedData (one SignerInfo: CAdES, PAdES, adbe.pkcs7.detached, with
 * or without signed attributes) against the bytes it claims to sign, given as parts:
 * integrity (the messageDigest attribute) and the signature (RSA PKCS#1 v1.5 or ECDSA).
 * Each failure is a problem code; nothing throws.
 */
export function verifyCmsSignature(
  cms: Uint8Array,
  signedParts: readonly Uint8Array[],
): TCmsCheck | { parsed: null; problems: string[] } {
  let parsed: TParsedSignedData;
  try {
    parsed = parseSignedData(cms);
  } catch {
    return { parsed: null, problems: ['unreadable-signature'] };
  }
  const digest = DIGESTS[parsed.digestAlgorithm];
  const { signedAttributes } = parsed;
  if (digest && !signedAttributes) return checkWithoutAttributes(parsed, signedParts, digest);
  const problems: string[] = [];
  let integrity = false;
  if (!digest) problems.push('unsupported-algorithm');
  else {
    const hash = createHash(digest);
    for (const part of signedParts) hash.update(part);
    const messageDigest = parsed.attributes.get(OID.messageDigest);
    integrity = Boolean(messageDigest && same(content(messageDigest), hash.digest()));
    if (!integrity) problems.push('digest-mismatch');
  }
  const signer = signerOf(parsed);
  let signatureValid = false;
  if (!signer) problems.push('signer-certificate-missing');
  else {
    const algorithm = signatureDigestName(parsed.signatureAlgorithm, digest);
    signatureValid =
      Boolean(algorithm && signedAttributes) &&
      verifies(algorithm ?? '', [signedAttributes ?? new Uint8Array()], signer, parsed.signature) &&
      essMatches(parsed, signer);
    if (!algorithm) problems.push('unsupported-algorithm');
    else if (!signatureValid) problems.push('signature-invalid');
  }
  return { parsed, signer, integrity, signatureValid, problems };
}

/** The signature time stamp (RFC 3161 token, PAdES B-T), when the SignerInfo has one. */
export function signatureTimeStampToken(parsed: TParsedSignedData): Uint8Array | null {
  const token = parsed.unsignedAttributes.get(OID.signatureTimeStampToken);
  return token ? encoded(token) : null;
}
