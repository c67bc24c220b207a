import type { TDbOrTx } from '../../platform/db/client.ts';
import {
  CRL_REASON,
  createOcspResponse,
  issuerHashes,
  OcspRequestError,
  ocspErrorResponse,
  parseOcspRequest,
  type TCertificateInfo,
  type TOcspCertId,
  type TOcspCertStatus,
} from '../sealing/index.ts';
import type { TCaContext, TCertificateStatus } from './certificate-authority.types.ts';
import { statusesOf } from './certificate-status.ts';

/** How long an answer stands (its nextUpdate): what caches may keep a good one. */
export const OCSP_VALIDITY_SECONDS = 3600;

export interface TOcspAnswer {
  der: Uint8Array;
  /** Seconds a shared cache may keep the answer (none: not cacheable). */
  maxAgeSeconds?: number;
}

export function toOcspStatus(status: TCertificateStatus | undefined): TOcspCertStatus {
  if (!status || status.state === 'unknown') return 'unknown';
  if (status.state === 'good') return 'good';
  const reason = CRL_REASON[status.reason];
  return reason === CRL_REASON.unspecified
    ? { revokedAt: status.revokedAt }
    : { revokedAt: status.revokedAt, reason };
}

/** Whether a CertID names the root as issuer (its Name's and its key's hashes). */
function asksAboutRoot(id: TOcspCertId, root: TCertificateInfo): boolean {
  const expected = issuerHashes(root, id.hashAlgorithm);
  return (
    Buffer.from(expected.issuerNameHash).equals(id.issuerNameHash) &&
    Buffer.from(expected.issuerKeyHash).equals(id.issuerKeyHash)
  );
}

/**
 * The OCSP responder (RFC 6960): a DER OCSPRequest in, a DER OCSPResponse out. A request
 * that does not parse is malformedRequest; one about another issuer's certificates (or any
 * request without a CA of ours) is unauthorized; otherwise the responder signs one
 * SingleResponse per CertID, in the request's hash algorithm, with the status the table
 * gives (unknown for a serial the root never issued), valid OCSP_VALIDITY_SECONDS. An
 * answer without a nonce and without an unknown status may be cached that long.
 */
export async function answerOcspRequest(
  context: TCaContext,
  db: TDbOrTx,
  der: Uint8Array,
  now = new Date(),
): Promise<TOcspAnswer> {
  const { ca, responder } = context;
  let request: ReturnType<typeof parseOcspRequest>;
  try {
    request = parseOcspRequest(der);
  } catch (error) {
    if (error instanceof OcspRequestError) return { der: ocspErrorResponse('malformedRequest') };
    throw error;
  }
  if (!ca || !responder || !request.requests.every((id) => asksAboutRoot(id, ca.certificate))) {
    return { der: ocspErrorResponse('unauthorized') };
  }
  const serials = request.requests.map((id) => id.serialHex);
  const statuses = await statusesOf(context, db, serials);
  const entries = request.requests.map((id) => ({
    serialHex: id.serialHex,
    hashAlgorithm: id.hashAlgorithm,
    status: toOcspStatus(statuses.get(id.serialHex)),
  }));
  const answer = await createOcspResponse({
    responder,
    issuer: ca.certificate,
    entries,
    producedAt: now,
    thisUpdate: now,
    nextUpdate: new Date(now.getTime() + OCSP_VALIDITY_SECONDS * 1000),
    ...(request.nonce ? { nonce: request.nonce } : {}),
  });
  const cacheable = !request.nonce && entries.every((entry) => entry.status !== 'unknown');
  return { der: answer, ...(cacheable ? { maxAgeSeconds: OCSP_VALIDITY_SECONDS } : {}) };
}
