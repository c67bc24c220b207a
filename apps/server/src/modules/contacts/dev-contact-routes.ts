import { ZContactsQuery, ZContactsResponse } from '@confirma/contracts/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TPlatform } from '../../platform/platform.ts';
import { listContacts } from './list-contacts.ts';

/**
 * The stored contact requests, for development and the end-to-end tests. Registered only
 * where the outbox is (OUTBOX_ENABLED, default outside production): it shows personal data.
 */
export const devContactRoutes: FastifyPluginAsyncZod<{ platform: TPlatform }> = async (
  app,
  { platform },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const schema = {
    tags: ['development'],
    summary: 'Stored contact requests, newest first',
    querystring: ZContactsQuery,
    response: { 200: ZContactsResponse },
  };
  app.get('/api/dev/contacts', { config: { access: 'anonymous' }, schema }, async (request) => ({
    contacts: await listContacts(platform.database.db, request.query),
  }));
};
