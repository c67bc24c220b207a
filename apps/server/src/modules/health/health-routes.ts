import { ZProblem } from '@confirma/contracts/errors';
import { ZHealthResponse } from '@confirma/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RetryLaterError } from '../../platform/errors.ts';
import type { TPlatform } from '../../platform/platform.ts';

/** What a 503 of the health check tells the caller to wait, in seconds. */
const HEALTH_RETRY_AFTER_SECONDS = 5;

/**
 * Liveness and readiness: ok means this process's event loop answered and its database
 * answers. The database is not asked once per check: a statement of this process that came
 * back within the last second shows it (`checkAnswering`); otherwise one `select 1` answers
 * for every check waiting meanwhile. So a burst of checks adds no statement to the
 * database's queue and waits behind none of it.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ platform: TPlatform }> = async (
  app,
  { platform },
) => {
  app.get(
    '/api/health',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['platform'],
        summary: 'Service health',
        description:
          'Answers 200 when the service and its database answer (a statement came back within ' +
          'the last second, or a `select 1` within 2 s), 503 DB_UNAVAILABLE with Retry-After ' +
          'otherwise.',
        response: { 200: ZHealthResponse, 503: ZProblem },
      },
    },
    async (request, reply) => {
      try {
        await platform.database.checkAnswering();
      } catch (error) {
        request.log.warn({ err: error }, 'health: database did not answer');
        throw new RetryLaterError(
          'DB_UNAVAILABLE',
          HEALTH_RETRY_AFTER_SECONDS,
          'The database did not answer',
        );
      }
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, db: 'ok' as const };
    },
  );
};
