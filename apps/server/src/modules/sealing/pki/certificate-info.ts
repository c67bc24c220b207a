import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
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
import { OID } from '../der/oids.ts';

/**
 * A parsed X.509 certificate, keeping the exact encodings CMS needs: the issuer Name and
 * serial INTEGER for IssuerAndSerialNumber / IssuerSerial, and the DER for ESSCertIDv2.
 */
export interface TCertificateInfo {
  der: Uint8Array;
  pem: string;
  sha256: Uint8Array;
  serialDer: Uint8Array;
  issuerDer: Uint8Array;
  subjectDer: Uint8Array;
  subjectCommonName: string;
  notBefore: Date;
  notAfter: Date;
  publicKey: KeyObject;
  /** SHA-1 of the subjectPublicKey bits (RFC 5280 4.2.1.2 method 1). */
  keyIdentifier: Uint8Array;
}

export function parseCertificate(der: Uint8Array): TCertificateInfo {
  const bytes = Uint8Array.from(der);
  const tbs = child(parseDer(bytes), 0, 0x30);
  const fields = children(tbs);
  const at = fields[0]?.tag === 0xa0 ? 1 : 0; // skip the optional [0] version
  const [serial, , issuer, validity, subject, spki] = fields.slice(at);
  if (!serial || !issuer || !validity || !subject || !spki) {
    throw new Error('certificate: truncated TBSCertificate');
  }
  const subjectPublicKey = child(spki, 1, 0x03);
  return {
    der: bytes,
    pem: toPem('CERTIFICATE', bytes),
    sha256: createHash('sha256').update(bytes).digest(),
    serialDer: encoded(serial),
    issuerDer: encoded(issuer),
    subjectDer: encoded(subject),
    subjectCommonName: commonNameOf(subject),
    notBefore: readTime(child(validity, 0)),
    notAfter: readTime(child(validity, 1)),
    publicKey: createPublicKey({ key: Buffer.from(encoded(spki)), format: 'der', type: 'spki' }),
    keyIdentifier: createHash('sha1').update(content(subjectPublicKey).subarray(1)).digest(),
  };
}

function commonNameOf(name: ReturnType<typeof parseDer>): string {
  for (const rdn of children(name)) {
    for (const attribute of children(rdn)) {
      if (readOid(child(attribute, 0)) === OID.commonName) {
        return new TextDecoder().decode(content(child(attribute, 1)));
      }
    }
  }
  return '';
}

/** The subjectPublicKey BIT STRING's bits (what OCSP's issuerKeyHash hashes). */
export function publicKeyBits(certificate: TCertificateInfo): Uint8Array {
  const spki = new Uint8Array(certificate.publicKey.export({ type: 'spki', format: 'der' }));
  return content(child(parseDer(spki), 1, 0x03)).subarray(1);
}

/**
 * A serial number as lowercase hexadecimal of whole octets, no sign octet (`05c2…`, as
 * openssl prints it): the one spelling of the CA's table, its OCSP answers and its CRL.
 */
export function serialHex(serial: bigint): string {
  const hex = serial.toString(16);
  return hex.length % 2 ? `0${hex}` : hex;
}

export function serialHexOf(certificate: Pick<TCertificateInfo, 'serialDer'>): string {
  return serialHex(readInt(parseDer(certificate.serialDer)));
}

/** Whether a public key and a private (or public) key are the same key pair. */
export function sameKey(publicKey: KeyObject, other: KeyObject): boolean {
  const spki = (key: KeyObject) =>
    (key.type === 'private' ? createPublicKey(key) : key).export({ type: 'spki', format: 'der' });
  return spki(publicKey).equals(spki(other));
}

export function toPem(label: string, der: Uint8Array): string {
  const lines =
    Buffer.from(der)
      .toString('base64')
      .match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

/** Every certificate block of a PEM text, in order. */
export function fromPem(text: string): Uint8Array[] {
  const blocks = text.matchAll(/-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/g);
  return [...blocks].map((block) => new Uint8Array(Buffer.from(block[1] ?? '', 'base64')));
}
