import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { bearerOf, type TVerifiedToken, verifyToken } from './access-token.ts';
import type { TTokenLiveness } from './token-liveness.ts';

/** What checking a bearer token takes: the signing key, and the liveness of account tokens. */
export interface TTokenVerifier {
  key: Uint8Array;
  liveness: TTokenLiveness;
}

/**
 * The verified token of a v2 call, of the given type or either, or UNAUTHORIZED. An account
 * token must also still stand on a live session or credential of an existing user.
 */
async function verifyBearer(
  verifier: TTokenVerifier,
  request: FastifyRequest,
  typ: TVerifiedToken['typ'] | 'any',
): Promise<TVerifiedToken> {
  const token = bearerOf(request.headers.authorization);
  if (!token) throw new AppError('UNAUTHORIZED', 'A bearer token is required');
  const claims = await verifyToken(verifier.key, token, { typ });
  if (claims.typ === 'account') await verifier.liveness.assertAlive(claims);
  return claims;
}

/** The verified token of a v2 call of the given type, or UNAUTHORIZED. */
export async function requireToken<T extends TVerifiedToken['typ']>(
  verifier: TTokenVerifier,
  request: FastifyRequest,
  typ: T,
): Promise<Extract<TVerifiedToken, { typ: T }>> {
  return (await verifyBearer(verifier, request, typ)) as Extract<TVerifiedToken, { typ: T }>;
}

/** An account or a signer token, whichever the call carries. */
export async function requireAnyToken(
  verifier: TTokenVerifier,
  request: FastifyRequest,
): Promise<TVerifiedToken> {
  return verifyBearer(verifier, request, 'any');
}
