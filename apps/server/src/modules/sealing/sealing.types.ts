import type { TTimestampFn } from './cms/build-pades-cms.ts';
import type { TLongTermData } from './cms/long-term-data.ts';
import type { TCertificateInfo } from './pki/certificate-info.ts';
import type { TCertifiedKey, TPki } from './pki/pki-types.ts';

export type { TLongTermData } from './cms/long-term-data.ts';

/** The seal's keys and time stamp. */
export interface TSealKeys {
  pki: Pick<TPki, 'signing'>;
  /** The signature time stamp: the platform TSA, in process or over HTTP. */
  timestamp: TTimestampFn;
}

/** What one seal call writes, in order, each as an incremental update. */
export interface TSealPlan {
  /** Who makes the first (visible) signature: e.g. a signer's one-time certificate. Default: the platform seal key (pki.signing). */
  signer?: TCertifiedKey;
  /** Then an invisible signature by the platform seal (pki.signing): the signers are all in. */
  platformSeal?: { reason: string; name: string; location?: string };
  /**
   * Then a DSS (ISO 32000-2 12.8.4.3, EN 319 142-1 5.4.2) with this validation data, then
   * a document time stamp (/SubFilter /ETSI.RFC3161): PAdES B-LTA. `used` are the
   * certificates that signed in this call (signer, seal, the TSA of every token), so the
   * revocation data can be produced after the signatures exist.
   */
  longTerm?: (used: TCertificateInfo[]) => Promise<TLongTermData>;
}

/** What re-time-stamping an archived PDF needs. */
export interface TArchiveKeys {
  timestamp: TTimestampFn;
  longTerm: NonNullable<TSealPlan['longTerm']>;
}
