import type { FastifyRequest } from 'fastify';
import { hitRateLimits } from '../../platform/http/rate-limit.ts';
import { bearerOf, verifyToken } from '../tokens/index.ts';
import type { TSigningContext } from './operations.types.ts';

const MINUTE = 60_000;

/** Counts one call of a signer against SIGNER_RATE_LIMIT a minute (all processes share it). */
export function countSignerCall(context: TSigningContext, signerId: string) {
  return hitRateLimits(context.db, [
    {
      key: `signer:${signerId}`,
      max: context.platform.config.SIGNER_RATE_LIMIT,
      windowMs: MINUTE,
    },
  ]);
}

/**
 * A preHandler that counts every call made with a signer token against that signer
 * (whichever of their tokens is used). A signing page needs a dozen calls; a script that
 * hammers an endpoint gets 429. Calls without a valid signer token pass through to the
 * route's own checks.
 */
export function signerRateLimit(context: TSigningContext) {
  return async (request: FastifyRequest) => {
    const presented = bearerOf(request.headers.authorization);
    if (!presented) return;
    const token = await verifyToken(context.tokenKey, presented, { typ: 'signer' }).catch(
      () => null,
    );
    if (token?.typ === 'signer') await countSignerCall(context, token.sub);
  };
}
