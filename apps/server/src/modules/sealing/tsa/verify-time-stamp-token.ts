import { X509Certificate } from 'node:crypto';
import { sha256 } from '../cms/build-signed-data.ts';
import { parseSignedData, verifySignerInfo } from '../cms/parse-signed-data.ts';
import {
  child,
  children,
  content,
  parseDer,
  readInt,
  readOid,
  readTime,
} from '../der/der-reader.ts';
import { OID } from '../der/oids.ts';
import type { TCertificateInfo } from '../pki/certificate-info.ts';

export interface TTimeStampInfo {
  policy: string;
  hashAlgorithm: string;
  messageImprint: Uint8Array;
  serialNumber: bigint;
  genTime: Date;
  nonce?: bigint;
  signer: TCertificateInfo;
}

/** Reads a TSTInfo (RFC 3161 2.4.2); optional fields are told apart by their tags. */
export function parseTstInfo(der: Uint8Array): Omit<TTimeStampInfo, 'signer'> {
  const [, policy, imprint, serial, genTime, ...rest] = children(parseDer(der));
  if (!policy || !imprint || !serial || !genTime) throw new Error('truncated TSTInfo');
  const nonce = rest.find((node) => node.tag === 0x02);
  return {
    policy: readOid(policy),
    hashAlgorithm: readOid(child(child(imprint, 0), 0)),
    messageImprint: content(child(imprint, 1, 0x04)),
    serialNumber: readInt(serial),
    genTime: readTime(genTime),
    nonce: nonce ? readInt(nonce) : undefined,
  };
}

/**
 * Verifies a TimeStampToken: the CMS signature over the TSTInfo (messageDigest,
 * signing-certificate-v2, signature), the time-stamping purpose of the signer, the
 * imprint when given, and the signer's issuance by `trustAnchor` when given.
 */
export function verifyTimeStampToken(
  token: Uint8Array,
  expect: {
    messageImprint?: Uint8Array;
    trustAnchor?: TCertificateInfo;
    tsaCertificate?: TCertificateInfo;
  } = {},
): TTimeStampInfo {
  const parsed = parseSignedData(token);
  if (parsed.eContentType !== OID.tstInfo || !parsed.eContent)
    throw new Error('not a TSTInfo token');
  const contentType = parsed.attributes.get(OID.contentType);
  if (!contentType || readOid(contentType) !== OID.tstInfo)
    throw new Error('bad contentType attribute');
  const extra = expect.tsaCertificate ? [expect.tsaCertificate] : [];
  const signer = verifySignerInfo(parsed, sha256(parsed.eContent), extra);
  const x509 = new X509Certificate(signer.der);
  if (!x509.keyUsage?.includes(OID.kpTimeStamping)) throw new Error('signer is not a TSA');
  if (expect.trustAnchor && !x509.verify(expect.trustAnchor.publicKey)) {
    throw new Error('TSA certificate is not issued by the trust anchor');
  }
  const info = parseTstInfo(parsed.eContent);
  if (expect.messageImprint && Buffer.compare(info.messageImprint, expect.messageImprint) !== 0) {
    throw new Error('message imprint mismatch');
  }
  return { ...info, signer };
}
