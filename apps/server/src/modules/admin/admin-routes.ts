import { ZAdminMe } from '@confirma/contracts/admin';
import { ZProblem } from '@confirma/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TPlatform } from '../../platform/platform.ts';
import { sameOriginGuard, type TAuth } from '../accounts/index.ts';
import { adminAccountRoutes } from './admin-account-routes.ts';
import { adminContactRoutes } from './admin-contact-routes.ts';
import { adminGuard, adminOf } from './admin-guard.ts';
import { adminReportRoutes } from './admin-report-routes.ts';

/** The problems every back-office route may answer. */
export const ADMIN_ERRORS = { 401: ZProblem, 403: ZProblem } as const;

/**
 * The back office under /api/admin: one encapsulated scope whose onRequest hooks refuse
 * cross-site state changes and anyone but a signed-in administrator (adminGuard), before
 * anything else runs. Every route of the scope, and of the plugins `include` registers in
 * it (the payments' admin routes), is guarded: none can forget it.
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  platform: TPlatform;
  auth: TAuth;
  /** More back-office routes, registered inside the guarded scope. */
  include?: (scope: FastifyInstance) => Promise<void>;
}> = async (app, { platform, auth, include }) => {
  const db = platform.database.db;
  app.decorateRequest('adminActor', null);
  app.addHook('onRequest', sameOriginGuard(platform.config.PUBLIC_URL));
  app.addHook('onRequest', adminGuard(db, auth));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/me',
    {
      schema: {
        tags: ['admin'],
        summary: 'The signed-in administrator (403 for everyone else)',
        response: { 200: ZAdminMe, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const actor = adminOf(request);
      return { userId: actor.id, email: actor.email, name: actor.name };
    },
  );

  await app.register(adminAccountRoutes, { db });
  await app.register(adminContactRoutes, { db });
  await app.register(adminReportRoutes, { db });
  if (include) await include(app);
};
