import type { TOutboundFetch } from '../../../platform/outbound/outbound.types.ts';
import type { TCertifiedKey } from '../pki/pki-types.ts';
import { createLocalTimestamper } from './create-time-stamp-token.ts';
import { createHttpTimestamper } from './request-time-stamp.ts';

/** RFC 3161 time stamping of a SHA-256 imprint: the DER TimeStampToken, or a throw. */
export type TTimestamper = (imprint: Uint8Array) => Promise<Uint8Array>;

/**
 * The platform's one time-stamping function: the external TSA at `url` when one is set
 * (e.g. a qualified TSA), otherwise the platform's own TSA in process. Seals and
 * evidence anchors are both stamped through it.
 */
export function createTimestamper(options: {
  /** TSA_URL and the outbound client's fetch for it. */
  external?: { url: string; fetch: TOutboundFetch } | undefined;
  timeoutMs: number;
  tsa: TCertifiedKey;
}): TTimestamper {
  const { external } = options;
  return external
    ? createHttpTimestamper({ ...external, timeoutMs: options.timeoutMs })
    : createLocalTimestamper(options.tsa);
}
