import { ZProblem } from '@confirma/contracts/errors';
import { ZIdempotencyHeaders } from '@confirma/contracts/idempotency';
import {
  OPERATION_BATCH_MAX_ITEMS,
  ZCreateOperationBatchRequest,
  ZCreateOperationBatchResponse,
  ZCreateOperationRequest,
  ZCreateOperationResponse,
  ZEndedOperation,
  ZOperationResponse,
} from '@confirma/contracts/operations';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { actorOf } from '../../platform/http/access.ts';
import { idempotencyScope, sendIdempotent } from '../../platform/http/idempotent-reply.ts';
import { problemBody } from '../../platform/http/problem.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import { signerRateLimit } from '../tokens/index.ts';
import type { TOperationsService } from './create-operations-service.ts';

const problems = { 400: ZProblem, 401: ZProblem, 404: ZProblem };

/** Creating, reading and cancelling operations (account tokens; signers read their own). */
export const operationsRoutes: FastifyPluginAsyncZod<{ operations: TOperationsService }> = async (
  app,
  { operations },
) => {
  const { context } = operations;
  /** The domain in the path is checked first (before the access scope), as the original service did. */
  const domainHook = async (request: FastifyRequest) => {
    if ((request.params as { domainUuid: string }).domainUuid !== context.platform.domainUuid) {
      throw new AppError('NOT_FOUND', 'No such domain');
    }
  };

  app.post(
    '/api/v2/create/withotpandtoken/:domainUuid',
    {
      bodyLimit: 30 * 1024 * 1024,
      config: { access: 'account-token' },
      preHandler: domainHook,
      schema: {
        tags: ['signing service'],
        operationId: 'createOperation',
        summary: 'Create a signature operation',
        description:
          "Debits the sum of its signers' credit costs (a signature 2, a video identification " +
          '3, an identification and the OTP signature 3 + 2: one SIMPLE and one ' +
          'VIDEO_1PASO_OTP signer 7), settled with the creation, as one ledger entry whose ' +
          'reference is the operation; 402 INSUFFICIENT_CREDITS creates nothing. ' +
          '`loginautToken` is the signer token. ' +
          'Uploaded PDFs (checked before anything is stored or charged): 413 PAYLOAD_TOO_LARGE ' +
          '(over 20 MB) or PDF_TOO_COMPLEX (streams inflating past 50x the file and 200 MB, ' +
          'or a parse over the memory or time limit); 415 UNSUPPORTED_MEDIA_TYPE (not starting ' +
          'with %PDF-, damaged, encrypted) or PDF_ACTIVE_CONTENT (JavaScript, launch actions, ' +
          'embedded files, RichMedia, XFA). With an `Idempotency-Key` a retry (same key and ' +
          'body, within 24 hours) replays the first answer and never charges twice; the same ' +
          'key with another body is 409 CONFLICT.',
        params: z.object({ domainUuid: z.string() }),
        headers: ZIdempotencyHeaders,
        body: ZCreateOperationRequest,
        response: {
          200: ZCreateOperationResponse,
          ...problems,
          402: ZProblem,
          409: ZProblem,
          413: ZProblem,
          415: ZProblem,
        },
      },
    },
    async (request, reply) => {
      const { userId } = actorOf(request, 'account-token');
      const result = await context.platform.idempotency.run(
        idempotencyScope(request, userId),
        200,
        (record) =>
          operations.createOperation({
            ownerUserId: userId,
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
    {
      bodyLimit: 100 * 1024 * 1024,
      config: { access: 'account-token' },
      preHandler: domainHook,
      schema: {
        tags: ['signing service'],
        operationId: 'createOperationBatch',
        summary: `Create up to ${OPERATION_BATCH_MAX_ITEMS} signature operations in one call`,
        description:
          'Each item of `operations` is the body of POST /api/v2/create/withotpandtoken and ' +
          'is handled on its own, in order: validated, checked, charged and committed alone. ' +
          'The answer is 200 with one result per item, by index: `status` 200 and the ' +
          "creation's `result`, or the item's `status` and problem (`error`: 400 " +
          'VALIDATION_FAILED with the fields, 402 INSUFFICIENT_CREDITS once the balance no ' +
          'longer covers an item, 413, 415...): a refused item creates and charges nothing ' +
          'and leaves the others as they are. With an `Idempotency-Key` each item is kept ' +
          'under the key and its index: a retried batch replays the items already created ' +
          '(`replayed: true`) and creates only the others, never charging twice.',
        params: z.object({ domainUuid: z.string() }),
        headers: ZIdempotencyHeaders,
        body: ZCreateOperationBatchRequest,
        response: { 200: ZCreateOperationBatchResponse, ...problems },
      },
    },
    async (request) => {
      const outcomes = await operations.createOperationBatch({
        ownerUserId: actorOf(request, 'account-token').userId,
        items: request.body.operations,
        meta: requestMeta(request),
        idempotencyKey: request.headers['idempotency-key'],
      });
      const results = outcomes.map((outcome) =>
        'error' in outcome
          ? {
              index: outcome.index,
              status: outcome.error.status,
              error: problemBody(
                request,
                outcome.error.code,
                outcome.error.detail,
                outcome.error.fieldIssues,
              ),
            }
          : { status: 200 as const, ...outcome },
      );
      const failed = outcomes.filter((outcome) => 'error' in outcome).length;
      return { results, created: outcomes.length - failed, failed };
    },
  );

  app.get(
    '/api/v2/getoperationbyuuid/:domainUuid/:operationUuid',
    {
      config: { access: 'operation' },
      preHandler: [domainHook, signerRateLimit(context)],
      schema: {
        tags: ['signing service'],
        operationId: 'getOperation',
        summary: 'Read an operation: authPolicy.fields, documents and status',
        params: z.object({ domainUuid: z.string(), operationUuid: z.uuid() }),
        response: { 200: ZOperationResponse, ...problems, 429: ZProblem },
      },
    },
    async (request) => operations.readOperation({ access: actorOf(request, 'operation') }),
  );

  app.post(
    '/api/v2/canceloperation/:operationUuid',
    {
      config: { access: 'operation' },
      schema: {
        tags: ['signing service'],
        operationId: 'cancelOperation',
        summary: 'Cancel an operation that is not signed yet (its owner only)',
        params: z.object({ operationUuid: z.uuid() }),
        response: {
          200: ZEndedOperation('CANCELLED'),
          ...problems,
          403: ZProblem,
          409: ZProblem,
        },
      },
    },
    async (request) => {
      await operations.cancelOperation({
        access: actorOf(request, 'operation'),
        meta: requestMeta(request),
      });
      return { status: 'CANCELLED' as const };
    },
  );
};
