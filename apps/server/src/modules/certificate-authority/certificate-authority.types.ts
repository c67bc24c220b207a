import type { TCertificateRevocationReason } from '@confirma/contracts/certificate-authority';
import type { TTx } from '../../platform/db/client.ts';
import type { TLogger } from '../../platform/logger.ts';
import type { TOutboundClient } from '../../platform/outbound/outbound.types.ts';
import type {
  TCertificateInfo,
  TCertifiedKey,
  TPkiUrls,
  TSignerIdentifier,
  TSignerLevel,
} from '../sealing/index.ts';

/**
 * What every use case of the CA works with, built once per process from the loaded PKI:
 * the root's key (null in a PKCS#12-only setup: no CA of ours), its responder, the
 * platform's own leaves, the public URLs of the status services.
 */
export interface TCaContext {
  ca: TCertifiedKey | null;
  responder: TCertifiedKey | null;
  /** The seal's and the TSA's identities, whoever issued them. */
  platformLeaves: { seal: TCertifiedKey; tsa: TCertifiedKey };
  urls: TPkiUrls;
  log: TLogger;
  /**
   * The certificates the configuration names (the platform seal's and TSA's with their
   * chains, TSA_CA_PATH's): only these, and the TSAs `tsaAnchors` issued, have their other
   * CA asked for revocation data (configured-certificates.ts).
   */
  configured: TCertificateInfo[];
  /** The TSAs whose stamps are trusted: the platform TSA and its chain, TSA_CA_PATH. */
  tsaAnchors: TCertificateInfo[];
  /** The outbound client: other CAs' OCSP responders and CRLs are reached through it. */
  outbound: TOutboundClient;
}

export interface TIssueSignerCertificateParams {
  operationId: string;
  signerId: string;
  fullName: string;
  identifiers: TSignerIdentifier[];
  level: TSignerLevel;
  /** 60 by default. */
  validityMinutes?: number;
}

/** A signer's one-time identity: the key is in memory only, for one signature. */
export type TIssuedSignerCertificate = TCertifiedKey & { serialHex: string };

/** What a DSS needs to validate the given certificates: DER each. */
export interface TRevocationData {
  certs: Uint8Array[];
  ocsps: Uint8Array[];
  crls: Uint8Array[];
}

export type TRevocationReason = TCertificateRevocationReason;

/** A certificate's status as the CA's table and the platform's leaves say it. */
export type TCertificateStatus =
  | { state: 'good' }
  | { state: 'unknown' }
  | { state: 'revoked'; revokedAt: Date; reason: TRevocationReason };

export type { TCertificateInfo };

/** Writes the audit record of an administrator's revocation, in its transaction. */
export type TRevocationRecorder = (
  tx: TTx,
  entry: {
    actor: { id: string; email: string };
    ip: string;
    serialHex: string;
    reason: TRevocationReason;
    note: string;
  },
) => Promise<void>;
