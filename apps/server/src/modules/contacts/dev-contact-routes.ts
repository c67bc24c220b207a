import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privateRoutes } from '../../platform/http/route-kit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { listDevContactsRoute } from './dev-contact-routes.openapi.ts';
import { listContacts } from './list-contacts.ts';

/**
 * The stored contact requests, for development and the end-to-end tests. Registered only
 * where the outbox is (OUTBOX_ENABLED, default outside production): it shows personal data.
 * The route's options: dev-contact-routes.openapi.ts.
 */
export const devContactRoutes: FastifyPluginAsyncZod<{ platform: TPlatform }> = async (
  app,
  { platform },
) => {
  // One GET, which the same-origin guard never refuses: no guard.
  privateRoutes(app, { publicUrl: platform.config.PUBLIC_URL, sameOrigin: false });

  app.get('/api/dev/contacts', listDevContactsRoute, async (request) => ({
    contacts: await listContacts(platform.database.db, request.query),
  }));
};
