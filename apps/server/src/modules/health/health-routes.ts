import { ZProblem } from '@confirma/contracts/errors';
import { ZHealthResponse } from '@confirma/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import type { TPlatform } from '../../platform/platform.ts';

/** Liveness and readiness: answers ok only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<{ platform: TPlatform }> = async (
  app,
  { platform },
) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Service health',
        description: 'Answers 200 when the service and its database answer, 503 otherwise.',
        response: { 200: ZHealthResponse, 503: ZProblem },
      },
    },
    async (request, reply) => {
      try {
        await platform.database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'health: database did not answer');
        throw new AppError('DB_UNAVAILABLE', 'The database did not answer');
      }
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, db: 'ok' as const };
    },
  );
};
