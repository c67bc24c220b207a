import type { TSignerCertificateLevel } from '@confirma/contracts/verify';
import { OID } from '../der/oids.ts';
import type { TPkiUrls } from './certificate-extensions.ts';
import { certificateName } from './certificate-name.ts';
import { createCertificate, type TSubjectAttribute } from './create-certificate.ts';
import { newKeyPair } from './generate-pki.ts';
import type { TCertifiedKey } from './pki-types.ts';

/**
 * What was verified before a signer's certificate is issued; one policy each. The video
 * identification comes in three: `identification` (the automatic verdict passed every
 * check the secure defaults require), `identification-reviewed` (a person, a platform
 * reviewer or the sending business, approved a verdict left to review), `identification-relaxed` (the business did
 * not require the face match or the liveness check).
 */
export type TSignerLevel = TSignerCertificateLevel;

export const SIGNER_POLICIES: Record<TSignerLevel, string> = {
  otp: OID.signerPolicyOtp,
  handwritten: OID.signerPolicyHandwritten,
  identification: OID.signerPolicyIdentification,
  'identification-reviewed': OID.signerPolicyIdentificationReviewed,
  'identification-relaxed': OID.signerPolicyIdentificationRelaxed,
};

/** An identifier the platform verified: a phone (E.164), an e-mail, an identity document. */
export interface TSignerIdentifier {
  kind: 'phone' | 'email' | 'document';
  value: string;
  /** ETSI EN 319 412-1 5.1.3 type of a document: national identity card or passport. */
  documentType?: 'IDC' | 'PAS';
  /** ISO 3166-1 alpha-2 country that issued the document (ES by default). */
  country?: string;
}

/**
 * The subject attributes beside the commonName: a document as serialNumber in ETSI EN 319
 * 412-1 semantics (`IDCES-12345678Z`: type, issuing country, number), a phone as
 * telephoneNumber, an e-mail as emailAddress.
 */
export function signerAttributes(identifiers: readonly TSignerIdentifier[]): TSubjectAttribute[] {
  return identifiers.map((identifier): TSubjectAttribute => {
    const value = identifier.value.trim();
    if (identifier.kind === 'phone')
      return { type: 'telephoneNumber', value: value.replace(/\s/g, '') };
    if (identifier.kind === 'email') return { type: 'emailAddress', value };
    const type = identifier.documentType ?? 'IDC';
    const country = (identifier.country ?? 'ES').toUpperCase();
    const number = value.replace(/[\s-]/g, '').toUpperCase();
    return { type: 'serialNumber', value: `${type}${country}-${number}` };
  });
}

export interface TCreateSignerCertificateInput {
  /** The issuing CA (the platform root's key). */
  ca: TCertifiedKey;
  urls: TPkiUrls;
  fullName: string;
  identifiers: readonly TSignerIdentifier[];
  level: TSignerLevel;
  notBefore: Date;
  notAfter: Date;
}

/**
 * A natural person's one-time signing certificate on a fresh P-256 key (signer profile:
 * digitalSignature + nonRepudiation, documentSigning + emailProtection, the level's
 * policy, AIA and CRLDP). The private key exists only in the answer; nothing is written.
 */
export async function createSignerCertificate(
  input: TCreateSignerCertificateInput,
): Promise<TCertifiedKey> {
  const keys = await newKeyPair('P-256');
  const certificate = await createCertificate({
    profile: 'signer',
    // One UTF8String: a comma or an `=` in the name is data, never another RDN.
    commonName: certificateName(input.fullName),
    subjectAttributes: signerAttributes(input.identifiers),
    policies: [SIGNER_POLICIES[input.level]],
    urls: input.urls,
    publicKey: keys.publicKey,
    issuer: { certificate: input.ca.certificate, key: input.ca.key },
    notBefore: input.notBefore,
    notAfter: input.notAfter,
  });
  return {
    key: { kind: 'local', privateKey: keys.privateKey },
    certificate,
    chain: [input.ca.certificate],
  };
}
