import { ZProblem } from '@confirma/contracts/errors';
import { ZAccessToken, ZClientConfig, ZLoginRequest } from '@confirma/contracts/tokens';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { hitRateLimits } from '../../platform/http/rate-limit.ts';
import { sameOriginGuard } from '../../platform/http/route-kit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { MINUTE_MS } from '../../platform/time-units.ts';
import { requireSession, type TAuth } from '../accounts/index.ts';
import {
  ACCOUNT_TOKEN_SECONDS,
  bearerOf,
  issueToken,
  REFRESH_GRACE_SECONDS,
  verifyToken,
} from './access-token.ts';
import { authenticateApiCredential } from './api-credentials.ts';
import type { TTokenVerifier } from './require-token.ts';

/**
 * The signing service's token calls: `login` with an API credential pair, or
 * with the browser's account session and no body; `refresh` with a valid or just-expired
 * token. Tokens are short-lived bearer JWTs; no service credential reaches the browser.
 */
export const tokenRoutes: FastifyPluginAsyncZod<{
  platform: TPlatform;
  auth: TAuth;
  tokens: TTokenVerifier;
}> = async (app, { platform, auth, tokens }) => {
  const db = platform.database.db;
  app.addHook('onRequest', sameOriginGuard(platform.config.PUBLIC_URL));
  const { key, liveness } = tokens;
  const WINDOW = 15 * MINUTE_MS;

  app.post(
    '/api/v2/login',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['signing service'],
        operationId: 'login',
        summary: 'Get an access token (15 minutes)',
        description:
          'With `{username, userpassword}` (an API credential created in My Account), or with ' +
          'no body from a browser holding an account session. The answer body is the token (text/plain).',
        // A credential pair in the body, or the session cookie and no body.
        security: [{}, { sessionCookie: [] }],
        produces: ['text/plain'],
        // No body (no content type, or an empty JSON body) reaches validation as null.
        body: ZLoginRequest.nullish(),
        response: { 200: ZAccessToken, 401: ZProblem, 415: ZProblem, 429: ZProblem },
      },
    },
    async (request, reply) => {
      reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store');
      const { username, userpassword } = request.body ?? {};
      if (username && userpassword) {
        await hitRateLimits(db, [
          {
            key: `v2-login:ip:${request.ip}`,
            max: platform.config.AUTH_SIGN_IN_LIMIT,
            windowMs: WINDOW,
          },
          {
            key: `v2-login:user:${username}`,
            max: platform.config.AUTH_SIGN_IN_LIMIT,
            windowMs: WINDOW,
          },
        ]);
        const { userId, credentialId } = await authenticateApiCredential(
          db,
          username,
          userpassword,
        );
        return issueToken(
          key,
          { typ: 'account', sub: userId, cid: credentialId },
          ACCOUNT_TOKEN_SECONDS,
        );
      }
      if (username || userpassword)
        throw new AppError('UNAUTHORIZED', 'Wrong username or password');
      const { user, sessionId } = await requireSession(auth, request);
      return issueToken(
        key,
        { typ: 'account', sub: user.id, cid: 'session', sid: sessionId },
        ACCOUNT_TOKEN_SECONDS,
      );
    },
  );

  app.get(
    '/api/v2/refresh',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['signing service'],
        operationId: 'refreshToken',
        summary: 'Exchange a valid or just-expired token for a new one',
        description: `Accepts a token up to ${REFRESH_GRACE_SECONDS / 60} minutes after it expired, while its credential is not revoked or, for a browser's token, with the same account session.`,
        // The token, even expired within the grace (and a browser's, its session cookie).
        security: [{ accountToken: [] }],
        response: { 200: z.object({ token: z.string() }), 401: ZProblem },
      },
    },
    async (request) => {
      const presented = bearerOf(request.headers.authorization);
      if (!presented) throw new AppError('UNAUTHORIZED', 'A bearer token is required');
      const claims = await verifyToken(key, presented, {
        typ: 'account',
        graceSeconds: REFRESH_GRACE_SECONDS,
      });
      if (claims.typ !== 'account') throw new AppError('UNAUTHORIZED');
      // The session or credential it stands on, and the user, must still be alive.
      await liveness.assertAlive(claims);
      if (claims.cid === 'session') {
        // ...and the browser asking must hold that very session.
        const { sessionId } = await requireSession(auth, request);
        if (sessionId !== claims.sid) throw new AppError('UNAUTHORIZED');
      }
      const { sub, cid, sid } = claims;
      const token = await issueToken(
        key,
        { typ: 'account', sub, cid, ...(sid ? { sid } : {}) },
        ACCOUNT_TOKEN_SECONDS,
      );
      return { token };
    },
  );

  app.get(
    '/api/config',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['platform'],
        operationId: 'getClientConfig',
        summary: 'Public client configuration',
        response: { 200: ZClientConfig },
      },
    },
    async () => ({
      domainUuid: platform.domainUuid,
      google: Boolean(platform.config.GOOGLE_CLIENT_ID),
      identification: platform.config.IDENTIFICATION_ENABLED,
    }),
  );
};
