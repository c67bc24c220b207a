import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { TAccessResolver } from '../../platform/http/access.ts';
import type { TOperationAccess, TOperationsContext } from '../operations/index.ts';
import { findOperation, memberScope } from '../operations/index.ts';
import type { TAccountActor } from '../tokens/index.ts';

/** The sender acting on one of their operations. */
export type TSenderAccess = Extract<TOperationAccess, { actor: 'sender' }>;

declare module '../../platform/http/access.ts' {
  interface TAccessScopes {
    /** The owner of the operation of the path, as an `account` (token or session cookie). */
    sender: TSenderAccess;
  }
}

/**
 * The `sender` scope: the operation of the path as its sender acts on it (the `account`
 * scope's resolver: an account token or the session cookie). Only the account that owns it
 * finds it, anyone else gets NOT_FOUND (ids of other accounts' operations reveal nothing).
 */
export function senderAccess(
  account: TAccessResolver<TAccountActor>,
  context: Pick<TOperationsContext, 'db'>,
): TAccessResolver<TSenderAccess> {
  return {
    resolve: async (request, reply) => {
      const member = await account.resolve(request, reply);
      const { operationUuid } = (request as FastifyRequest<{ Params: { operationUuid: string } }>)
        .params;
      const operation = await findOperation(context.db, {
        operationId: operationUuid,
        scope: memberScope(member),
      });
      if (!operation) throw new AppError('NOT_FOUND', 'No such operation');
      return { operation, actor: 'sender', ...member };
    },
  };
}
