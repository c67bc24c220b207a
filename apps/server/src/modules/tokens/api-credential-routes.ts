import {
  ZApiCredential,
  ZApiCredentialCreate,
  ZApiCredentialList,
  ZApiCredentialListQuery,
  ZApiCredentialWithSecret,
} from '@confirma/contracts/api-credentials';
import { API_CREDENTIALS_MAX } from '@confirma/contracts/constants';
import { ZProblem } from '@confirma/contracts/errors';
import { ZIdempotencyHeaders } from '@confirma/contracts/idempotency';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/http/access.ts';
import { idempotencyScope, sendIdempotent } from '../../platform/http/idempotent-reply.ts';
import { sameOriginGuard } from '../../platform/http/route-kit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { createApiCredential, listApiCredentials, revokeApiCredential } from './api-credentials.ts';
import type { TTokenLiveness } from './token-liveness.ts';

/** My Account → API: create a credential (secret shown once), list them, revoke one. */
export const apiCredentialRoutes: FastifyPluginAsyncZod<{
  platform: TPlatform;
  liveness: TTokenLiveness;
}> = async (app, { platform, liveness }) => {
  const db = platform.database.db;
  app.addHook('onRequest', sameOriginGuard(platform.config.PUBLIC_URL));

  app.get(
    '/api/account/api-credentials',
    {
      config: { access: 'session' },
      schema: {
        tags: ['account'],
        summary: 'Your API credentials, newest first (secrets are never shown again)',
        description:
          'Revoked credentials are listed with their `revokedAt`. Each shows the last four ' +
          "characters of its secret ('' for credentials made before they were kept).",
        querystring: ZApiCredentialListQuery,
        response: { 200: ZApiCredentialList, 400: ZProblem, 401: ZProblem },
      },
    },
    async (request) => {
      const user = actorOf(request, 'session');
      return listApiCredentials(db, { userId: user.id, query: request.query });
    },
  );

  app.post(
    '/api/account/api-credentials',
    {
      config: { access: 'session' },
      schema: {
        tags: ['account'],
        summary: 'Create an API credential; the answer is the only time the secret is shown',
        description:
          `At most ${API_CREDENTIALS_MAX} active credentials an account (409 ` +
          '`API_CREDENTIALS_LIMIT`: revoke one first). With an `Idempotency-Key` a retry (same ' +
          'key and label, within 24 hours) creates no other credential and answers 200 with ' +
          'the one created (`Idempotent-Replayed: true`), without its secret: a secret is ' +
          'shown once, so a client that lost it revokes that credential and creates another.',
        headers: ZIdempotencyHeaders,
        body: ZApiCredentialCreate,
        response: {
          200: ZApiCredential,
          201: ZApiCredentialWithSecret,
          400: ZProblem,
          401: ZProblem,
          409: ZProblem,
        },
      },
    },
    async (request, reply) => {
      const user = actorOf(request, 'session');
      reply.header('cache-control', 'no-store');
      const result = await platform.idempotency.run(
        idempotencyScope(request, user.id),
        201,
        (record) =>
          db.transaction(async (tx) => {
            const created = await createApiCredential(tx, {
              userId: user.id,
              label: request.body.label,
            });
            // What a replay answers: the credential, never its secret (not even sealed).
            const { secret: _shownOnce, ...credential } = created;
            await record(tx, credential);
            return created;
          }),
      );
      return sendIdempotent(reply, result.replayed ? { ...result, status: 200 } : result);
    },
  );

  app.delete(
    '/api/account/api-credentials/:id',
    {
      config: { access: 'session' },
      schema: {
        tags: ['account'],
        summary: 'Revoke an API credential (its tokens stop working at once)',
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 204: z.null(), 401: ZProblem, 404: ZProblem },
      },
    },
    async (request, reply) => {
      const user = actorOf(request, 'session');
      await revokeApiCredential(db, { userId: user.id, id: request.params.id });
      liveness.forgetUser(user.id);
      return reply.status(204).send(null);
    },
  );
};
