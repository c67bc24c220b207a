import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { requireUser, type TAuth } from '../accounts/index.ts';
import { bearerOf, requireToken } from '../tokens/index.ts';
import type { TOperationAccess, TSigningContext } from './operations.types.ts';
import { findOperation } from './operations-queries.ts';

/**
 * The account behind a sender's request: an account token (`Authorization: Bearer`, an
 * integrator or the web's v2 token) or else the browser's session cookie. Neither is
 * UNAUTHORIZED; a signer token is not an account's and is UNAUTHORIZED too.
 */
export async function requireSenderId(
  { auth, context }: { auth: TAuth; context: Pick<TSigningContext, 'tokens'> },
  request: FastifyRequest,
): Promise<string> {
  if (bearerOf(request.headers.authorization)) {
    return (await requireToken(context.tokens, request, 'account')).sub;
  }
  return (await requireUser(auth, request)).id;
}

/**
 * The operation of the path as its sender acts on it: only the account that owns it finds
 * it, anyone else gets NOT_FOUND (ids of other accounts' operations reveal nothing).
 */
export async function loadSenderAccess(
  deps: { auth: TAuth; context: Pick<TSigningContext, 'tokens' | 'db'> },
  { request, operationId }: { request: FastifyRequest; operationId: string },
): Promise<Extract<TOperationAccess, { actor: 'sender' }>> {
  const userId = await requireSenderId(deps, request);
  const operation = await findOperation(deps.context.db, { operationId, ownerUserId: userId });
  if (!operation) throw new AppError('NOT_FOUND', 'No such operation');
  return { operation, actor: 'sender', userId };
}
