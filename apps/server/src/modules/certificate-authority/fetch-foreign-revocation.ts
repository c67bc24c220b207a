import { X509Certificate } from 'node:crypto';
import type { TOutboundInit } from '../../platform/outbound/outbound.types.ts';
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

/**
 * A GET or POST to an address a configured certificate names: a configured destination of
 * the outbound client (the configuration chose that CA), its answer at most MAX_BYTES.
 */
async function askCa(context: TCaContext, url: string, init: TOutboundInit) {
  const response = await context.outbound.configured(url)(url, { ...init, maxBytes: MAX_BYTES });
  return response.ok ? new Uint8Array(await response.arrayBuffer()) : undefined;
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
      const der = await askCa(context, url, {
        method: 'POST',
        headers: { 'content-type': 'application/ocsp-request' },
        body: createOcspRequest(certificate, issuer),
        timeoutMs: OCSP_TIMEOUT_MS,
      });
      // responseStatus successful(0) with a body; its signature is the validator's to check.
      if (der && ocspResponseStatus(der) === 0) return der;
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
      const der = await askCa(context, url, { timeoutMs: CRL_TIMEOUT_MS });
      if (der && Buffer.compare(crlIssuerDer(der), certificate.issuerDer) === 0) return der;
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
 * a warning is logged and the caller goes on. Only for a certificate the configuration
 * names (revocationData checks isConfigured): never one a file brought.
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
