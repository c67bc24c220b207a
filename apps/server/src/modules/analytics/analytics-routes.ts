import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hitRateLimits } from '../../platform/http/rate-limit.ts';
import { privateRoutes } from '../../platform/http/route-kit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { MINUTE_MS } from '../../platform/time-units.ts';
import { recordEventRoute } from './analytics-routes.openapi.ts';
import { recordAnalyticsEvent } from './record-analytics-event.ts';

/**
 * First-party analytics, for anonymous and signed-in visitors alike: the
 * caller is never identified (no cookie, token, IP or user agent is read into the event).
 * Same-origin only, so another site cannot inflate the counts through its visitors'
 * browsers; scripts are held back by the per-IP limit. The route's documentation:
 * analytics-routes.openapi.ts.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{ platform: TPlatform }> = async (
  app,
  { platform },
) => {
  const db = platform.database.db;
  const max = platform.config.ANALYTICS_IP_LIMIT;
  privateRoutes(app, { publicUrl: platform.config.PUBLIC_URL });

  app.post('/api/events', recordEventRoute, async (request, reply) => {
    await hitRateLimits(db, [{ key: `analytics:ip:${request.ip}`, max, windowMs: MINUTE_MS }]);
    await recordAnalyticsEvent(db, request.body);
    return reply.status(204).send(null);
  });
};
