import { createHash, type KeyObject, randomBytes } from 'node:crypto';
import { child, content, parseDer } from '../der/der-reader.ts';
import {
  bitString,
  bool,
  explicit,
  int,
  namedBits,
  octets,
  oid,
  seq,
  set,
  tlv,
  utf8,
  x509Time,
} from '../der/der-writer.ts';
import { OID } from '../der/oids.ts';
import { parseCertificate, type TCertificateInfo } from './certificate-info.ts';
import { signatureAlgorithm, signData, type TKeyRef } from './key-ref.ts';

export type TCertificateProfile = 'root-ca' | 'document-signing' | 'time-stamping';

export interface TCreateCertificateInput {
  profile: TCertificateProfile;
  commonName: string;
  organization: string;
  publicKey: KeyObject;
  /** Absent for the self-signed root. */
  issuer?: { certificate: TCertificateInfo; key: TKeyRef };
  /** The root's own key when self-signing. */
  selfKey?: TKeyRef;
  notBefore: Date;
  notAfter: Date;
}

const KEY_USAGE = { digitalSignature: 0, nonRepudiation: 1, keyCertSign: 5, cRLSign: 6 };

function extension(id: string, critical: boolean, value: Uint8Array): Uint8Array {
  return seq(oid(id), critical && bool(true), octets(value));
}

/**
 * Extensions per profile. The seal certificate carries id-kp-documentSigning (RFC 9336)
 * and emailProtection, the usage NSS (pdfsig, Firefox) and most PDF validators check for
 * document signers; the TSA certificate has exactly one, critical, id-kp-timeStamping as
 * RFC 3161 2.3 requires.
 */
function profileExtensions(profile: TCertificateProfile): Uint8Array[] {
  if (profile === 'root-ca') {
    return [
      extension(OID.basicConstraints, true, seq(bool(true))),
      extension(OID.keyUsage, true, namedBits([KEY_USAGE.keyCertSign, KEY_USAGE.cRLSign])),
    ];
  }
  const usage = namedBits([KEY_USAGE.digitalSignature, KEY_USAGE.nonRepudiation]);
  const purposes =
    profile === 'time-stamping'
      ? extension(OID.extKeyUsage, true, seq(oid(OID.kpTimeStamping)))
      : extension(
          OID.extKeyUsage,
          false,
          seq(oid(OID.kpDocumentSigning), oid(OID.kpEmailProtection)),
        );
  return [
    extension(OID.basicConstraints, true, seq()),
    extension(OID.keyUsage, true, usage),
    purposes,
  ];
}

function name(commonName: string, organization: string): Uint8Array {
  const rdn = (id: string, value: string) => set(seq(oid(id), utf8(value)));
  return seq(rdn(OID.organization, organization), rdn(OID.commonName, commonName));
}

/** Builds and signs an X.509 v3 certificate (RFC 5280) with the issuer's key. */
export async function createCertificate(input: TCreateCertificateInput): Promise<TCertificateInfo> {
  const signer = input.issuer?.key ?? input.selfKey;
  if (!signer) throw new Error('createCertificate: an issuer or a self key is required');
  const spki = new Uint8Array(input.publicKey.export({ type: 'spki', format: 'der' }));
  const publicBits = content(child(parseDer(spki), 1)).subarray(1);
  const keyId = createHash('sha1').update(publicBits).digest();
  const subject = name(input.commonName, input.organization);
  const issuerName = input.issuer?.certificate.subjectDer ?? subject;
  const authorityKeyId = input.issuer?.certificate.keyIdentifier ?? keyId;
  const serial = randomBytes(16);
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x01; // positive, 16 octets, never zero
  const extensions = [
    ...profileExtensions(input.profile),
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
