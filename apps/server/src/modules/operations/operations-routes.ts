import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { actorOf } from '../../platform/http/access.ts';
import { idempotencyScope, sendIdempotent } from '../../platform/http/idempotent-reply.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import { sentVia, signerRateLimit } from '../tokens/index.ts';
import { answerOperationBatch } from './answer-operation-batch.ts';
import type { TOperationsService } from './create-operations-service.ts';
import {
  cancelOperationRoute,
  createOperationBatchRoute,
  createOperationRoute,
  readOperationRoute,
} from './operations-routes.openapi.ts';

/**
 * A preHandler: the domain in the path is checked first (before the access scope), as the
 * original service did.
 */
function domainCheck(domainUuid: string) {
  return async (request: FastifyRequest) => {
    if ((request.params as { domainUuid: string }).domainUuid !== domainUuid) {
      throw new AppError('NOT_FOUND', 'No such domain');
    }
  };
}

/**
 * Creating, reading and cancelling operations (account tokens; signers read their own).
 * Each route's access, limits and documentation: operations-routes.openapi.ts.
 */
export const operationsRoutes: FastifyPluginAsyncZod<{ operations: TOperationsService }> = async (
  app,
  { operations },
) => {
  const { context } = operations;
  const domainHook = domainCheck(context.platform.domainUuid);

  app.post(
    '/api/v2/create/withotpandtoken/:domainUuid',
    { ...createOperationRoute, preHandler: domainHook },
    async (request, reply) => {
      const { userId, organizationId, via } = actorOf(request, 'account-token');
      const result = await context.platform.idempotency.run(
        idempotencyScope(request, organizationId),
        200,
        (record) =>
          operations.createOperation({
            organizationId,
            senderUserId: userId,
            via: sentVia({ via }),
            request: request.body,
            meta: requestMeta(request),
            record,
          }),
      );
      return sendIdempotent(reply, result);
    },
  );

  app.post(
    '/api/v2/create/batch/:domainUuid',
    { ...createOperationBatchRoute, preHandler: domainHook },
    async (request) => {
      const { userId, organizationId, via } = actorOf(request, 'account-token');
      const outcomes = await operations.createOperationBatch({
        organizationId,
        senderUserId: userId,
        via: sentVia({ via }),
        items: request.body.operations,
        meta: requestMeta(request),
        idempotencyKey: request.headers['idempotency-key'],
      });
      return answerOperationBatch(request, outcomes);
    },
  );

  app.get(
    '/api/v2/getoperationbyuuid/:domainUuid/:operationUuid',
    { ...readOperationRoute, preHandler: [domainHook, signerRateLimit(context)] },
    async (request) => operations.readOperation({ access: actorOf(request, 'operation') }),
  );

  app.post('/api/v2/canceloperation/:operationUuid', cancelOperationRoute, async (request) => {
    await operations.cancelOperation({
      access: actorOf(request, 'operation'),
      meta: requestMeta(request),
    });
    return { status: 'CANCELLED' as const };
  });
};
