import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/http/access.ts';
import { idempotencyScope, sendIdempotent } from '../../platform/http/idempotent-reply.ts';
import { privateRoutes } from '../../platform/http/route-kit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import {
  createCredentialRoute,
  listCredentialsRoute,
  revokeCredentialRoute,
} from './api-credential-routes.openapi.ts';
import { createApiCredential, listApiCredentials, revokeApiCredential } from './api-credentials.ts';
import type { TTokenLiveness } from './token-liveness.ts';

/**
 * My Account → API: create a credential (secret shown once), list them, revoke one.
 * Each route's access and documentation: api-credential-routes.openapi.ts.
 */
export const apiCredentialRoutes: FastifyPluginAsyncZod<{
  platform: TPlatform;
  liveness: TTokenLiveness;
}> = async (app, { platform, liveness }) => {
  const db = platform.database.db;
  privateRoutes(app, { publicUrl: platform.config.PUBLIC_URL });

  app.get('/api/account/api-credentials', listCredentialsRoute, async (request) =>
    listApiCredentials(db, {
      organizationId: actorOf(request, 'member').organizationId,
      query: request.query,
    }),
  );

  app.post('/api/account/api-credentials', createCredentialRoute, async (request, reply) => {
    const { userId, organizationId, role } = actorOf(request, 'member');
    const { label, scope } = request.body;
    const result = await platform.idempotency.run(
      idempotencyScope(request, organizationId),
      201,
      (record) => createApiCredential(db, { organizationId, userId, role, label, scope, record }),
    );
    // A replay answers the credential without its secret: 200, not the creation's 201.
    return sendIdempotent(reply, result.replayed ? { ...result, status: 200 } : result);
  });

  app.delete('/api/account/api-credentials/:id', revokeCredentialRoute, async (request, reply) => {
    const { organizationId, userId } = actorOf(request, 'member');
    const createdBy = await revokeApiCredential(db, {
      organizationId,
      userId,
      id: request.params.id,
    });
    liveness.forgetUser(createdBy);
    return reply.status(204).send(null);
  });
};
