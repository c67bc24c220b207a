import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { accountRoutes } from './modules/accounts/account-routes.ts';
import { createAuth } from './modules/accounts/auth.ts';
import { authRoutes } from './modules/accounts/auth-routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics-routes.ts';
import { contactRoutes } from './modules/contacts/contact-routes.ts';
import { devContactRoutes } from './modules/contacts/dev-contact-routes.ts';
import { demoRoutes } from './modules/demo/demo-routes.ts';
import { outboxRoutes } from './modules/dev/outbox-routes.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { operationsRoutes } from './modules/operations/operations-routes.ts';
import { createPlatformSealer } from './modules/operations/platform-sealer.ts';
import { signingRoutes } from './modules/operations/signing-routes.ts';
import { tsaRoutes } from './modules/operations/tsa-routes.ts';
import { tokenKey } from './modules/tokens/access-token.ts';
import { apiCredentialRoutes } from './modules/tokens/api-credential-routes.ts';
import { tokenRoutes } from './modules/tokens/token-routes.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerProblemHandlers } from './platform/http/problem.ts';
import { registerSecurityHeaders } from './platform/http/security.ts';
import { inlineScriptHashes, registerSpa } from './platform/http/spa.ts';
import type { TPlatform } from './platform/platform.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Builds the HTTP application on a ready platform; does not listen. */
export async function buildApp(platform: TPlatform) {
  const { config } = platform;
  const app = Fastify({
    loggerInstance: platform.log as FastifyBaseLogger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.NODE_ENV === 'production',
    requestIdHeader: 'x-request-id',
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerProblemHandlers(app);
  await registerSecurityHeaders(app, config.PUBLIC_URL, inlineScriptHashes(config.WEB_DIST_DIR));
  await registerOpenApi(app, config.PUBLIC_URL);

  const auth = createAuth(platform, platform.authSecret);
  await app.register(healthRoutes, { platform });
  await app.register(authRoutes, { platform, auth });
  await app.register(accountRoutes, { platform, auth });
  await app.register(apiCredentialRoutes, { platform, auth });
  await app.register(tokenRoutes, { platform, auth });
  const { seal, pki } = await createPlatformSealer(platform);
  await app.register(tsaRoutes, { pki });
  const signing = { tokenKey: tokenKey(platform.authSecret), seal };
  await app.register(operationsRoutes, { platform, deps: signing });
  await app.register(signingRoutes, { platform, deps: signing });
  await app.register(demoRoutes, { platform, deps: signing });
  await app.register(analyticsRoutes, { platform });
  await app.register(contactRoutes, { platform });
  if (config.OUTBOX_ENABLED) {
    await app.register(outboxRoutes, { platform });
    await app.register(devContactRoutes, { platform });
  }

  const spa = await registerSpa(app, config.WEB_DIST_DIR);
  if (!spa)
    app.log.warn({ dir: config.WEB_DIST_DIR }, 'web client not built; serving the API only');
  return app;
}

export type TApp = Awaited<ReturnType<typeof buildApp>>;
