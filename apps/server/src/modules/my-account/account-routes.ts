import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/http/access.ts';
import { privateRoutes } from '../../platform/http/route-kit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import {
  namesOfUsers,
  type TAuth,
  type TSessionEndListener,
  updateProfile,
} from '../accounts/index.ts';
import { listLedger } from '../credits/index.ts';
import {
  accountDocumentRoute,
  accountHistoryRoute,
  eraseAccountRoute,
  exportAccountRoute,
  signInOptionsRoute,
  updateProfileRoute,
} from './account-routes.openapi.ts';
import { eraseAccount } from './erase-account.ts';
import { exportAccountData } from './export-account-data.ts';
import { getAccountDocument } from './get-account-document.ts';

/**
 * The client area's API: the user document, profile, history, export and erasure.
 * Each route's access and documentation: account-routes.openapi.ts.
 */
export const accountRoutes: FastifyPluginAsyncZod<{
  platform: TPlatform;
  auth: TAuth;
  liveness: TSessionEndListener;
}> = async (app, { platform, auth, liveness }) => {
  const db = platform.database.db;
  privateRoutes(app, { publicUrl: platform.config.PUBLIC_URL });

  app.get('/api/account/sign-in-options', signInOptionsRoute, async () => ({
    google: Boolean(platform.config.GOOGLE_CLIENT_ID),
  }));

  app.get('/api/account', accountDocumentRoute, async (request) =>
    getAccountDocument(db, actorOf(request, 'session')),
  );

  app.patch('/api/account/profile', updateProfileRoute, async (request) => {
    const user = actorOf(request, 'session');
    await updateProfile(db, user.id, request.body);
    return getAccountDocument(db, user);
  });

  app.get('/api/account/history', accountHistoryRoute, async (request) =>
    listLedger(db, {
      organizationId: actorOf(request, 'member').organizationId,
      ...request.query,
      namesOf: (userIds) => namesOfUsers(db, { userIds }),
    }),
  );

  app.get('/api/account/export', exportAccountRoute, async (request, reply) => {
    reply.header('content-disposition', 'attachment; filename="confirma-account.json"');
    return exportAccountData(db, actorOf(request, 'session'));
  });

  app.delete('/api/account', eraseAccountRoute, async (request, reply) => {
    const { password } = request.body;
    await eraseAccount({ auth, liveness }, request, {
      userId: actorOf(request, 'session').id,
      password,
    });
    return reply.status(204).send(null);
  });
};
