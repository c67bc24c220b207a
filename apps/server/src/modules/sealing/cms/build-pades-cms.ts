import { OID } from '../der/oids.ts';
import type { TCertifiedKey } from '../pki/pki-types.ts';
import { SealingError } from '../sealing-error.ts';
import { verifyTimeStampToken } from '../tsa/verify-time-stamp-token.ts';
import { attribute, buildSignedData, sha256 } from './build-signed-data.ts';

/** Gets an RFC 3161 TimeStampToken (DER ContentInfo) for a SHA-256 imprint. */
export type TTimestampFn = (messageImprint: Uint8Array) => Promise<Uint8Array>;

/**
 * The CMS for a PAdES baseline B-T signature (EN 319 142-1 6.3): a detached SignedData
 * over the PDF byte ranges, signed by the platform seal, carrying the certificates and,
 * as the unsigned id-aa-signatureTimeStampToken, a time stamp over the signature value
 * (RFC 3161 appendix A). A missing or wrong token fails the seal: never a silent B-B.
 */
export async function buildPadesCms(
  signer: TCertifiedKey,
  contentDigest: Uint8Array,
  timestamp: TTimestampFn,
): Promise<Uint8Array> {
  return buildSignedData({
    signer,
    eContentType: OID.data,
    contentDigest,
    includeCertificates: true,
    unsignedAttributes: async (signatureValue) => {
      const imprint = sha256(signatureValue);
      let token: Uint8Array;
      try {
        token = await timestamp(imprint);
        verifyTimeStampToken(token, { messageImprint: imprint });
      } catch (error) {
        throw new SealingError(
          'TIMESTAMP_FAILED',
          `signature time stamp failed: ${String(error)}`,
          {
            cause: error,
          },
        );
      }
      return [attribute(OID.signatureTimeStampToken, token)];
    },
  });
}
