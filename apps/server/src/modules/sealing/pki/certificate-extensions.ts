import { child, children, content, parseDer, readOid, type TDerNode } from '../der/der-reader.ts';
import { bool, ia5, implicit, octets, oid, seq, tlv } from '../der/der-writer.ts';
import { OID } from '../der/oids.ts';
import type { TCertificateInfo } from './certificate-info.ts';

/** Where the platform CA publishes its status services (under PUBLIC_URL). */
export interface TPkiUrls {
  /** The OCSP responder (RFC 6960): POST, or GET with the request in the path. */
  ocsp: string;
  /** The root certificate, DER: authorityInfoAccess caIssuers. */
  caIssuers: string;
  /** The root's CRL, DER. */
  crl: string;
}

/** The status URLs of a platform at `publicUrl` (its routes under /api/pki). */
export function pkiUrls(publicUrl: string): TPkiUrls {
  let base = publicUrl;
  while (base.endsWith('/')) base = base.slice(0, -1);
  return {
    ocsp: `${base}/api/pki/ocsp`,
    caIssuers: `${base}/api/pki/root.crt`,
    crl: `${base}/api/pki/root.crl`,
  };
}

export function extension(id: string, critical: boolean, value: Uint8Array): Uint8Array {
  return seq(oid(id), critical && bool(true), octets(value));
}

/** GeneralName uniformResourceIdentifier: [6] IMPLICIT IA5String. */
const uri = (text: string) => implicit(6, ia5(text));

/** authorityInfoAccess (RFC 5280 4.2.2.1): the OCSP responder and the issuer's certificate. */
export function authorityInfoAccess(urls: TPkiUrls): Uint8Array {
  return extension(
    OID.authorityInfoAccess,
    false,
    seq(seq(oid(OID.adOcsp), uri(urls.ocsp)), seq(oid(OID.adCaIssuers), uri(urls.caIssuers))),
  );
}

/**
 * cRLDistributionPoints (RFC 5280 4.2.1.13): one point with a full name. The
 * DistributionPointName is a CHOICE, so its [0] stays explicit (constructed); fullName's
 * [0] replaces the GeneralNames SEQUENCE tag.
 */
export function crlDistributionPoints(url: string): Uint8Array {
  return extension(OID.crlDistributionPoints, false, seq(seq(tlv(0xa0, tlv(0xa0, uri(url))))));
}

/** certificatePolicies (RFC 5280 4.2.1.4): bare policy identifiers, no qualifiers. */
export function certificatePolicies(policies: readonly string[]): Uint8Array {
  return extension(
    OID.certificatePolicies,
    false,
    seq(...policies.map((policy) => seq(oid(policy)))),
  );
}

/** subjectAltName with rfc822Name entries ([1] IMPLICIT IA5String). */
export function emailAltNames(emails: readonly string[]): Uint8Array {
  return extension(OID.subjectAltName, false, seq(...emails.map((mail) => implicit(1, ia5(mail)))));
}

/** The extensions of a certificate, by OID, their extnValue contents. */
function extensionsOf(certificate: TCertificateInfo): Map<string, Uint8Array> {
  const tbs = child(parseDer(certificate.der), 0, 0x30);
  const wrapper = children(tbs).find((node) => node.tag === 0xa3);
  const found = new Map<string, Uint8Array>();
  if (!wrapper) return found;
  for (const entry of children(child(wrapper, 0, 0x30))) {
    const parts = children(entry);
    const value = parts[parts.length - 1];
    if (parts[0] && value?.tag === 0x04) found.set(readOid(parts[0]), content(value));
  }
  return found;
}

/** The URIs among a GeneralNames' entries. */
const urisIn = (nodes: TDerNode[]) =>
  nodes.filter((node) => node.tag === 0x86).map((node) => new TextDecoder().decode(content(node)));

/**
 * Where to ask about a certificate: its AIA's OCSP responders and issuer certificates, and
 * its CRL distribution points' full-name URIs (what a validator follows).
 */
export function statusLocations(certificate: TCertificateInfo) {
  const extensions = extensionsOf(certificate);
  const locations = { ocsp: [] as string[], caIssuers: [] as string[], crl: [] as string[] };
  const aia = extensions.get(OID.authorityInfoAccess);
  for (const access of aia ? children(parseDer(aia)) : []) {
    const [method, location] = children(access);
    if (!method || !location) continue;
    const target = readOid(method) === OID.adOcsp ? locations.ocsp : locations.caIssuers;
    target.push(...urisIn([location]));
  }
  const crlDp = extensions.get(OID.crlDistributionPoints);
  for (const point of crlDp ? children(parseDer(crlDp)) : []) {
    const name = children(point).find((node) => node.tag === 0xa0);
    const fullName = name && children(name).find((node) => node.tag === 0xa0);
    if (fullName) locations.crl.push(...urisIn(children(fullName)));
  }
  return locations;
}

/** Whether the certificate carries id-pkix-ocsp-nocheck (an OCSP responder's own). */
export const hasOcspNoCheck = (certificate: TCertificateInfo) =>
  extensionsOf(certificate).has(OID.ocspNoCheck);

/** The certificate policies it names. */
export function policiesOf(certificate: TCertificateInfo): string[] {
  const value = extensionsOf(certificate).get(OID.certificatePolicies);
  return value ? children(parseDer(value)).map((info) => readOid(child(info, 0))) : [];
}
