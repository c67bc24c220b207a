import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../platform/http/route-kit.ts';
import { listOutboxMessages } from '../../platform/outbox/outbox-repo.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { outboxRoute } from './outbox-routes.openapi.ts';

/**
 * The outbox: e-mails and SMS kept instead of delivered. Registered only when
 * OUTBOX_ENABLED (default outside production), since it shows every OTP and link.
 * The route's documentation: outbox-routes.openapi.ts.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ platform: TPlatform }> = async (
  app,
  { platform },
) => {
  app.get('/api/dev/outbox', outboxRoute, async (request, reply) => {
    reply.header('cache-control', NO_STORE);
    return { messages: await listOutboxMessages(platform.database.db, request.query) };
  });
};
