import { ZAdminMe } from '@confirma/contracts/admin';
import { ZProblem } from '@confirma/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/http/access.ts';
import { sameOriginGuard } from '../../platform/http/route-kit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { adminAccountRoutes } from './admin-account-routes.ts';
import { adminContactRoutes } from './admin-contact-routes.ts';
import { adminReportRoutes } from './admin-report-routes.ts';

/** The problems every back-office route may answer. */
export const ADMIN_ERRORS = { 401: ZProblem, 403: ZProblem } as const;

/**
 * The back office under /api/admin: one encapsulated scope whose onRequest hook refuses
 * cross-site state changes. Each route declares the `admin` access scope (a signed-in
 * administrator, checked on arrival: admin-access.ts); the server's assembly requires it of
 * every route under /api/admin, so none can forget it. `include` registers more back-office
 * routes in the scope (the payments' admin routes).
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  platform: TPlatform;
  /** More back-office routes, registered inside the guarded scope. */
  include?: (scope: FastifyInstance) => Promise<void>;
}> = async (app, { platform, include }) => {
  const db = platform.database.db;
  app.addHook('onRequest', sameOriginGuard(platform.config.PUBLIC_URL));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/me',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The signed-in administrator (403 for everyone else)',
        response: { 200: ZAdminMe, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const actor = actorOf(request, 'admin');
      return { userId: actor.id, email: actor.email, name: actor.name };
    },
  );

  await app.register(adminAccountRoutes, { db });
  await app.register(adminContactRoutes, { db });
  await app.register(adminReportRoutes, { db });
  if (include) await include(app);
};
