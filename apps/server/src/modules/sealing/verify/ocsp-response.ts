import { createHash, verify, X509Certificate } from 'node:crypto';
import {
  child,
  children,
  content,
  encoded,
  parseDer,
  readInt,
  readOid,
  readTime,
  type TDerNode,
} from '../der/der-reader.ts';
import { OID } from '../der/oids.ts';
import { parseCertificate, type TCertificateInfo } from '../pki/certificate-info.ts';
import { signatureDigestName } from './verify-cms-signature.ts';

export type TCertStatus = 'good' | 'revoked' | 'unknown';

/** One SingleResponse: which certificate (CertID) and its status. */
export interface TOcspSingle {
  /** Digest of issuerNameHash and issuerKeyHash, as Node names it (sha1, sha256…). */
  hashName: string | undefined;
  issuerNameHash: Uint8Array;
  issuerKeyHash: Uint8Array;
  serial: bigint;
  status: TCertStatus;
  revokedAt: Date | null;
  thisUpdate: Date;
}

/** A successful BasicOCSPResponse (RFC 6960 4.2.1), its signature not yet checked. */
export interface TOcspResponse {
  der: Uint8Array;
  producedAt: Date;
  responses: TOcspSingle[];
  /** responderID: the Name (byName) or the SHA-1 of the key (byKey). */
  responderName: Uint8Array | null;
  responderKeyHash: Uint8Array | null;
  certificates: TCertificateInfo[];
  tbs: Uint8Array;
  signatureAlgorithm: string;
  signature: Uint8Array;
}

const DIGEST_NAMES: Record<string, string> = { '1.3.14.3.2.26': 'sha1', [OID.sha256]: 'sha256' };
const OCSP_BASIC = '1.3.6.1.5.5.7.48.1.1';
const KP_OCSP_SIGNING = '1.3.6.1.5.5.7.3.9';

function readSingle(node: TDerNode): TOcspSingle {
  const [certId, status, thisUpdate] = children(node);
  if (!certId || !status || !thisUpdate) throw new Error('truncated SingleResponse');
  const [algorithm, nameHash, keyHash, serial] = children(certId);
  if (!algorithm || !nameHash || !keyHash || !serial) throw new Error('truncated CertID');
  const kind = status.tag & 0x1f;
  return {
    hashName: DIGEST_NAMES[readOid(child(algorithm, 0))],
    issuerNameHash: content(nameHash),
    issuerKeyHash: content(keyHash),
    serial: readInt(serial),
    status: kind === 0 ? 'good' : kind === 1 ? 'revoked' : 'unknown',
    revokedAt: kind === 1 ? readTime(child(status, 0)) : null,
    thisUpdate: readTime(thisUpdate),
  };
}

/**
 * Reads a DER OCSPResponse; throws unless it is a successful basic response. Without
 * `withCertificates` the responder's certificates are not parsed (left empty).
 */
export function readOcspResponse(der: Uint8Array, withCertificates = true): TOcspResponse {
  const root = parseDer(der);
  const [status, bytes] = children(root);
  if (!status || content(status)[0] !== 0 || !bytes) throw new Error('unsuccessful OCSP response');
  const responseBytes = child(bytes, 0, 0x30);
  if (readOid(child(responseBytes, 0)) !== OCSP_BASIC) throw new Error('not a basic OCSP response');
  const basic = parseDer(content(child(responseBytes, 1, 0x04)));
  const [tbs, algorithm, signature, certs] = children(basic);
  if (!tbs || !algorithm || !signature) throw new Error('truncated BasicOCSPResponse');
  const fields = children(tbs).filter((field) => field.tag !== 0xa0); // version [0]
  const [responder, producedAt, responses] = fields;
  if (!responder || !producedAt || !responses) throw new Error('truncated ResponseData');
  const id = child(responder, 0);
  return {
    der,
    producedAt: readTime(producedAt),
    responses: children(responses).map(readSingle),
    responderName: responder.tag === 0xa1 ? encoded(id) : null,
    responderKeyHash: responder.tag === 0xa2 ? content(id) : null,
    certificates:
      certs && withCertificates
        ? children(child(certs, 0, 0x30)).map((item) => parseCertificate(encoded(item)))
        : [],
    tbs: encoded(tbs),
    signatureAlgorithm: readOid(child(algorithm, 0)),
    signature: content(signature).subarray(1),
  };
}

/** The subjectPublicKey bits of a certificate (what CertID.issuerKeyHash hashes). */
export function publicKeyBits(certificate: TCertificateInfo): Uint8Array {
  const spki = parseDer(certificate.publicKey.export({ type: 'spki', format: 'der' }));
  return content(child(spki, 1, 0x03)).subarray(1);
}

const same = (a: Uint8Array, b: Uint8Array) => Buffer.compare(a, b) === 0;

/** Whether a SingleResponse is about `certificate`, issued by `issuer`. */
export function ocspCovers(
  single: TOcspSingle,
  certificate: TCertificateInfo,
  issuer: TCertificateInfo,
): boolean {
  if (!single.hashName) return false;
  const serial = readInt(parseDer(certificate.serialDer));
  const hash = (data: Uint8Array) =>
    createHash(single.hashName ?? '')
      .update(data)
      .digest();
  return (
    single.serial === serial &&
    same(single.issuerNameHash, hash(certificate.issuerDer)) &&
    same(single.issuerKeyHash, hash(publicKeyBits(issuer)))
  );
}

function signedBy(response: TOcspResponse, signer: TCertificateInfo): boolean {
  const algorithm = signatureDigestName(response.signatureAlgorithm, 'sha256');
  try {
    return (
      Boolean(algorithm) && verify(algorithm, response.tbs, signer.publicKey, response.signature)
    );
  } catch {
    return false;
  }
}

/**
 * Whether the response is signed by someone RFC 6960 4.2.2.2 authorises to answer for
 * `issuer`'s certificates: the issuer itself, or a responder certificate it issued (its
 * signature checked) with the id-kp-OCSPSigning purpose. `pool`: certificates at hand.
 */
export function ocspAuthorised(
  response: TOcspResponse,
  issuer: TCertificateInfo,
  pool: readonly TCertificateInfo[] = [],
): boolean {
  const candidates = [issuer, ...response.certificates, ...pool].filter((candidate) =>
    response.responderName
      ? same(candidate.subjectDer, response.responderName)
      : same(candidate.keyIdentifier, response.responderKeyHash ?? new Uint8Array()),
  );
  return candidates.some((candidate) => {
    if (!signedBy(response, candidate)) return false;
    if (same(candidate.der, issuer.der)) return true;
    const x509 = new X509Certificate(candidate.der);
    return (
      x509.checkIssued(new X509Certificate(issuer.der)) &&
      x509.verify(issuer.publicKey) &&
      Boolean(x509.keyUsage?.includes(KP_OCSP_SIGNING))
    );
  });
}
