import { createHash, type KeyObject, sign } from 'node:crypto';
import { nul, oid, seq } from '../der/der-writer.ts';
import { OID } from '../der/oids.ts';

export type TSignatureScheme = 'ecdsa' | 'rsa';

/**
 * Where a private key lives. `local` is a Node KeyObject (generated or read from PEM /
 * PKCS#12). `external` is the seam for an HSM or a cloud KMS: it receives the SHA-256
 * digest of the to-be-signed bytes and returns the signature (DER ECDSA-Sig-Value, or a
 * PKCS#1 v1.5 RSA signature), which is what PKCS#11 CKM_ECDSA / CKM_RSA_PKCS (with a
 * DigestInfo) and KMS "sign digest" calls produce.
 */
export type TKeyRef =
  | { kind: 'local'; privateKey: KeyObject }
  | {
      kind: 'external';
      scheme: TSignatureScheme;
      signDigest: (sha256Digest: Uint8Array) => Promise<Uint8Array>;
    };

export function schemeOf(key: TKeyRef): TSignatureScheme {
  if (key.kind === 'external') return key.scheme;
  const type = key.privateKey.asymmetricKeyType;
  if (type === 'ec') return 'ecdsa';
  if (type === 'rsa') return 'rsa';
  throw new Error(`unsupported signing key type ${type}`);
}

/**
 * THE raw signing step: every signature the engine makes (certificates, the PAdES CMS,
 * time-stamp tokens) goes through here, SHA-256 always. Replace the key reference, not
 * this function, to move keys into an HSM/KMS.
 */
export async function signData(key: TKeyRef, data: Uint8Array): Promise<Uint8Array> {
  if (key.kind === 'external') {
    return key.signDigest(createHash('sha256').update(data).digest());
  }
  return sign('sha256', data, { key: key.privateKey, dsaEncoding: 'der' });
}

/** AlgorithmIdentifier of the signature (X.509 signatureAlgorithm, CMS signatureAlgorithm). */
export function signatureAlgorithm(key: TKeyRef): Uint8Array {
  return schemeOf(key) === 'ecdsa'
    ? seq(oid(OID.ecdsaWithSha256)) // RFC 5758: parameters absent
    : seq(oid(OID.sha256WithRsa), nul()); // RFC 4055: parameters NULL
}

/** AlgorithmIdentifier for SHA-256 with absent parameters (RFC 5754). */
export const sha256Algorithm = () => seq(oid(OID.sha256));
