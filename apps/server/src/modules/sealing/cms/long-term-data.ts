import { createHash } from 'node:crypto';
import { encoded, parseDer, readInt } from '../der/der-reader.ts';
import { OID } from '../der/oids.ts';
import type { TDssData, TVriEntry } from '../pdf/later-objects.ts';
import { parseCertificate, type TCertificateInfo } from '../pki/certificate-info.ts';
import { readCrl } from '../verify/crl.ts';
import { readOcspResponse } from '../verify/ocsp-response.ts';
import { parseSignedData } from './parse-signed-data.ts';

/** Validation data for a DSS, DER each (what a TSealPlan's `longTerm` answers). */
export interface TLongTermData {
  certs: Uint8Array[];
  ocsps: Uint8Array[];
  crls: Uint8Array[];
}

/** A signature or time stamp whose validation data goes in the DSS. */
export interface TSignedItem {
  /** The /Contents value (padding included): its SHA-1 is the /VRI key. */
  contents: Uint8Array;
  /** Who signed: the signer, and the TSA of its time stamp (or of the token itself). */
  signers: TCertificateInfo[];
  /** Every certificate it carries (chains included). */
  certificates: TCertificateInfo[];
}

type TCertificateReader = (der: Uint8Array) => TCertificateInfo;

/**
 * A certificate reader that parses each distinct DER once and knows `known` already: the
 * signatures of one call carry the same chains and TSA certificate again and again.
 */
export function certificateReader(known: TCertificateInfo[]): TCertificateReader {
  const cache = new Map(known.map((c) => [Buffer.from(c.der).toString('base64'), c]));
  return (der) => {
    const key = Buffer.from(der).toString('base64');
    const found = cache.get(key) ?? parseCertificate(der);
    cache.set(key, found);
    return found;
  };
}

/** The signer of a parsed SignedData among its certificates (by issuer and serial). */
function signerOf(parsed: ReturnType<typeof parseSignedData>): TCertificateInfo | undefined {
  return parsed.certificates.find(
    (c) =>
      Buffer.compare(c.issuerDer, parsed.issuerDer) === 0 &&
      Buffer.compare(c.serialDer, parsed.serialDer) === 0,
  );
}

/**
 * The signer and certificates of an RFC 3161 token. Only read: the tokens of this call
 * were verified when embedded, and one read from a file only names whose data to fetch.
 */
function tokenParts(token: Uint8Array, readCertificate: TCertificateReader) {
  const parsed = parseSignedData(token, readCertificate);
  const signer = signerOf(parsed);
  if (!signer) throw new Error('time-stamp token without its TSA certificate');
  return { signer, certificates: parsed.certificates };
}

/** A PAdES signature's item: its CMS signer and certificates, and its time stamp's. */
export function signatureItem(
  contents: Uint8Array,
  cms: Uint8Array,
  readCertificate: TCertificateReader = parseCertificate,
): TSignedItem {
  const parsed = parseSignedData(cms, readCertificate);
  const signer = signerOf(parsed);
  const tokenNode = parsed.unsignedAttributes.get(OID.signatureTimeStampToken);
  const token = tokenNode ? tokenParts(encoded(tokenNode), readCertificate) : null;
  return {
    contents,
    signers: [signer, token?.signer].filter((c): c is TCertificateInfo => Boolean(c)),
    certificates: [...parsed.certificates, ...(token?.certificates ?? [])],
  };
}

/**
 * The items of signatures read from a file, each by `read`; one that cannot be read (not
 * a SignedData at all) adds no validation data and stays in the file as it is.
 */
export function readableItems<T>(entries: readonly T[], read: (entry: T) => TSignedItem) {
  return entries.flatMap((entry) => {
    try {
      return [read(entry)];
    } catch {
      return [];
    }
  });
}

/** A document time stamp's item: its TSA and the token's certificates. */
export function timeStampItem(contents: Uint8Array, token: Uint8Array): TSignedItem {
  const { signer, certificates } = tokenParts(token, parseCertificate);
  return { contents, signers: [signer], certificates };
}

/** Each certificate once, by its DER. */
export function distinct(certificates: TCertificateInfo[]): TCertificateInfo[] {
  const seen = new Set<string>();
  return certificates.filter((c) => {
    const key = Buffer.from(c.sha256).toString('hex');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const sha1 = (data: Uint8Array) => createHash('sha1').update(data).digest();
const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.compare(a, b) === 0;

/** What an OCSP response or CRL is about: (issuer name, serial or null for a whole CRL). */
function subjectsOf(
  der: Uint8Array,
  kind: 'ocsp' | 'crl',
): { issuer?: Uint8Array; nameHash?: Uint8Array; serial?: bigint }[] {
  try {
    if (kind === 'crl') return [{ issuer: readCrl(der).issuerDer }];
    return readOcspResponse(der, false).responses.map((single) => ({
      nameHash: single.hashName === 'sha1' ? single.issuerNameHash : undefined,
      serial: single.serial,
    }));
  } catch {
    return []; // unreadable data is still stored, just not listed in a /VRI
  }
}

function concerns(
  subject: { issuer?: Uint8Array; nameHash?: Uint8Array; serial?: bigint },
  certificate: TCertificateInfo,
): boolean {
  if (subject.issuer) return sameBytes(subject.issuer, certificate.issuerDer);
  const serial = readInt(parseDer(certificate.serialDer));
  return (
    subject.serial === serial &&
    (!subject.nameHash || sameBytes(subject.nameHash, sha1(certificate.issuerDer)))
  );
}

/**
 * The DSS content: every certificate the items carry plus those given, each once, the
 * OCSP responses and CRLs given, and a /VRI entry per item (key: upper-case hex SHA-1 of
 * its /Contents) listing its certificates and the responses and CRLs about them.
 */
export function dssContent(items: TSignedItem[], data: TLongTermData) {
  const certificates = distinct([
    ...items.flatMap((item) => item.certificates),
    ...data.certs.map((der) => parseCertificate(der)),
  ]);
  const ocsps = data.ocsps.map((der) => subjectsOf(der, 'ocsp'));
  const crls = data.crls.map((der) => subjectsOf(der, 'crl'));
  const indexes = (list: ReturnType<typeof subjectsOf>[], mine: TCertificateInfo[]) =>
    list.flatMap((subjects, index) =>
      subjects.some((subject) => mine.some((c) => concerns(subject, c))) ? [index] : [],
    );
  const vri: TVriEntry[] = items.map((item) => {
    const mine = distinct(item.certificates);
    return {
      key: sha1(item.contents).toString('hex').toUpperCase(),
      certs: mine.map((c) => certificates.findIndex((d) => sameBytes(c.der, d.der))),
      ocsps: indexes(ocsps, mine),
      crls: indexes(crls, mine),
    };
  });
  const dss: TDssData = {
    certs: certificates.map((c) => c.der),
    ocsps: data.ocsps,
    crls: data.crls,
  };
  return { dss, vri };
}
