import { child, encoded, parseDer } from '../der/der-reader.ts';
import { bitString, enumerated, explicit, int, seq, tlv, x509Time } from '../der/der-writer.ts';
import { OID } from '../der/oids.ts';
import { extension } from './certificate-extensions.ts';
import { signatureAlgorithm, signData } from './key-ref.ts';
import type { TCertifiedKey } from './pki-types.ts';

/** CRLReason values (RFC 5280 5.3.1); 2 (cACompromise) and 8 (removeFromCRL) are not ours. */
export const CRL_REASON = {
  unspecified: 0,
  keyCompromise: 1,
  affiliationChanged: 3,
  superseded: 4,
  cessationOfOperation: 5,
  certificateHold: 6,
  privilegeWithdrawn: 9,
} as const;
export type TCrlReasonName = keyof typeof CRL_REASON;

export interface TRevokedEntry {
  serialHex: string;
  revokedAt: Date;
  reason?: number;
}

export interface TCreateCrlInput {
  /** The CA: it signs the CRL with the key of the certificates it lists. */
  issuer: TCertifiedKey;
  revoked: readonly TRevokedEntry[];
  thisUpdate: Date;
  nextUpdate: Date;
  /** Monotonically increasing per issuer (RFC 5280 5.2.3). */
  crlNumber: bigint;
}

/** revokedCertificates' entry; reason unspecified is left out, as RFC 5280 5.3.1 asks. */
function revokedEntry(entry: TRevokedEntry): Uint8Array {
  const reason =
    entry.reason !== undefined && entry.reason !== CRL_REASON.unspecified
      ? seq(extension(OID.crlReason, false, enumerated(entry.reason)))
      : undefined;
  return seq(int(BigInt(`0x${entry.serialHex}`)), x509Time(entry.revokedAt), reason);
}

/**
 * A v2 CRL (RFC 5280 5.1) of `issuer`, signed through signData with its key: the revoked
 * serials with their time and reason, authorityKeyIdentifier and cRLNumber. The list is
 * left out when nothing is revoked (5.1.2.6: an empty SEQUENCE is not allowed).
 */
export async function createCrl(input: TCreateCrlInput): Promise<Uint8Array> {
  const algorithm = signatureAlgorithm(input.issuer.key);
  const extensions = seq(
    extension(
      OID.authorityKeyIdentifier,
      false,
      seq(tlv(0x80, input.issuer.certificate.keyIdentifier)),
    ),
    extension(OID.crlNumber, false, int(input.crlNumber)),
  );
  const tbs = seq(
    int(1), // v2
    algorithm,
    input.issuer.certificate.subjectDer,
    x509Time(input.thisUpdate),
    x509Time(input.nextUpdate),
    input.revoked.length > 0 && seq(...input.revoked.map(revokedEntry)),
    explicit(0, extensions),
  );
  const signature = await signData(input.issuer.key, tbs);
  return seq(tbs, algorithm, bitString(signature));
}

/** The issuer Name (DER) of a DER CRL; throws when it is not a CertificateList. */
export function crlIssuerDer(der: Uint8Array): Uint8Array {
  const tbs = child(parseDer(der), 0, 0x30);
  return encoded(child(tbs, child(tbs, 0).tag === 0x02 ? 2 : 1, 0x30));
}
