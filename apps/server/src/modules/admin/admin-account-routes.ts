import { ZHistoryQuery, ZHistoryResponse } from '@confirma/contracts/account';
import {
  ZAdjustCreditsRequest,
  ZAdjustCreditsResponse,
  ZAdminAccountDetail,
  ZAdminAccountsQuery,
  ZAdminAccountsResponse,
  ZAdminRoleRequest,
  ZAdminRoleResponse,
  ZAdminUserParams,
  ZIdempotencyKey,
  ZReviewerRoleRequest,
  ZReviewerRoleResponse,
} from '@confirma/contracts/admin';
import { ZProblem } from '@confirma/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDb } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { actorOf } from '../../platform/http/access.ts';
import { findUser } from '../accounts/index.ts';
import { listLedger } from '../credits/index.ts';
import { adjustAccountCredits } from './adjust-account-credits.ts';
import { changeAdminRole } from './change-admin-role.ts';
import { changeReviewerRole } from './change-reviewer-role.ts';
import { listAccounts } from './list-accounts.ts';
import { readAccount } from './read-account.ts';

const errors = { 400: ZProblem, 401: ZProblem, 403: ZProblem, 404: ZProblem };
const tags = ['admin'];

/** Accounts in the back office: search, detail, ledger, credit adjustment, the roles. */
export const adminAccountRoutes: FastifyPluginAsyncZod<{ db: TDb }> = async (app, { db }) => {
  app.get(
    '/api/admin/accounts',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Search accounts by e-mail or name, newest first (keyset pagination)',
        querystring: ZAdminAccountsQuery,
        response: { 200: ZAdminAccountsResponse, ...errors },
      },
    },
    async (request) => listAccounts(db, request.query),
  );

  app.get(
    '/api/admin/accounts/:userId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'One account: profile, balance with debt, ledger, operations, role',
        params: ZAdminUserParams,
        response: { 200: ZAdminAccountDetail, ...errors },
      },
    },
    async (request) => readAccount(db, { userId: request.params.userId }),
  );

  app.get(
    '/api/admin/accounts/:userId/ledger',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "An account's credit ledger, newest first (keyset pagination)",
        params: ZAdminUserParams,
        querystring: ZHistoryQuery,
        response: { 200: ZHistoryResponse, ...errors },
      },
    },
    async (request) => {
      const { userId } = request.params;
      if (!(await findUser(db, { userId }))) throw new AppError('NOT_FOUND', 'No such account');
      return listLedger(db, { userId, ...request.query });
    },
  );

  app.post(
    '/api/admin/accounts/:userId/credits',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Add or take credits with a reason (Idempotency-Key: applied once)',
        params: ZAdminUserParams,
        headers: z.looseObject({ 'idempotency-key': ZIdempotencyKey }),
        body: ZAdjustCreditsRequest,
        response: { 200: ZAdjustCreditsResponse, ...errors, 409: ZProblem },
      },
    },
    async (request) =>
      adjustAccountCredits(db, {
        actor: actorOf(request, 'admin'),
        userId: request.params.userId,
        request: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      }),
  );

  app.put(
    '/api/admin/accounts/:userId/role',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Grant or revoke the admin role, with a reason (never the last admin)',
        params: ZAdminUserParams,
        body: ZAdminRoleRequest,
        response: { 200: ZAdminRoleResponse, ...errors, 409: ZProblem },
      },
    },
    async (request) =>
      changeAdminRole(db, {
        actor: actorOf(request, 'admin'),
        userId: request.params.userId,
        request: request.body,
      }),
  );

  app.put(
    '/api/admin/accounts/:userId/reviewer',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Grant or revoke the reviewer role (the identification review desk), with a reason',
        params: ZAdminUserParams,
        body: ZReviewerRoleRequest,
        response: { 200: ZReviewerRoleResponse, ...errors },
      },
    },
    async (request) =>
      changeReviewerRole(db, {
        actor: actorOf(request, 'admin'),
        userId: request.params.userId,
        request: request.body,
      }),
  );
};
