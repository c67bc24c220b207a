import { ZProblem } from '@confirma/contracts/errors';
import {
  ZCreateOperationRequest,
  ZCreateOperationResponse,
  ZOperationResponse,
} from '@confirma/contracts/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { requireToken } from '../tokens/require-token.ts';
import type { TSigningDeps } from './complete-signature.ts';
import { createOperation, requestMeta } from './create-operation.ts';
import { endOperation } from './end-operation.ts';
import { loadOperationAccess } from './operation-access.ts';
import { readOperation } from './read-operation.ts';

const problems = { 400: ZProblem, 401: ZProblem, 404: ZProblem };

/** Creating and reading operations (account tokens; signers may read their own). */
export const operationsRoutes: FastifyPluginAsyncZod<{
  platform: TPlatform;
  deps: TSigningDeps;
}> = async (app, { platform, deps }) => {
  const db = platform.database.db;
  const checkDomain = (domainUuid: string) => {
    if (domainUuid !== platform.domainUuid) throw new AppError('NOT_FOUND', 'No such domain');
  };

  app.post(
    '/api/v2/create/withotpandtoken/:domainUuid',
    {
      bodyLimit: 30 * 1024 * 1024,
      schema: {
        tags: ['signing service'],
        summary: 'Create a signature operation',
        description:
          'Debits the credit cost (signature 2, video identification 3) in the same transaction; ' +
          '402 INSUFFICIENT_CREDITS creates nothing. `loginautToken` is the signer token.',
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
      const token = await requireToken(deps.tokenKey, request, 'account');
      return createOperation(
        platform,
        deps.tokenKey,
        token.sub,
        request.body,
        requestMeta(request),
      );
    },
  );

  app.get(
    '/api/v2/getoperationbyuuid/:domainUuid/:operationUuid',
    {
      schema: {
        tags: ['signing service'],
        summary: 'Read an operation: authPolicy.fields, documents and status',
        params: z.object({ domainUuid: z.string(), operationUuid: z.uuid() }),
        response: { 200: ZOperationResponse, ...problems },
      },
    },
    async (request) => {
      checkDomain(request.params.domainUuid);
      const access = await loadOperationAccess(
        db,
        deps.tokenKey,
        request,
        request.params.operationUuid,
      );
      return readOperation(
        db,
        access.operation,
        access.actor === 'signer' ? access.signer.id : null,
      );
    },
  );

  app.post(
    '/api/v2/canceloperation/:operationUuid',
    {
      schema: {
        tags: ['signing service'],
        summary: 'Cancel an operation that is not signed yet (its owner only)',
        params: z.object({ operationUuid: z.uuid() }),
        response: {
          200: z.object({ status: z.literal('CANCELLED') }),
          ...problems,
          403: ZProblem,
          409: ZProblem,
        },
      },
    },
    async (request) => {
      const access = await loadOperationAccess(
        db,
        deps.tokenKey,
        request,
        request.params.operationUuid,
      );
      if (access.actor !== 'sender') throw new AppError('FORBIDDEN', 'Only the sender can cancel');
      await endOperation(
        db,
        access.operation,
        'CANCELLED',
        { type: 'sender', id: access.userId },
        requestMeta(request),
      );
      return { status: 'CANCELLED' as const };
    },
  );
};
