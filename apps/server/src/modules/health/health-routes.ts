import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../platform/http/route-kit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { checkHealth } from './check-health.ts';
import { healthRoute } from './health-routes.openapi.ts';

/**
 * Liveness and readiness: ok means this process's event loop answered and its database
 * answers. The database is not asked once per check: a statement of this process that came
 * back within the last second shows it (`checkAnswering`); otherwise one `select 1` answers
 * for every check waiting meanwhile. So a burst of checks adds no statement to the
 * database's queue and waits behind none of it. The route's documentation:
 * health-routes.openapi.ts.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ platform: TPlatform }> = async (
  app,
  { platform },
) => {
  app.get('/api/health', healthRoute, async (request, reply) => {
    await checkHealth(platform, request.log);
    reply.header('cache-control', NO_STORE);
    return { status: 'ok' as const, db: 'ok' as const };
  });
};
