import { verify } from 'node:crypto';
import {
  child,
  children,
  content,
  encoded,
  parseDer,
  readInt,
  readOid,
  readTime,
} from '../der/der-reader.ts';
import type { TCertificateInfo } from '../pki/certificate-info.ts';
import { signatureDigestName } from './verify-cms-signature.ts';

/** An X.509 CRL (RFC 5280 5.1), its signature not yet checked. */
export interface TCrl {
  der: Uint8Array;
  issuerDer: Uint8Array;
  thisUpdate: Date;
  revoked: { serial: bigint; at: Date }[];
  tbs: Uint8Array;
  signatureAlgorithm: string;
  signature: Uint8Array;
}

const TIME_TAGS = new Set([0x17, 0x18]);

export function readCrl(der: Uint8Array): TCrl {
  const [tbs, algorithm, signature] = children(parseDer(der));
  if (!tbs || !algorithm || !signature) throw new Error('truncated CertificateList');
  const fields = children(tbs);
  const at = fields[0]?.tag === 0x02 ? 1 : 0; // the optional version
  const issuer = fields[at + 1];
  const thisUpdate = fields[at + 2];
  if (!issuer || !thisUpdate) throw new Error('truncated TBSCertList');
  const rest = fields.slice(at + 3).filter((field) => !TIME_TAGS.has(field.tag));
  const list = rest.find((field) => field.tag === 0x30);
  return {
    der,
    issuerDer: encoded(issuer),
    thisUpdate: readTime(thisUpdate),
    revoked: (list ? children(list) : []).map((entry) => ({
      serial: readInt(child(entry, 0)),
      at: readTime(child(entry, 1)),
    })),
    tbs: encoded(tbs),
    signatureAlgorithm: readOid(child(algorithm, 0)),
    signature: content(signature).subarray(1),
  };
}

/** Whether `issuer` issued and signed the CRL (its Name and its key). */
export function crlIssuedBy(crl: TCrl, issuer: TCertificateInfo): boolean {
  if (Buffer.compare(crl.issuerDer, issuer.subjectDer) !== 0) return false;
  const algorithm = signatureDigestName(crl.signatureAlgorithm, 'sha256');
  try {
    return Boolean(algorithm) && verify(algorithm, crl.tbs, issuer.publicKey, crl.signature);
  } catch {
    return false;
  }
}
