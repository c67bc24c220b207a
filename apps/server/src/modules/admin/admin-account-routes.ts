import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { actorOf } from '../../platform/http/access.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { findUser } from '../accounts/index.ts';
import { listLedger } from '../credits/index.ts';
import { adjustAccountCredits } from './adjust-account-credits.ts';
import {
  accountLedgerRoute,
  adjustCreditsRoute,
  adminRoleRoute,
  listAccountsRoute,
  readAccountRoute,
  reviewerRoleRoute,
  secondFactorResetRoute,
} from './admin-account-routes.openapi.ts';
import { changeAdminRole } from './change-admin-role.ts';
import { changeReviewerRole } from './change-reviewer-role.ts';
import { listAccounts } from './list-accounts.ts';
import { readAccount } from './read-account.ts';
import { resetSecondFactor } from './reset-second-factor.ts';

/** Who changes the account in the path. */
function changeBy(request: FastifyRequest & { params: { userId: string } }) {
  return { actor: actorOf(request, 'admin'), userId: request.params.userId };
}

/**
 * Accounts in the back office: search, detail, ledger, credit adjustment, the roles, and
 * the second factor turned off for account recovery.
 * Each route's options: admin-account-routes.openapi.ts.
 */
export const adminAccountRoutes: FastifyPluginAsyncZod<{ platform: TPlatform }> = async (
  app,
  { platform },
) => {
  const db = platform.database.db;
  app.get('/api/admin/accounts', listAccountsRoute, async (request) =>
    listAccounts(db, request.query),
  );

  app.get('/api/admin/accounts/:userId', readAccountRoute, async (request) =>
    readAccount(db, { userId: request.params.userId }),
  );

  app.get('/api/admin/accounts/:userId/ledger', accountLedgerRoute, async (request) => {
    const { userId } = request.params;
    if (!(await findUser(db, { userId }))) throw new AppError('NOT_FOUND', 'No such account');
    return listLedger(db, { organizationId: userId, ...request.query });
  });

  app.post('/api/admin/accounts/:userId/credits', adjustCreditsRoute, async (request) =>
    adjustAccountCredits(db, {
      ...changeBy(request),
      request: request.body,
      idempotencyKey: request.headers['idempotency-key'],
    }),
  );

  app.put('/api/admin/accounts/:userId/role', adminRoleRoute, async (request) =>
    changeAdminRole(db, { ...changeBy(request), request: request.body }),
  );

  app.put('/api/admin/accounts/:userId/reviewer', reviewerRoleRoute, async (request) =>
    changeReviewerRole(db, { ...changeBy(request), request: request.body }),
  );

  app.post(
    '/api/admin/accounts/:userId/two-factor/reset',
    secondFactorResetRoute,
    async (request) =>
      resetSecondFactor(db, platform, { ...changeBy(request), request: request.body }),
  );
};
