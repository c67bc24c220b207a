import { ZAnalyticsEvent } from '@confirma/contracts/analytics';
import { ZProblem } from '@confirma/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hitRateLimits } from '../../platform/http/rate-limit.ts';
import { sameOriginGuard } from '../../platform/http/route-kit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { MINUTE_MS } from '../../platform/time-units.ts';
import { recordAnalyticsEvent } from './record-analytics-event.ts';

/**
 * First-party analytics, for anonymous and signed-in visitors alike: the
 * caller is never identified (no cookie, token, IP or user agent is read into the event).
 * Same-origin only, so another site cannot inflate the counts through its visitors'
 * browsers; scripts are held back by the per-IP limit.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{ platform: TPlatform }> = async (
  app,
  { platform },
) => {
  const db = platform.database.db;
  app.addHook('onRequest', sameOriginGuard(platform.config.PUBLIC_URL));

  app.post(
    '/api/events',
    {
      config: { access: 'anonymous' },
      bodyLimit: 1024,
      schema: {
        tags: ['analytics'],
        summary: 'Record an analytics event (category, action, optional label)',
        description:
          'Stores only the category, action, label and time: no IP, user agent or user. ' +
          'Limited per IP (`ANALYTICS_IP_LIMIT` a minute): 429 RATE_LIMITED with Retry-After.',
        body: ZAnalyticsEvent,
        response: { 204: z.null(), 400: ZProblem, 403: ZProblem, 429: ZProblem },
      },
    },
    async (request, reply) => {
      await hitRateLimits(db, [
        {
          key: `analytics:ip:${request.ip}`,
          max: platform.config.ANALYTICS_IP_LIMIT,
          windowMs: MINUTE_MS,
        },
      ]);
      await recordAnalyticsEvent(db, request.body);
      return reply.status(204).send(null);
    },
  );
};
