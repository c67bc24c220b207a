import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privateRoutes } from '../../platform/http/route-kit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import type { TAuth } from '../accounts/index.ts';
import { issueLoginToken } from './issue-login-token.ts';
import { refreshAccountToken } from './refresh-account-token.ts';
import type { TTokenVerifier } from './require-token.ts';
import { clientConfigRoute, loginRoute, refreshTokenRoute } from './token-routes.openapi.ts';

/**
 * The signing service's token calls: `login` with an API credential pair, or
 * with the browser's account session and no body; `refresh` with a valid or just-expired
 * token. Tokens are short-lived bearer JWTs; no service credential reaches the browser.
 * Each route's access and documentation: token-routes.openapi.ts.
 */
export const tokenRoutes: FastifyPluginAsyncZod<{
  platform: TPlatform;
  auth: TAuth;
  tokens: TTokenVerifier;
}> = async (app, { platform, auth, tokens }) => {
  privateRoutes(app, { publicUrl: platform.config.PUBLIC_URL });
  const { key, liveness } = tokens;

  app.post('/api/v2/login', loginRoute, async (request, reply) => {
    reply.type('text/plain; charset=utf-8');
    return issueLoginToken({ platform, auth, key }, request, request.body);
  });

  app.get('/api/v2/refresh', refreshTokenRoute, async (request) => ({
    token: await refreshAccountToken({ key, liveness, auth }, request),
  }));

  app.get('/api/config', clientConfigRoute, async () => ({
    domainUuid: platform.domainUuid,
    google: Boolean(platform.config.GOOGLE_CLIENT_ID),
    identification: platform.config.IDENTIFICATION_ENABLED,
  }));
};
