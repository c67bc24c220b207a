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
  ZSecondFactorResetRequest,
  ZSecondFactorResetResponse,
} from '@confirma/contracts/admin';
import { z } from 'zod';
import { problems } from '../../platform/http/route-kit.ts';

const tags = ['admin'];
const errors = problems(400, 401, 403, 404);

export const listAccountsRoute = {
  config: { access: 'admin' },
  schema: {
    tags,
    summary: 'Search accounts by e-mail or name, newest first (keyset pagination)',
    querystring: ZAdminAccountsQuery,
    response: { 200: ZAdminAccountsResponse, ...errors },
  },
} as const;

export const readAccountRoute = {
  config: { access: 'admin' },
  schema: {
    tags,
    summary: 'One account: profile, balance with debt, ledger, operations, role',
    params: ZAdminUserParams,
    response: { 200: ZAdminAccountDetail, ...errors },
  },
} as const;

export const accountLedgerRoute = {
  config: { access: 'admin' },
  schema: {
    tags,
    summary: "An account's credit ledger, newest first (keyset pagination)",
    params: ZAdminUserParams,
    querystring: ZHistoryQuery,
    response: { 200: ZHistoryResponse, ...errors },
  },
} as const;

export const adjustCreditsRoute = {
  config: { access: 'admin' },
  schema: {
    tags,
    summary: 'Add or take credits with a reason (Idempotency-Key: applied once)',
    params: ZAdminUserParams,
    headers: z.looseObject({ 'idempotency-key': ZIdempotencyKey }),
    body: ZAdjustCreditsRequest,
    response: { 200: ZAdjustCreditsResponse, ...problems(400, 401, 403, 404, 409) },
  },
} as const;

export const adminRoleRoute = {
  config: { access: 'admin' },
  schema: {
    tags,
    summary: 'Grant or revoke the admin role, with a reason (never the last admin)',
    params: ZAdminUserParams,
    body: ZAdminRoleRequest,
    response: { 200: ZAdminRoleResponse, ...problems(400, 401, 403, 404, 409) },
  },
} as const;

export const reviewerRoleRoute = {
  config: { access: 'admin' },
  schema: {
    tags,
    summary: 'Grant or revoke the reviewer role (the identification review desk), with a reason',
    params: ZAdminUserParams,
    body: ZReviewerRoleRequest,
    response: { 200: ZReviewerRoleResponse, ...errors },
  },
} as const;

export const secondFactorResetRoute = {
  config: { access: 'admin' },
  schema: {
    tags,
    summary: "Turn off an account's two-step verification (account recovery), with a reason",
    description:
      'For a person who lost their authenticator app and their backup codes, once support has checked who they are. The person is e-mailed; the audit log records who did it and why. `wasOn` false: nothing to turn off, nothing recorded.',
    params: ZAdminUserParams,
    body: ZSecondFactorResetRequest,
    response: { 200: ZSecondFactorResetResponse, ...errors },
  },
} as const;
