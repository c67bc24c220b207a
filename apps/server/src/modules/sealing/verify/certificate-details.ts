import { X509Certificate } from 'node:crypto';
import { child, children, content, parseDer, readOid, type TDerNode } from '../der/der-reader.ts';
import type { TCertificateInfo } from '../pki/certificate-info.ts';

/** Who a signer's certificate names, as a person reads it (a one-time signer certificate's subject). */
export interface TSignerSummary {
  commonName: string | null;
  /** The subject's serialNumber attribute (e.g. an identity document number), not the certificate's. */
  serialNumber: string | null;
  telephoneNumber: string | null;
  emailAddress: string | null;
  /** certificatePolicies OIDs (a policy per signature level). */
  policies: string[];
  issuer: string;
  notBefore: string;
  notAfter: string;
}

const ATTRIBUTES: Record<string, keyof TSignerSummary> = {
  '2.5.4.3': 'commonName',
  '2.5.4.5': 'serialNumber',
  '2.5.4.20': 'telephoneNumber',
  '1.2.840.113549.1.9.1': 'emailAddress',
};
const CERTIFICATE_POLICIES = '2.5.29.32';

/** A DirectoryString's text: BMPString is UTF-16BE, the others are read as UTF-8. */
function directoryString(node: TDerNode): string {
  const bytes = Buffer.from(content(node));
  return node.tag === 0x1e ? bytes.swap16().toString('utf16le') : bytes.toString('utf8');
}

/** The subject's attributes we show, each its first value (UTF-8, printable or IA5 text). */
function subjectAttributes(subject: TDerNode): Partial<Record<keyof TSignerSummary, string>> {
  const found: Partial<Record<keyof TSignerSummary, string>> = {};
  for (const rdn of children(subject)) {
    for (const attribute of children(rdn)) {
      const key = ATTRIBUTES[readOid(child(attribute, 0))];
      if (key && found[key] === undefined) {
        found[key] = directoryString(child(attribute, 1));
      }
    }
  }
  return found;
}

/** The policy OIDs of the certificatePolicies extension, when there is one. */
function policiesOf(tbs: TDerNode): string[] {
  const extensions = children(tbs).find((field) => field.tag === 0xa3);
  if (!extensions) return [];
  for (const extension of children(child(extensions, 0, 0x30))) {
    const parts = children(extension);
    if (readOid(child(extension, 0)) !== CERTIFICATE_POLICIES) continue;
    const value = parts.at(-1);
    if (!value) return [];
    return children(parseDer(content(value))).map((policy) => readOid(child(policy, 0)));
  }
  return [];
}

export function summariseSigner(certificate: TCertificateInfo): TSignerSummary {
  const tbs = child(parseDer(certificate.der), 0, 0x30);
  const attributes = subjectAttributes(parseDer(certificate.subjectDer));
  const x509 = new X509Certificate(certificate.der);
  return {
    commonName: attributes.commonName ?? null,
    serialNumber: attributes.serialNumber ?? null,
    telephoneNumber: attributes.telephoneNumber ?? null,
    emailAddress: attributes.emailAddress ?? null,
    policies: policiesOf(tbs),
    issuer: x509.issuer.split('\n').filter(Boolean).join(', '),
    notBefore: certificate.notBefore.toISOString(),
    notAfter: certificate.notAfter.toISOString(),
  };
}
