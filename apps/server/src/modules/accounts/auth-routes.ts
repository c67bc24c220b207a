import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../platform/http/route-kit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import type { TAuth, TSessionEndListener } from './auth.ts';
import { betterAuthRoute } from './auth-routes.openapi.ts';
import { callBetterAuth } from './call-better-auth.ts';

/** better-auth's answer as Fastify's: its status, headers and cookies, never kept. */
async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  reply.header('cache-control', NO_STORE);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

/**
 * better-auth's endpoints the product uses, under /api/auth, behind our rate limits
 * (call-better-auth.ts). The route's options: auth-routes.openapi.ts.
 */
export const authRoutes: FastifyPluginAsyncZod<{
  platform: TPlatform;
  auth: TAuth;
  liveness: TSessionEndListener;
}> = async (app, bridge) => {
  const handler = async (request: FastifyRequest, reply: FastifyReply) =>
    sendWebResponse(reply, await callBetterAuth(bridge, request));

  // The SAML assertion consumer service receives the IdP's form post.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.get('/api/auth/*', betterAuthRoute, handler);
  app.post('/api/auth/*', betterAuthRoute, handler);
};
