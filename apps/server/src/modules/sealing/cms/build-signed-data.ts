import { createHash } from 'node:crypto';
import { explicit, implicit, int, octets, oid, seq, set, setOf, tlv } from '../der/der-writer.ts';
import { OID } from '../der/oids.ts';
import type { TCertificateInfo } from '../pki/certificate-info.ts';
import { sha256Algorithm, signatureAlgorithm, signData } from '../pki/key-ref.ts';
import type { TCertifiedKey } from '../pki/pki-types.ts';

export interface TSignedDataInput {
  signer: TCertifiedKey;
  /** id-data for a detached PAdES signature, id-ct-TSTInfo for a time-stamp token. */
  eContentType: string;
  /** Encapsulated content (the TSTInfo); absent for a detached signature. */
  eContent?: Uint8Array;
  /** SHA-256 of the signed content: the PDF byte ranges, or the TSTInfo. */
  contentDigest: Uint8Array;
  includeCertificates: boolean;
  /** Unsigned attributes computed from the signature value (the B-T time stamp). */
  unsignedAttributes?: (signatureValue: Uint8Array) => Promise<Uint8Array[]>;
}

/** Attribute ::= SEQUENCE { attrType, attrValues SET OF } with one value. */
export const attribute = (type: string, value: Uint8Array) => seq(oid(type), set(value));

/**
 * SigningCertificateV2 (RFC 5035) with one ESSCertIDv2: SHA-256 of the signer's
 * certificate (hashAlgorithm omitted: DER leaves out the sha256 DEFAULT) plus
 * issuerSerial, binding the signature to exactly that certificate, as CAdES/PAdES
 * baseline and RFC 5816 time-stamp tokens require.
 */
export function signingCertificateV2(certificate: TCertificateInfo): Uint8Array {
  const issuerSerial = seq(seq(tlv(0xa4, certificate.issuerDer)), certificate.serialDer);
  return seq(seq(seq(octets(certificate.sha256), issuerSerial)));
}

/**
 * A CMS SignedData (RFC 5652) with one SignerInfo, wrapped in its ContentInfo. Signed
 * attributes are exactly contentType, messageDigest and signing-certificate-v2: PAdES
 * (EN 319 142-1 5.2) forbids the CMS signingTime, the signing time lives in the PDF /M.
 * The signature is over the DER SET OF the attributes, embedded with the [0] tag.
 */
export async function buildSignedData(input: TSignedDataInput): Promise<Uint8Array> {
  const { signer } = input;
  const signedAttributes = setOf(
    attribute(OID.contentType, oid(input.eContentType)),
    attribute(OID.messageDigest, octets(input.contentDigest)),
    attribute(OID.signingCertificateV2, signingCertificateV2(signer.certificate)),
  );
  const signature = await signData(signer.key, signedAttributes);
  const unsigned = input.unsignedAttributes ? await input.unsignedAttributes(signature) : [];
  const signerInfo = seq(
    int(1), // sid = issuerAndSerialNumber
    seq(signer.certificate.issuerDer, signer.certificate.serialDer),
    sha256Algorithm(),
    implicit(0, signedAttributes),
    signatureAlgorithm(signer.key),
    octets(signature),
    unsigned.length > 0 && implicit(1, setOf(...unsigned)),
  );
  const certificates = [signer.certificate, ...signer.chain].map((certificate) => certificate.der);
  const signedData = seq(
    int(input.eContentType === OID.data ? 1 : 3), // RFC 5652 5.1: v3 when eContentType is not id-data
    set(sha256Algorithm()),
    seq(oid(input.eContentType), input.eContent && explicit(0, octets(input.eContent))),
    input.includeCertificates && implicit(0, setOf(...certificates)),
    set(signerInfo),
  );
  return seq(oid(OID.signedData), explicit(0, signedData));
}

export const sha256 = (data: Uint8Array) =>
  new Uint8Array(createHash('sha256').update(data).digest());
