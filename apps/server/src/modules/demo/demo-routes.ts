import { ZDemoOperationRequest, ZDemoOperationResponse } from '@confirma/contracts/demo';
import { ZProblem } from '@confirma/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestMeta } from '../../platform/http/request-meta.ts';
import { sameOriginGuard } from '../../platform/http/route-kit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { createPow, registerChallengeRoute } from '../captcha/index.ts';
import type { TOperationsService } from '../operations/index.ts';
import { createDemoOperation } from './create-demo-operation.ts';

/**
 * The anonymous public demo: a proof-of-work challenge, then a test
 * operation. Same-origin only: the demo form is our own page; a foreign page cannot post
 * it from its visitors' browsers.
 */
export const demoRoutes: FastifyPluginAsyncZod<{
  platform: TPlatform;
  operations: TOperationsService;
}> = async (app, { platform, operations }) => {
  const db = platform.database.db;
  const { config } = platform;
  const pow = createPow(config, platform.authSecret);
  app.addHook('onRequest', sameOriginGuard(config.PUBLIC_URL));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  registerChallengeRoute(app, {
    url: '/api/demo/challenge',
    tag: 'public demo',
    form: 'the demo form',
    limitKey: 'demo-challenge',
    limitVar: 'DEMO_CHALLENGE_LIMIT',
    perMinute: config.DEMO_CHALLENGE_LIMIT,
    db,
    pow,
  });

  app.post(
    '/api/demo/operations',
    {
      config: { access: 'anonymous' },
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['public demo'],
        summary: 'Start a test operation (no account, no credits, no legal validity)',
        description:
          'SIMPLE: demo OTP template (opClass 1239), signed with an SMS code; BIOMETRICA: ' +
          'biometric demo template (847), handwritten; IDENTIFICACION_FIRMA: contract (1241), ' +
          'VIDEO_1PASO_OTP; PARTE_VIAJERO: traveller report (1243), VIDEO_1PASO_OTP (both ' +
          'with `nif`, the document number to be shown; the signer token opens the capture ' +
          'screen). The signer gets the invitation e-mail; every page carries a ' +
          '"DEMO" watermark in the chosen language. 400 CAPTCHA_FAILED: the proof of work is ' +
          'missing, wrong, expired or already used (nothing is created); 429 RATE_LIMITED ' +
          'with Retry-After: per IP per hour (`DEMO_IP_LIMIT`) or per phone / e-mail per day ' +
          '(`DEMO_DESTINATION_LIMIT`); an identification type also per IP and per phone / ' +
          'e-mail per day (`DEMO_IDENTIFICATION_IP_LIMIT`, `DEMO_IDENTIFICATION_DESTINATION_LIMIT`).',
        body: ZDemoOperationRequest,
        response: { 200: ZDemoOperationResponse, 400: ZProblem, 403: ZProblem, 429: ZProblem },
      },
    },
    async (request) =>
      createDemoOperation(
        { platform, operations, pow },
        { body: request.body, meta: requestMeta(request) },
      ),
  );
};
