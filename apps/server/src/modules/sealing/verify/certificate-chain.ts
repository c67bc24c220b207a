import { X509Certificate } from 'node:crypto';
import type { TCertificateInfo } from '../pki/certificate-info.ts';

/** A certificate as a person reads it. */
export interface TCertificateSummary {
  subject: string;
  issuer: string;
  /** Hexadecimal, as X.509 tools print it. */
  serialNumber: string;
  notBefore: string;
  notAfter: string;
  /** SHA-256 of the DER, hex. */
  sha256: string;
}

const oneLine = (name: string) => name.split('\n').filter(Boolean).join(', ');

export function summariseCertificate(certificate: TCertificateInfo): TCertificateSummary {
  const x509 = new X509Certificate(certificate.der);
  return {
    subject: oneLine(x509.subject),
    issuer: oneLine(x509.issuer),
    serialNumber: x509.serialNumber.toUpperCase(),
    notBefore: certificate.notBefore.toISOString(),
    notAfter: certificate.notAfter.toISOString(),
    sha256: Buffer.from(certificate.sha256).toString('hex'),
  };
}

export interface TCertificatePath {
  /** From the given certificate up, each issued (and signed) by the next. */
  path: TCertificateInfo[];
  /** The path ends in a self-signed certificate (a root). */
  complete: boolean;
  /** A certificate of the path is one of `trusted`: byte for byte, not by name. */
  trusted: boolean;
}

const MAX_DEPTH = 8;

/**
 * Builds the issuing path of `leaf` from the certificates at hand (those the CMS carried,
 * and the trusted ones), each step checked by the issuer's signature, not by name alone;
 * stops at a self-signed certificate, at a missing issuer, or after eight steps.
 */
export function certificatePath(
  leaf: TCertificateInfo,
  available: readonly TCertificateInfo[],
  trusted: readonly TCertificateInfo[],
): TCertificatePath {
  const pool = [...available, ...trusted];
  const path = [leaf];
  let complete = false;
  for (let current = leaf; path.length <= MAX_DEPTH; ) {
    const x509 = new X509Certificate(current.der);
    if (x509.checkIssued(x509) && x509.verify(current.publicKey)) {
      complete = true;
      break;
    }
    const issuer = pool.find(
      (candidate) =>
        !path.includes(candidate) &&
        x509.checkIssued(new X509Certificate(candidate.der)) &&
        x509.verify(candidate.publicKey),
    );
    if (!issuer) break;
    path.push(issuer);
    current = issuer;
  }
  const isTrusted = (certificate: TCertificateInfo) =>
    trusted.some((item) => Buffer.compare(item.der, certificate.der) === 0);
  return { path, complete, trusted: path.some(isTrusted) };
}

/** Whether `at` falls within the certificate's validity. */
export const validAt = (certificate: TCertificateInfo, at: Date) =>
  at >= certificate.notBefore && at <= certificate.notAfter;
