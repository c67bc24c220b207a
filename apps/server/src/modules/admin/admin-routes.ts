import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/http/access.ts';
import { privateRoutes } from '../../platform/http/route-kit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { adminAccountRoutes } from './admin-account-routes.ts';
import { adminContactRoutes } from './admin-contact-routes.ts';
import { adminReportRoutes } from './admin-report-routes.ts';
import { adminMeRoute } from './admin-routes.openapi.ts';

/**
 * The back office under /api/admin: one encapsulated scope whose onRequest hook refuses
 * cross-site state changes and whose answers are `no-store`, for every plugin registered
 * in it. Each route declares the `admin` access scope (a signed-in administrator, checked
 * on arrival: admin-access.ts); the server's assembly requires it of every route under
 * /api/admin, so none can forget it. `include` registers more back-office routes in the
 * scope (the payments' admin routes). Each route's options: `*-routes.openapi.ts`.
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  platform: TPlatform;
  /** More back-office routes, registered inside the guarded scope. */
  include?: (scope: FastifyInstance) => Promise<void>;
}> = async (app, { platform, include }) => {
  const db = platform.database.db;
  privateRoutes(app, { publicUrl: platform.config.PUBLIC_URL });

  app.get('/api/admin/me', adminMeRoute, async (request) => {
    const actor = actorOf(request, 'admin');
    return { userId: actor.id, email: actor.email, name: actor.name };
  });

  await app.register(adminAccountRoutes, { platform });
  await app.register(adminContactRoutes, { db });
  await app.register(adminReportRoutes, { db });
  if (include) await include(app);
};
