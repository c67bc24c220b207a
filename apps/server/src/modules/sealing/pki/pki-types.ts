import type { TCertificateInfo } from './certificate-info.ts';
import type { TKeyRef } from './key-ref.ts';

/** A key with its certificate and the issuing chain (leaf excluded, root last if known). */
export interface TCertifiedKey {
  key: TKeyRef;
  certificate: TCertificateInfo;
  chain: TCertificateInfo[];
}

/** The platform's keys: who seals PDFs and who time-stamps. */
export interface TPki {
  signing: TCertifiedKey;
  tsa: TCertifiedKey;
  /** The platform root CA when the PKI was generated here (null for PKCS#12-only setups). */
  root: TCertificateInfo | null;
  /**
   * The root CA's key with its certificate (chain empty): what issues the signers'
   * certificates, the responder's and the CRL. Null for PKCS#12-only setups.
   */
  ca: TCertifiedKey | null;
  /** The OCSP responder the root delegates to (id-kp-OCSPSigning); null without a CA. */
  ocsp: TCertifiedKey | null;
}

export interface TP12Source {
  path: string;
  password: string;
}

export interface TLoadPkiOptions {
  /** Where the generated PKI lives (created on first call). */
  dir: string;
  /** PKCS#12 files replacing the generated signing and/or TSA identities. */
  p12?: { signing?: TP12Source; tsa?: TP12Source };
  /** Key type for generated keys: ECDSA P-256 (default) or RSA-3072. */
  keyType?: 'P-256' | 'RSA-3072';
  /**
   * The platform's public URL: certificates generated from now on name its OCSP responder
   * and CRL (`/api/pki/ocsp`, `/api/pki/root.crl`); those already issued are not reissued.
   */
  publicUrl?: string;
  /** For tests: the clock used for certificate validity. */
  now?: Date;
}
