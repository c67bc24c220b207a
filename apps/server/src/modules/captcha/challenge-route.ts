import { ZPowChallenge } from '@confirma/contracts/captcha';
import { ZProblem } from '@confirma/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDb } from '../../platform/db/client.ts';
import { hitRateLimits } from '../../platform/http/rate-limit.ts';
import { MINUTE_MS } from '../../platform/time-units.ts';
import type { TPow } from './proof-of-work.ts';

type TZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * `GET {url}`: a fresh proof-of-work challenge for one public form, limited to
 * `perMinute` per IP (the setting `limitVar`, counted under `{limitKey}:ip:<ip>`). Never
 * cached.
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
  const { db, pow } = options;
  app.get(
    options.url,
    {
      config: { access: 'anonymous' },
      schema: {
        tags: [options.tag],
        summary: `A proof-of-work challenge (ALTCHA v2) for ${options.form}`,
        description:
          'PBKDF2/SHA-256, deterministic mode, valid 10 minutes, good for one submission. ' +
          "Solve it with altcha-lib's `solveChallenge` and the WebCrypto `deriveKey` of " +
          '`altcha-lib/algorithms/web/pbkdf2`, then send `base64(JSON.stringify({challenge, ' +
          `solution}))\` as \`altcha\`. Limited per IP (\`${options.limitVar}\` a minute).`,
        response: { 200: ZPowChallenge, 429: ZProblem },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await hitRateLimits(db, [
        {
          key: `${options.limitKey}:ip:${request.ip}`,
          max: options.perMinute,
          windowMs: MINUTE_MS,
        },
      ]);
      return pow.issue();
    },
  );
}
