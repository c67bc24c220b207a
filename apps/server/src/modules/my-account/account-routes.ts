import {
  ZAccountDocument,
  ZDeleteAccountRequest,
  ZHistoryQuery,
  ZHistoryResponse,
  ZProfileUpdate,
  ZSignInOptions,
} from '@confirma/contracts/account';
import { ZProblem } from '@confirma/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { actorOf } from '../../platform/http/access.ts';
import { sameOriginGuard } from '../../platform/http/route-kit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import {
  type TAuth,
  type TSessionEndListener,
  updateProfile,
  webHeaders,
} from '../accounts/index.ts';
import { listLedger } from '../credits/index.ts';
import { exportAccountData } from './export-account-data.ts';
import { getAccountDocument } from './get-account-document.ts';

const errors = { 400: ZProblem, 401: ZProblem };

/** The client area's API: the user document, profile, history, export and erasure. */
export const accountRoutes: FastifyPluginAsyncZod<{
  platform: TPlatform;
  auth: TAuth;
  liveness: TSessionEndListener;
}> = async (app, { platform, auth, liveness }) => {
  const db = platform.database.db;
  app.addHook('onRequest', sameOriginGuard(platform.config.PUBLIC_URL));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/account/sign-in-options',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['account'],
        summary: 'Which sign-in methods this server offers',
        response: { 200: ZSignInOptions },
      },
    },
    async () => ({ google: Boolean(platform.config.GOOGLE_CLIENT_ID) }),
  );

  app.get(
    '/api/account',
    {
      config: { access: 'session' },
      schema: {
        tags: ['account'],
        summary: "The signed-in user's document: profile, credits, subscription",
        response: { 200: ZAccountDocument, ...errors },
      },
    },
    async (request) => getAccountDocument(db, actorOf(request, 'session')),
  );

  app.patch(
    '/api/account/profile',
    {
      config: { access: 'session' },
      schema: {
        tags: ['account'],
        summary: 'Update the editable profile',
        body: ZProfileUpdate,
        response: { 200: ZAccountDocument, ...errors },
      },
    },
    async (request) => {
      const user = actorOf(request, 'session');
      await updateProfile(db, user.id, request.body);
      return getAccountDocument(db, user);
    },
  );

  app.get(
    '/api/account/history',
    {
      config: { access: 'session' },
      schema: {
        tags: ['account'],
        summary: 'Credit ledger entries, newest first (keyset pagination)',
        querystring: ZHistoryQuery,
        response: { 200: ZHistoryResponse, ...errors },
      },
    },
    async (request) => {
      const user = actorOf(request, 'session');
      return listLedger(db, { userId: user.id, ...request.query });
    },
  );

  app.get(
    '/api/account/export',
    {
      config: { access: 'session' },
      schema: { tags: ['account'], summary: 'Download all personal data (JSON)' },
    },
    async (request, reply) => {
      const user = actorOf(request, 'session');
      reply.header('content-disposition', 'attachment; filename="confirma-account.json"');
      return exportAccountData(db, user);
    },
  );

  app.delete(
    '/api/account',
    {
      config: { access: 'session' },
      schema: {
        tags: ['account'],
        summary: 'Erase the account (password required)',
        body: ZDeleteAccountRequest,
        response: { 204: z.null(), ...errors, 403: ZProblem },
      },
    },
    async (request, reply) => {
      const user = actorOf(request, 'session');
      try {
        await auth.api.deleteUser({
          body: { password: request.body.password },
          headers: webHeaders(request),
        });
      } catch {
        throw new AppError('FORBIDDEN', 'The password is not correct');
      }
      // The account's tokens die with it, in this process at once.
      liveness.forgetUser(user.id);
      return reply.status(204).send(null);
    },
  );
};
