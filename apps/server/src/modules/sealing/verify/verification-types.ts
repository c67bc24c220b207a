import type { TCertificateInfo } from '../pki/certificate-info.ts';
import type { TCertificateSummary } from './certificate-chain.ts';
import type { TSignerSummary } from './certificate-details.ts';
import type { TRevocation } from './revocation.ts';

/** Whose certificates are trusted: the seal's chain, and the time-stamp authorities'. */
export interface TVerificationTrust {
  seal: readonly TCertificateInfo[];
  tsa: readonly TCertificateInfo[];
}

export interface TTimeStampCheck {
  time: string;
  tsa: string;
  /** The token's signature verifies and it stamps this signature's value. */
  valid: boolean;
  /** Its signer is, or is issued by, a trusted time-stamp authority. */
  trusted: boolean;
}

/** PAdES baseline level (EN 319 142-1 6): B-LT adds validation data, B-LTA an archive time stamp. */
export type TPadesLevel = 'B-B' | 'B-T' | 'B-LT' | 'B-LTA';

export interface TSignatureCheck {
  /** A signature (CMS by a signer), or a document time stamp (/SubFilter /ETSI.RFC3161). */
  kind: 'signature' | 'document-time-stamp';
  byteRange: [number, number, number, number];
  subFilter: string | null;
  name: string | null;
  reason: string | null;
  location: string | null;
  /** /M of the dictionary (a claim of the signer; the time stamp is the proof). */
  signingTime: string | null;
  /** The signed bytes are those signed: messageDigest, or a time stamp's imprint. */
  integrity: boolean;
  signatureValid: boolean;
  /** Signer first, then each issuer as far as the certificates at hand go. */
  chain: TCertificateSummary[];
  chainComplete: boolean;
  trusted: boolean;
  /** The signer's certificate was valid when signing (time stamp, else /M, else now). */
  certificateValid: boolean;
  /** The signature's time stamp; for a document time stamp, the token itself. */
  timeStamp: TTimeStampCheck | null;
  /** Who the signer's certificate names (a one-time signer certificate's subject). */
  signer: TSignerSummary | null;
  /** The signer certificate's status when signed, from the DSS's OCSP responses or CRLs. */
  revocation: TRevocation;
  /** The signed ranges end where the file ends (trailing line breaks aside). */
  coversWholeDocument: boolean;
  problems: string[];
}

export interface TPdfVerification {
  sha256: string;
  byteLength: number;
  signatures: TSignatureCheck[];
  /** Bytes after the last signature's range: the file was changed after it was signed. */
  changedAfterSigning: boolean;
  /** The PAdES level the file reaches; null without a signature. */
  level: TPadesLevel | null;
  /** What the document security store holds (null: none); `unread`: entries not read. */
  dss: { certs: number; ocsps: number; crls: number; unread: number } | null;
}

/** A check with what the level needs: the certificate paths to cover, and when. */
export interface TCheckedSignature {
  check: TSignatureCheck;
  paths: TCertificateInfo[][];
  at: Date;
}
