import { parseDer, readInt } from '../der/der-reader.ts';
import type { TCertificateInfo } from '../pki/certificate-info.ts';
import { crlIssuedBy } from './crl.ts';
import { ocspAuthorised, ocspCovers } from './ocsp-response.ts';
import type { TDssContents } from './read-dss.ts';

export type TRevocation = 'good' | 'revoked' | 'unknown' | 'not-checked';

/**
 * The status of `certificate` (issued by `issuer`) at `at` from the DSS's validation data:
 * an OCSP response about it signed by the issuer or a responder the issuer authorised,
 * else a CRL the issuer signed. Revoked only when revoked at or before `at` (a later
 * revocation leaves a signature made before it good). `not-checked` without a DSS.
 */
export function revocationOf(
  certificate: TCertificateInfo,
  issuer: TCertificateInfo | undefined,
  dss: TDssContents | null,
  at: Date,
): TRevocation {
  if (!dss) return 'not-checked';
  if (!issuer) return 'unknown';
  for (const response of dss.ocsps) {
    const single = response.responses.find((item) => ocspCovers(item, certificate, issuer));
    if (!single || !ocspAuthorised(response, issuer, dss.certs)) continue;
    if (single.status === 'revoked')
      return single.revokedAt && single.revokedAt > at ? 'good' : 'revoked';
    return single.status;
  }
  const serial = readInt(parseDer(certificate.serialDer));
  for (const crl of dss.crls) {
    if (!crlIssuedBy(crl, issuer)) continue;
    const entry = crl.revoked.find((item) => item.serial === serial);
    return entry && entry.at <= at ? 'revoked' : 'good';
  }
  return 'unknown';
}

/** Whether every certificate of a path but its self-signed root has a known status. */
export function pathCovered(
  path: readonly TCertificateInfo[],
  dss: TDssContents | null,
  at: Date,
): boolean {
  return path.every((certificate, index) => {
    const issuer = path[index + 1];
    if (!issuer) return Buffer.compare(certificate.subjectDer, certificate.issuerDer) === 0;
    return revocationOf(certificate, issuer, dss, at) !== 'unknown' && Boolean(dss);
  });
}
