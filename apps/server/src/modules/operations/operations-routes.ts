import { ZProblem } from '@confirma/contracts/errors';
import {
  ZCreateOperationRequest,
  ZCreateOperationResponse,
  ZEndedOperation,
  ZOperationResponse,
} from '@confirma/contracts/operations';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import { requireToken } from '../tokens/index.ts';
import { accessOf, operationAccessHook } from './operation-access.ts';
import { signerRateLimit } from './signer-rate-limit.ts';
import type { TSigningService } from './signing-service.ts';

const problems = { 400: ZProblem, 401: ZProblem, 404: ZProblem };

/** Creating, reading and cancelling operations (account tokens; signers read their own). */
export const operationsRoutes: FastifyPluginAsyncZod<{ signing: TSigningService }> = async (
  app,
  { signing },
) => {
  const { context } = signing;
  const checkDomain = (domainUuid: string) => {
    if (domainUuid !== context.platform.domainUuid) {
      throw new AppError('NOT_FOUND', 'No such domain');
    }
  };
  /** The domain in the path is checked first, as the original service did. */
  const domainHook = async (request: FastifyRequest) =>
    checkDomain((request.params as { domainUuid: string }).domainUuid);
  app.decorateRequest('operationAccess', null);

  app.post(
    '/api/v2/create/withotpandtoken/:domainUuid',
    {
      bodyLimit: 30 * 1024 * 1024,
      schema: {
        tags: ['signing service'],
        summary: 'Create a signature operation',
        description:
          'Debits the credit cost (signature 2, video identification 3) in the same transaction; ' +
          '402 INSUFFICIENT_CREDITS creates nothing. `loginautToken` is the signer token. ' +
          'Uploaded PDFs (checked before anything is stored or charged): 413 PAYLOAD_TOO_LARGE ' +
          '(over 20 MB) or PDF_TOO_COMPLEX (streams inflating past 50x the file and 200 MB, ' +
          'or a parse over the memory or time limit); 415 UNSUPPORTED_MEDIA_TYPE (not starting ' +
          'with %PDF-, damaged, encrypted) or PDF_ACTIVE_CONTENT (JavaScript, launch actions, ' +
          'embedded files, RichMedia, XFA).',
        params: z.object({ domainUuid: z.string() }),
        body: ZCreateOperationRequest,
        response: {
          200: ZCreateOperationResponse,
          ...problems,
          402: ZProblem,
          413: ZProblem,
          415: ZProblem,
        },
      },
    },
    async (request) => {
      checkDomain(request.params.domainUuid);
      const token = await requireToken(context.tokens, request, 'account');
      return signing.createOperation({
        ownerUserId: token.sub,
        request: request.body,
        meta: requestMeta(request),
      });
    },
  );

  app.get(
    '/api/v2/getoperationbyuuid/:domainUuid/:operationUuid',
    {
      preHandler: [domainHook, signerRateLimit(context), operationAccessHook(context)],
      schema: {
        tags: ['signing service'],
        summary: 'Read an operation: authPolicy.fields, documents and status',
        params: z.object({ domainUuid: z.string(), operationUuid: z.uuid() }),
        response: { 200: ZOperationResponse, ...problems, 429: ZProblem },
      },
    },
    async (request) => signing.readOperation({ access: accessOf(request) }),
  );

  app.post(
    '/api/v2/canceloperation/:operationUuid',
    {
      preHandler: operationAccessHook(context),
      schema: {
        tags: ['signing service'],
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
      await signing.cancelOperation({ access: accessOf(request), meta: requestMeta(request) });
      return { status: 'CANCELLED' as const };
    },
  );
};
