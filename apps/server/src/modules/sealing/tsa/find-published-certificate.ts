import type { TPki } from '../pki/pki-types.ts';

/**
 * A certificate the platform publishes for verification, by its file name (`root.crt`,
 * `tsa.crt`, `seal.crt`, `ocsp.crt`: the OCSP responder's, its answers carry it too); null
 * for any other name, or the responder's where there is none.
 */
export function findPublishedCertificate(pki: TPki, name: string): Uint8Array | null {
  const published: Record<string, { der: Uint8Array } | null | undefined> = {
    'root.crt': pki.root,
    'tsa.crt': pki.tsa.certificate,
    'seal.crt': pki.signing.certificate,
    'ocsp.crt': pki.ocsp?.certificate,
  };
  return (Object.hasOwn(published, name) ? published[name] : null)?.der ?? null;
}
