import { randomBytes } from 'node:crypto';
import type { TOutboundFetch } from '../../../platform/outbound/outbound.types.ts';
import { child, children, encoded, parseDer, readInt } from '../der/der-reader.ts';
import { bool, int, octets, oid, seq } from '../der/der-writer.ts';
import { OID } from '../der/oids.ts';
import { verifyTimeStampToken } from './verify-time-stamp-token.ts';

export interface THttpTimestamperOptions {
  url: string;
  timeoutMs: number;
  /** The outbound client's fetch for `url` (a configured destination). */
  fetch: TOutboundFetch;
}

/** PKIStatus values that carry a token (RFC 3161 2.4.2): granted, grantedWithMods. */
const GRANTED = new Set([0n, 1n]);

/**
 * TimeStampReq (RFC 3161 2.4.1) for a SHA-256 imprint: version 1, a random 64-bit nonce
 * and certReq, so the token carries the TSA certificate as PAdES needs.
 */
export function timeStampRequest(imprint: Uint8Array, nonce: bigint): Uint8Array {
  return seq(int(1), seq(seq(oid(OID.sha256)), octets(imprint)), int(nonce), bool(true));
}

/**
 * The `timestamp` callback for sealPdf, served by an external RFC 3161 TSA over HTTP
 * (`TSA_URL`). The answer is checked before it is embedded: status granted, a valid CMS
 * signature by a time-stamping certificate, our imprint and our nonce. Any failure
 * throws; the caller decides to retry, never to fall back to an unstamped signature.
 */
export function createHttpTimestamper(options: THttpTimestamperOptions) {
  return async (imprint: Uint8Array): Promise<Uint8Array> => {
    const nonce = BigInt(`0x${randomBytes(8).toString('hex')}`);
    const response = await options.fetch(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/timestamp-query' },
      body: timeStampRequest(imprint, nonce),
      timeoutMs: options.timeoutMs,
    });
    if (!response.ok) throw new Error(`the TSA answered HTTP ${response.status}`);
    const reply = new Uint8Array(await response.arrayBuffer());
    const [statusInfo, token] = children(parseDer(reply));
    if (!statusInfo) throw new Error('empty TimeStampResp');
    const status = readInt(child(statusInfo, 0, 0x02));
    if (!GRANTED.has(status) || !token) throw new Error(`the TSA refused: PKIStatus ${status}`);
    const tokenDer = encoded(token);
    const info = verifyTimeStampToken(tokenDer, { messageImprint: imprint });
    if (info.nonce !== nonce) throw new Error('the TSA answered with another nonce');
    return tokenDer;
  };
}
