import { X509Certificate } from 'node:crypto';
import {
  createOcspRequest,
  crlIssuerDer,
  ocspResponseStatus,
  serialHexOf,
  statusLocations,
  type TCertificateInfo,
} from '../sealing/index.ts';
import type { TCaContext } from './certificate-authority.types.ts';

const OCSP_TIMEOUT_MS = 5_000;
const CRL_TIMEOUT_MS = 10_000;
const MAX_BYTES = 1024 * 1024;

/** The body, refused past `max` bytes (counted as it arrives, not trusted from a header). */
async function readCapped(response: Response, max: number): Promise<Uint8Array> {
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array(0);
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel();
      throw new Error(`more than ${max} bytes`);
    }
    parts.push(value);
  }
  return new Uint8Array(Buffer.concat(parts));
}

const web = (urls: string[]) => urls.filter((url) => /^https?:\/\//i.test(url));

/** The first of the certificate's OCSP responders that answers `successful`. */
async function fetchOcsp(
  context: TCaContext,
  certificate: TCertificateInfo,
  issuer: TCertificateInfo,
) {
  for (const url of web(statusLocations(certificate).ocsp)) {
    try {
      const response = await context.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/ocsp-request' },
        body: createOcspRequest(certificate, issuer),
        signal: AbortSignal.timeout(OCSP_TIMEOUT_MS),
      });
      if (!response.ok) continue;
      const der = await readCapped(response, MAX_BYTES);
      // responseStatus successful(0) with a body; its signature is the validator's to check.
      if (ocspResponseStatus(der) === 0) return der;
    } catch {
      // Another responder, or none: best effort.
    }
  }
  return undefined;
}

/** The first CRL from the certificate's distribution points issued by its issuer. */
async function fetchCrl(context: TCaContext, certificate: TCertificateInfo) {
  for (const url of web(statusLocations(certificate).crl)) {
    try {
      const response = await context.fetch(url, { signal: AbortSignal.timeout(CRL_TIMEOUT_MS) });
      if (!response.ok) continue;
      const der = await readCapped(response, MAX_BYTES);
      if (Buffer.compare(crlIssuerDer(der), certificate.issuerDer) === 0) return der;
    } catch {
      // Another distribution point, or none: best effort.
    }
  }
  return undefined;
}

/**
 * Revocation data of a certificate another CA issued (an external TSA's, a PKCS#12
 * seal's), as its AIA and CRLDP say where: an OCSP answer (POST, 5 s) when its issuer is
 * among `pool`, and a CRL (10 s, at most 1 MB). What answers is kept; when nothing does,
 * a warning is logged and the caller goes on. The URLs come from certificates of the
 * platform's configuration (TSA_URL's chain, TSA_CA_PATH, a PKCS#12 file), not from users.
 */
export async function fetchForeignRevocation(
  context: TCaContext,
  certificate: TCertificateInfo,
  pool: readonly TCertificateInfo[],
): Promise<{ ocsp?: Uint8Array; crl?: Uint8Array }> {
  const x509 = new X509Certificate(certificate.der);
  const issuer = pool.find((candidate) => {
    const other = new X509Certificate(candidate.der);
    return candidate !== certificate && x509.checkIssued(other) && x509.verify(candidate.publicKey);
  });
  const [ocsp, crl] = await Promise.all([
    issuer ? fetchOcsp(context, certificate, issuer) : undefined,
    fetchCrl(context, certificate),
  ]);
  if (!ocsp && !crl) {
    context.log.warn(
      { subject: certificate.subjectCommonName, serial: serialHexOf(certificate) },
      'no revocation data could be fetched for a certificate of another CA',
    );
  }
  return { ...(ocsp ? { ocsp } : {}), ...(crl ? { crl } : {}) };
}
