import { child, parseDer, readInt } from '../der/der-reader.ts';
import {
  bitString,
  enumerated,
  explicit,
  generalizedTime,
  octets,
  oid,
  seq,
  tlv,
} from '../der/der-writer.ts';
import { OID } from '../der/oids.ts';
import { extension } from './certificate-extensions.ts';
import type { TCertificateInfo } from './certificate-info.ts';
import { signatureAlgorithm, signData } from './key-ref.ts';
import { certIdDer, issuerHashes, type TOcspHash } from './ocsp-request.ts';
import type { TCertifiedKey } from './pki-types.ts';

/** OCSPResponseStatus (RFC 6960 4.2.1). */
export const OCSP_RESPONSE_STATUS = {
  successful: 0,
  malformedRequest: 1,
  internalError: 2,
  tryLater: 3,
  sigRequired: 5,
  unauthorized: 6,
} as const;
export type TOcspErrorStatus = Exclude<keyof typeof OCSP_RESPONSE_STATUS, 'successful'>;

/** A certificate's status: revoked with its time and CRLReason (RFC 5280 5.3.1) if known. */
export type TOcspCertStatus = 'good' | 'unknown' | { revokedAt: Date; reason?: number };

export interface TOcspEntry {
  serialHex: string;
  status: TOcspCertStatus;
  /** This CertID's hash when the request mixed them (else the answer's hashAlgorithm). */
  hashAlgorithm?: TOcspHash;
}

export interface TCreateOcspResponseInput {
  /** Who signs: the root's delegated responder (id-kp-OCSPSigning), sent in `certs`. */
  responder: TCertifiedKey;
  /** The CA that issued the certificates asked about. */
  issuer: TCertificateInfo;
  entries: TOcspEntry[];
  producedAt: Date;
  thisUpdate: Date;
  nextUpdate: Date;
  /** The request's nonce extnValue contents, echoed. */
  nonce?: Uint8Array;
  /** The CertIDs' hash: the request's (SHA-1 by default). */
  hashAlgorithm?: TOcspHash;
}

/** The responseStatus of a DER OCSPResponse (0: successful); throws on anything else. */
export function ocspResponseStatus(der: Uint8Array): number {
  const status = child(parseDer(der), 0, 0x0a);
  return Number(readInt({ ...status, tag: 0x02 }));
}

/** An OCSPResponse without a body: malformedRequest, unauthorized, tryLater… */
export function ocspErrorResponse(status: TOcspErrorStatus): Uint8Array {
  return seq(enumerated(OCSP_RESPONSE_STATUS[status]));
}

/** CertStatus: good [0] IMPLICIT NULL, revoked [1] IMPLICIT RevokedInfo, unknown [2]. */
function certStatus(status: TOcspCertStatus): Uint8Array {
  if (status === 'good') return Uint8Array.of(0x80, 0x00);
  if (status === 'unknown') return Uint8Array.of(0x82, 0x00);
  return tlv(
    0xa1,
    generalizedTime(status.revokedAt),
    status.reason !== undefined && explicit(0, enumerated(status.reason)),
  );
}

/**
 * A signed OCSP answer (RFC 6960 4.2.1): status successful, a BasicOCSPResponse whose
 * ResponseData names the responder by key hash, one SingleResponse per entry (CertID with
 * the request's hash algorithm, status, thisUpdate, nextUpdate), the nonce echoed, signed
 * through signData with the responder's key, and the responder's certificate in `certs`
 * so a client can check its delegation by the issuer.
 */
export async function createOcspResponse(input: TCreateOcspResponseInput): Promise<Uint8Array> {
  const responses = input.entries.map((entry) => {
    const hashAlgorithm = entry.hashAlgorithm ?? input.hashAlgorithm ?? 'sha1';
    const hashes = issuerHashes(input.issuer, hashAlgorithm);
    return seq(
      certIdDer({ hashAlgorithm, ...hashes, serialHex: entry.serialHex }),
      certStatus(entry.status),
      generalizedTime(input.thisUpdate),
      explicit(0, generalizedTime(input.nextUpdate)),
    );
  });
  const responseData = seq(
    explicit(2, octets(input.responder.certificate.keyIdentifier)), // responderID byKey
    generalizedTime(input.producedAt),
    seq(...responses),
    input.nonce && explicit(1, seq(extension(OID.ocspNonce, false, input.nonce))),
  );
  const algorithm = signatureAlgorithm(input.responder.key);
  const signature = await signData(input.responder.key, responseData);
  const basic = seq(
    responseData,
    algorithm,
    bitString(signature),
    explicit(0, seq(input.responder.certificate.der)),
  );
  return seq(
    enumerated(OCSP_RESPONSE_STATUS.successful),
    explicit(0, seq(oid(OID.ocspBasic), octets(basic))),
  );
}
