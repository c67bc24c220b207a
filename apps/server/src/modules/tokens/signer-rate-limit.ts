import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TDb } from '../../platform/db/client.ts';
import { hitTokenRateLimits, sendRateState } from '../../platform/http/rate-limit.ts';
import { MINUTE_MS } from '../../platform/time-units.ts';
import { bearerOf, verifyToken } from './access-token.ts';

/** What counting a signer's calls runs on (the operations context is one). */
export interface TSignerLimitContext {
  db: TDb;
  tokenKey: Uint8Array;
  platform: { config: { SIGNER_RATE_LIMIT: number; SIGNER_IP_RATE_LIMIT: number } };
}

/** A per-signer counter: its name, and the calls a minute it allows per signer and per IP. */
export interface TSignerLimit {
  scope: string;
  max: number;
  ipMax: number;
}

/** The signing endpoints' limit: SIGNER_RATE_LIMIT calls a minute, SIGNER_IP_RATE_LIMIT per IP. */
const signingLimit = (context: TSignerLimitContext): TSignerLimit => ({
  scope: 'signer',
  max: context.platform.config.SIGNER_RATE_LIMIT,
  ipMax: context.platform.config.SIGNER_IP_RATE_LIMIT,
});

/**
 * Counts one call of a signer from an address against a limit a minute (all processes
 * share it): the address's counter first (many signers' tokens from one address), then
 * the signer's. SIGNER_RATE_LIMIT and SIGNER_IP_RATE_LIMIT unless `limit` names another.
 */
export function countSignerCall(
  context: TSignerLimitContext,
  { signerId, ip }: { signerId: string; ip: string },
  limit: TSignerLimit = signingLimit(context),
) {
  return hitTokenRateLimits(context.db, {
    ip: { key: `${limit.scope}:ip:${ip}`, max: limit.ipMax, windowMs: MINUTE_MS },
    token: { key: `${limit.scope}:${signerId}`, max: limit.max, windowMs: MINUTE_MS },
  });
}

/**
 * A preHandler that counts every call made with a signer token against that signer
 * (whichever of their tokens is used). A signing page needs a dozen calls; a script that
 * hammers an endpoint gets 429, and so does one address past its own cap with many signers'
 * tokens. Calls without a valid signer token pass through to the route's own checks.
 * `limit`: another counter than the signing endpoints' (the identification service
 * counts its frames on its own). The answer tells where the signer stands (`RateLimit-*`).
 */
export function signerRateLimit(context: TSignerLimitContext, limit?: TSignerLimit) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const presented = bearerOf(request.headers.authorization);
    if (!presented) return;
    const token = await verifyToken(context.tokenKey, presented, { typ: 'signer' }).catch(
      () => null,
    );
    if (token?.typ === 'signer') {
      sendRateState(
        reply,
        await countSignerCall(context, { signerId: token.sub, ip: request.ip }, limit),
      );
    }
  };
}
