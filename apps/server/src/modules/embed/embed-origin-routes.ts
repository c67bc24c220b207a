import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDb } from '../../platform/db/client.ts';
import { actorOf } from '../../platform/http/access.ts';
import { privateRoutes } from '../../platform/http/route-kit.ts';
import { listEmbedOrigins, replaceEmbedOrigins } from './embed-origin-queries.ts';
import { listEmbedOriginsRoute, replaceEmbedOriginsRoute } from './embed-origin-routes.openapi.ts';
import { normaliseEmbedOrigins } from './normalise-embed-origins.ts';

/**
 * My Account → API: the origins allowed to frame the account's signing pages (/embed.js).
 * Each route's access and documentation: embed-origin-routes.openapi.ts.
 */
export const embedOriginRoutes: FastifyPluginAsyncZod<{ db: TDb; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  privateRoutes(app, { publicUrl });

  app.get('/api/account/embed-origins', listEmbedOriginsRoute, async (request) => {
    const { organizationId } = actorOf(request, 'account');
    return { origins: await listEmbedOrigins(db, { organizationId }) };
  });

  app.put('/api/account/embed-origins', replaceEmbedOriginsRoute, async (request) => {
    const { organizationId } = actorOf(request, 'account');
    const origins = normaliseEmbedOrigins(request.body.origins);
    return {
      origins: await db.transaction((tx) => replaceEmbedOrigins(tx, { organizationId, origins })),
    };
  });
};
