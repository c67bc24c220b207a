import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { bearerOf, type TVerifiedToken, verifyToken } from './access-token.ts';

/** The verified token of a v2 call of the given type, or UNAUTHORIZED. */
export async function requireToken<T extends TVerifiedToken['typ']>(
  key: Uint8Array,
  request: FastifyRequest,
  typ: T,
): Promise<Extract<TVerifiedToken, { typ: T }>> {
  const token = bearerOf(request.headers.authorization);
  if (!token) throw new AppError('UNAUTHORIZED', 'A bearer token is required');
  return (await verifyToken(key, token, { typ })) as Extract<TVerifiedToken, { typ: T }>;
}

/** An account or a signer token, whichever the call carries. */
export async function requireAnyToken(
  key: Uint8Array,
  request: FastifyRequest,
): Promise<TVerifiedToken> {
  const token = bearerOf(request.headers.authorization);
  if (!token) throw new AppError('UNAUTHORIZED', 'A bearer token is required');
  return verifyToken(key, token, { typ: 'any' });
}
