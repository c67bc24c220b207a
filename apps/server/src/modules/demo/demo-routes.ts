import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestMeta } from '../../platform/http/request-meta.ts';
import { privateRoutes } from '../../platform/http/route-kit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { createPow, registerChallengeRoute } from '../captcha/index.ts';
import type { TOperationsService } from '../operations/index.ts';
import { createDemoOperation } from './create-demo-operation.ts';
import { createDemoOperationRoute } from './demo-routes.openapi.ts';

/**
 * The anonymous public demo: a proof-of-work challenge, then a test
 * operation. Same-origin only: the demo form is our own page; a foreign page cannot post
 * it from its visitors' browsers. The operation route's documentation: demo-routes.openapi.ts.
 */
export const demoRoutes: FastifyPluginAsyncZod<{
  platform: TPlatform;
  operations: TOperationsService;
}> = async (app, { platform, operations }) => {
  const { config } = platform;
  const pow = createPow(config, platform.authSecret);
  privateRoutes(app, { publicUrl: config.PUBLIC_URL });

  registerChallengeRoute(app, {
    url: '/api/demo/challenge',
    tag: 'public demo',
    form: 'the demo form',
    limitKey: 'demo-challenge',
    limitVar: 'DEMO_CHALLENGE_LIMIT',
    perMinute: config.DEMO_CHALLENGE_LIMIT,
    db: platform.database.db,
    pow,
  });

  app.post('/api/demo/operations', createDemoOperationRoute, async (request) =>
    createDemoOperation(
      { platform, operations, pow },
      { body: request.body, meta: requestMeta(request) },
    ),
  );
};
