import type { FastifyRequest } from 'fastify';
import { hitRateLimits } from '../../platform/http/rate-limit.ts';
import { bearerOf, verifyToken } from '../tokens/index.ts';
import type { TSigningContext } from './operations.types.ts';

const MINUTE = 60_000;

/** A per-signer counter: its name, and the calls a minute it allows. */
export interface TSignerLimit {
  scope: string;
  max: number;
}

/** The signing endpoints' limit: SIGNER_RATE_LIMIT calls a minute. */
const signingLimit = (context: TSigningContext): TSignerLimit => ({
  scope: 'signer',
  max: context.platform.config.SIGNER_RATE_LIMIT,
});

/**
 * Counts one call of a signer against a limit a minute (all processes share it):
 * SIGNER_RATE_LIMIT unless `limit` names another counter.
 */
export function countSignerCall(
  context: TSigningContext,
  signerId: string,
  limit: TSignerLimit = signingLimit(context),
) {
  return hitRateLimits(context.db, [
    { key: `${limit.scope}:${signerId}`, max: limit.max, windowMs: MINUTE },
  ]);
}

/**
 * A preHandler that counts every call made with a signer token against that signer
 * (whichever of their tokens is used). A signing page needs a dozen calls; a script that
 * hammers an endpoint gets 429. Calls without a valid signer token pass through to the
 * route's own checks. `limit`: another counter than the signing endpoints' (the
 * identification service counts its frames on its own).
 */
export function signerRateLimit(context: TSigningContext, limit?: TSignerLimit) {
  return async (request: FastifyRequest) => {
    const presented = bearerOf(request.headers.authorization);
    if (!presented) return;
    const token = await verifyToken(context.tokenKey, presented, { typ: 'signer' }).catch(
      () => null,
    );
    if (token?.typ === 'signer') await countSignerCall(context, token.sub, limit);
  };
}
