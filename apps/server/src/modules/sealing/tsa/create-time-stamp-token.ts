import { randomBytes } from 'node:crypto';
import { buildSignedData, sha256 } from '../cms/build-signed-data.ts';
import { explicit, generalizedTime, int, octets, oid, seq, tlv } from '../der/der-writer.ts';
import { OID } from '../der/oids.ts';
import type { TCertifiedKey } from '../pki/pki-types.ts';

export type THashName = 'sha256' | 'sha384' | 'sha512';

export const HASHES: Record<THashName, { oid: string; length: number }> = {
  sha256: { oid: OID.sha256, length: 32 },
  sha384: { oid: OID.sha384, length: 48 },
  sha512: { oid: OID.sha512, length: 64 },
};

export interface TTimeStampInput {
  /** The digest being time-stamped (RFC 3161 MessageImprint.hashedMessage). */
  messageImprint: Uint8Array;
  hashAlgorithm?: THashName;
  nonce?: bigint;
  /** Include the TSA certificate chain in the token (default true: PAdES needs it). */
  certReq?: boolean;
  policy?: string;
  now?: Date;
  /** An already-encoded MessageImprint to echo verbatim (from a TimeStampReq). */
  messageImprintDer?: Uint8Array;
}

/**
 * TSTInfo (RFC 3161 2.4.2): version 1, policy, the imprint, a random 128-bit serial,
 * genTime in UTC with milliseconds, accuracy of one second, the nonce when asked and the
 * TSA's name. `ordering` is left at its default (false): tokens are independent.
 */
function tstInfo(tsa: TCertifiedKey, input: TTimeStampInput): Uint8Array {
  const hash = HASHES[input.hashAlgorithm ?? 'sha256'];
  if (!input.messageImprintDer && input.messageImprint.length !== hash.length) {
    throw new Error(`message imprint must be ${hash.length} bytes`);
  }
  const imprint = input.messageImprintDer ?? seq(seq(oid(hash.oid)), octets(input.messageImprint));
  return seq(
    int(1),
    oid(input.policy ?? OID.confirmaTsaPolicy),
    imprint,
    int(randomBytes(16)),
    generalizedTime(input.now ?? new Date(), true),
    seq(int(1)), // Accuracy ::= SEQUENCE { seconds 1 }
    input.nonce !== undefined && int(input.nonce),
    explicit(0, tlv(0xa4, tsa.certificate.subjectDer)), // tsa [0] GeneralName: directoryName
  );
}

/**
 * Issues an RFC 3161 TimeStampToken: a CMS SignedData over the TSTInfo whose signed
 * attributes carry signing-certificate-v2 (RFC 5816), signed by the TSA key.
 */
export async function createTimeStampToken(
  tsa: TCertifiedKey,
  input: TTimeStampInput,
): Promise<Uint8Array> {
  const info = tstInfo(tsa, input);
  return buildSignedData({
    signer: tsa,
    eContentType: OID.tstInfo,
    eContent: info,
    contentDigest: sha256(info),
    includeCertificates: input.certReq ?? true,
  });
}

/** The `timestamp` callback for sealPdf, served by the in-process platform TSA. */
export function createLocalTimestamper(tsa: TCertifiedKey) {
  return (messageImprint: Uint8Array) => createTimeStampToken(tsa, { messageImprint });
}
