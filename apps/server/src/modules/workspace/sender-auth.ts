import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { TAuth } from '../accounts/index.ts';
import type { TOperationAccess, TOperationsContext } from '../operations/index.ts';
import { findOperation } from '../operations/index.ts';
import { requireAccountHolder } from '../tokens/index.ts';

/**
 * The operation of the path as its sender acts on it (an account token or the session
 * cookie, see requireAccountHolder): only the account that owns it finds it, anyone else
 * gets NOT_FOUND (ids of other accounts' operations reveal nothing).
 */
export async function loadSenderAccess(
  deps: { auth: TAuth; context: Pick<TOperationsContext, 'tokens' | 'db'> },
  { request, operationId }: { request: FastifyRequest; operationId: string },
): Promise<Extract<TOperationAccess, { actor: 'sender' }>> {
  const { userId } = await requireAccountHolder(
    { auth: deps.auth, tokens: deps.context.tokens },
    request,
  );
  const operation = await findOperation(deps.context.db, {
    operationId,
    scope: { ownerUserId: userId },
  });
  if (!operation) throw new AppError('NOT_FOUND', 'No such operation');
  return { operation, actor: 'sender', userId };
}
