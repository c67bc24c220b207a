import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDb } from '../../platform/db/client.ts';
import { hitRateLimits } from '../../platform/http/rate-limit.ts';
import { NO_STORE } from '../../platform/http/route-kit.ts';
import { MINUTE_MS } from '../../platform/time-units.ts';
import { challengeRoute } from './challenge-route.openapi.ts';
import type { TPow } from './proof-of-work.ts';

type TZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * `GET {url}`: a fresh proof-of-work challenge for one public form, limited to
 * `perMinute` per IP (the setting `limitVar`, counted under `{limitKey}:ip:<ip>`). Never
 * cached. The route's documentation: challenge-route.openapi.ts.
 */
export function registerChallengeRoute(
  app: TZodApp,
  options: {
    url: string;
    tag: string;
    form: string;
    limitKey: string;
    limitVar: string;
    perMinute: number;
    db: TDb;
    pow: TPow;
  },
) {
  const { db, pow, limitKey, perMinute } = options;
  app.get(options.url, challengeRoute(options), async (request, reply) => {
    reply.header('cache-control', NO_STORE);
    const perIp = { key: `${limitKey}:ip:${request.ip}`, max: perMinute, windowMs: MINUTE_MS };
    await hitRateLimits(db, [perIp]);
    return pow.issue();
  });
}
