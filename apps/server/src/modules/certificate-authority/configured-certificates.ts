import { X509Certificate } from 'node:crypto';
import type { TCertificateInfo } from '../sealing/index.ts';
import type { TCaContext } from './certificate-authority.types.ts';

/** id-kp-timeStamping (RFC 5280 4.2.1.12). */
const TIME_STAMPING = '1.3.6.1.5.5.7.3.8';

const same = (a: TCertificateInfo, b: TCertificateInfo) => Buffer.compare(a.der, b.der) === 0;

/**
 * Whether the platform's configuration names `certificate`, so that the CA it names may be
 * asked about it over the network: the seal's and the TSA's certificates and chains
 * (generated, or from PKCS#12 files), the certificates of TSA_CA_PATH, and a time-stamping
 * certificate one of those issued (the external TSA at TSA_URL, whose PEM may hold only its
 * CA). A certificate that came with a file (another party's signature and its time stamp)
 * is none of these, whatever it names.
 */
export function isConfigured(context: TCaContext, certificate: TCertificateInfo): boolean {
  if (context.configured.some((known) => same(known, certificate))) return true;
  const x509 = new X509Certificate(certificate.der);
  if (!x509.keyUsage?.includes(TIME_STAMPING)) return false;
  return context.tsaAnchors.some(
    (anchor) =>
      Buffer.compare(certificate.issuerDer, anchor.subjectDer) === 0 &&
      x509.verify(anchor.publicKey),
  );
}
