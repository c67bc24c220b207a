import { ZOutboxQuery, ZOutboxResponse } from '@confirma/contracts/outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOutboxMessages } from '../../platform/outbox/outbox-repo.ts';
import type { TPlatform } from '../../platform/platform.ts';

/**
 * The outbox: e-mails and SMS kept instead of delivered. Registered only when
 * OUTBOX_ENABLED (default outside production), since it shows every OTP and link.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ platform: TPlatform }> = async (
  app,
  { platform },
) => {
  app.get(
    '/api/dev/outbox',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['development'],
        summary: 'Messages kept in the outbox, newest first',
        querystring: ZOutboxQuery,
        response: { 200: ZOutboxResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { messages: await listOutboxMessages(platform.database.db, request.query) };
    },
  );
};
