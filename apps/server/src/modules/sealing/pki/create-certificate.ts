import { createHash, type KeyObject, randomBytes } from 'node:crypto';
import { child, content, parseDer } from '../der/der-reader.ts';
import {
  bitString,
  bool,
  explicit,
  ia5,
  int,
  namedBits,
  nul,
  octets,
  oid,
  printable,
  seq,
  set,
  tlv,
  utf8,
  x509Time,
} from '../der/der-writer.ts';
import { OID } from '../der/oids.ts';
import {
  authorityInfoAccess,
  certificatePolicies,
  crlDistributionPoints,
  emailAltNames,
  extension,
  type TPkiUrls,
} from './certificate-extensions.ts';
import { parseCertificate, type TCertificateInfo } from './certificate-info.ts';
import { signatureAlgorithm, signData, type TKeyRef } from './key-ref.ts';

export type TCertificateProfile =
  | 'root-ca'
  | 'document-signing'
  | 'time-stamping'
  | 'ocsp-responder'
  | 'signer';

/**
 * A subject attribute beside the commonName: a natural person's verified identifiers
 * (serialNumber in ETSI EN 319 412-1 form, `IDCES-12345678Z`; telephoneNumber; PKCS#9
 * emailAddress) and the countryName.
 */
export interface TSubjectAttribute {
  type: 'country' | 'serialNumber' | 'telephoneNumber' | 'emailAddress';
  value: string;
}

export interface TCreateCertificateInput {
  profile: TCertificateProfile;
  commonName: string;
  /** The subject's organizationName; a signer (a natural person) has none. */
  organization?: string;
  subjectAttributes?: readonly TSubjectAttribute[];
  /** certificatePolicies (a signer's level). */
  policies?: readonly string[];
  /** The issuer's status services: a leaf then carries authorityInfoAccess and CRLDP. */
  urls?: TPkiUrls;
  publicKey: KeyObject;
  /** Absent for the self-signed root. */
  issuer?: { certificate: TCertificateInfo; key: TKeyRef };
  /** The root's own key when self-signing. */
  selfKey?: TKeyRef;
  notBefore: Date;
  notAfter: Date;
}

const KEY_USAGE = { digitalSignature: 0, nonRepudiation: 1, keyCertSign: 5, cRLSign: 6 };

/** id-kp-documentSigning (RFC 9336) and emailProtection, what PDF validators look for. */
const documentPurposes = () =>
  extension(OID.extKeyUsage, false, seq(oid(OID.kpDocumentSigning), oid(OID.kpEmailProtection)));

/**
 * Extensions per profile. The seal and signer certificates carry id-kp-documentSigning
 * and emailProtection, the usage NSS (pdfsig, Firefox) and most PDF validators check for
 * document signers; the TSA certificate has exactly one, critical, id-kp-timeStamping as
 * RFC 3161 2.3 requires; the OCSP responder's, critical id-kp-OCSPSigning and
 * id-pkix-ocsp-nocheck (RFC 6960 4.2.2.2.1: nobody asks about the responder itself).
 */
function profileExtensions(profile: TCertificateProfile): Uint8Array[] {
  if (profile === 'root-ca') {
    return [
      extension(OID.basicConstraints, true, seq(bool(true))),
      extension(OID.keyUsage, true, namedBits([KEY_USAGE.keyCertSign, KEY_USAGE.cRLSign])),
    ];
  }
  const leaf = extension(OID.basicConstraints, true, seq());
  if (profile === 'ocsp-responder') {
    return [
      leaf,
      extension(OID.keyUsage, true, namedBits([KEY_USAGE.digitalSignature])),
      extension(OID.extKeyUsage, true, seq(oid(OID.kpOcspSigning))),
      extension(OID.ocspNoCheck, false, nul()),
    ];
  }
  const usage = namedBits([KEY_USAGE.digitalSignature, KEY_USAGE.nonRepudiation]);
  const purposes =
    profile === 'time-stamping'
      ? extension(OID.extKeyUsage, true, seq(oid(OID.kpTimeStamping)))
      : documentPurposes();
  return [leaf, extension(OID.keyUsage, true, usage), purposes];
}

/** What a leaf says about its subject and its status services, by input. */
function leafExtensions(input: TCreateCertificateInput): Uint8Array[] {
  const out: Uint8Array[] = [];
  const emails = (input.subjectAttributes ?? [])
    .filter((attribute) => attribute.type === 'emailAddress')
    .map((attribute) => attribute.value);
  if (emails.length) out.push(emailAltNames(emails));
  if (input.policies?.length) out.push(certificatePolicies(input.policies));
  // Nobody asks a responder about itself (ocsp-nocheck), nor about the root.
  if (input.urls && input.profile !== 'root-ca' && input.profile !== 'ocsp-responder') {
    out.push(authorityInfoAccess(input.urls), crlDistributionPoints(input.urls.crl));
  }
  return out;
}

const ATTRIBUTE: Record<TSubjectAttribute['type'], (value: string) => Uint8Array> = {
  country: (value) => seq(oid(OID.country), printable(value)),
  serialNumber: (value) => seq(oid(OID.serialNumber), printable(value)),
  telephoneNumber: (value) => seq(oid(OID.telephoneNumber), printable(value)),
  emailAddress: (value) => seq(oid(OID.emailAddress), ia5(value)),
};

/** The subject Name: C, O, CN, then the identifiers, one RDN each. */
function name(input: TCreateCertificateInput): Uint8Array {
  const attributes = input.subjectAttributes ?? [];
  const country = attributes.filter((attribute) => attribute.type === 'country');
  const identifiers = attributes.filter((attribute) => attribute.type !== 'country');
  return seq(
    ...country.map((attribute) => set(ATTRIBUTE.country(attribute.value))),
    input.organization !== undefined && set(seq(oid(OID.organization), utf8(input.organization))),
    set(seq(oid(OID.commonName), utf8(input.commonName))),
    ...identifiers.map((attribute) => set(ATTRIBUTE[attribute.type](attribute.value))),
  );
}

/** Builds and signs an X.509 v3 certificate (RFC 5280) with the issuer's key. */
export async function createCertificate(input: TCreateCertificateInput): Promise<TCertificateInfo> {
  const signer = input.issuer?.key ?? input.selfKey;
  if (!signer) throw new Error('createCertificate: an issuer or a self key is required');
  const spki = new Uint8Array(input.publicKey.export({ type: 'spki', format: 'der' }));
  const publicBits = content(child(parseDer(spki), 1)).subarray(1);
  const keyId = createHash('sha1').update(publicBits).digest();
  const subject = name(input);
  const issuerName = input.issuer?.certificate.subjectDer ?? subject;
  const authorityKeyId = input.issuer?.certificate.keyIdentifier ?? keyId;
  const serial = randomBytes(16);
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x01; // positive, 16 octets, never zero
  const extensions = [
    ...profileExtensions(input.profile),
    ...leafExtensions(input),
    extension(OID.subjectKeyIdentifier, false, octets(keyId)),
    extension(OID.authorityKeyIdentifier, false, seq(tlv(0x80, authorityKeyId))),
  ];
  const algorithm = signatureAlgorithm(signer);
  const tbs = seq(
    explicit(0, int(2)),
    int(serial),
    algorithm,
    issuerName,
    seq(x509Time(input.notBefore), x509Time(input.notAfter)),
    subject,
    spki,
    explicit(3, seq(...extensions)),
  );
  const signature = await signData(signer, tbs);
  return parseCertificate(seq(tbs, algorithm, bitString(signature)));
}
