import { type THistoryResponse, ZHistoryResponse } from '@confirma/contracts/account';
import {
  type TAdjustCreditsRequest,
  type TAdminAccountDetail,
  type TAdminAccountsResponse,
  type TAdminRoleRequest,
  type TReviewerRoleRequest,
  ZAdjustCreditsResponse,
  ZAdminAccountDetail,
  ZAdminAccountsResponse,
  ZAdminRoleResponse,
  ZReviewerRoleResponse,
} from '@confirma/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { useCursorList } from '../../../hooks/use-cursor-list';
import { apiClient } from '../../../lib/api-client';
import { ADMIN_KEYS } from './query-keys';

/** The back office's account calls (cookie-authenticated: 'login' calls carry no token). */

const PAGE = 20;
const account = (userId: string) => `/admin/accounts/${encodeURIComponent(userId)}`;

/** GET /api/admin/accounts?q=&cursor=: accounts by e-mail or name, newest first. */
export function listAccounts(q: string, cursor: string | null): Promise<TAdminAccountsResponse> {
  const query = new URLSearchParams({ limit: String(PAGE) });
  if (q) query.set('q', q);
  if (cursor) query.set('cursor', cursor);
  return apiClient.get(`/admin/accounts?${query}`, {
    kind: 'login',
    schema: ZAdminAccountsResponse,
  });
}

export function useAdminAccounts(q: string) {
  return useCursorList(ADMIN_KEYS.accounts(q), (cursor: string | null) => listAccounts(q, cursor));
}

/** GET /api/admin/accounts/{userId}. */
export function getAdminAccount(userId: string): Promise<TAdminAccountDetail> {
  return apiClient.get(account(userId), { kind: 'login', schema: ZAdminAccountDetail });
}

export function useAdminAccount(userId: string) {
  return useQuery({ queryKey: ADMIN_KEYS.account(userId), queryFn: () => getAdminAccount(userId) });
}

/** GET /api/admin/accounts/{userId}/ledger?cursor=: the ledger, newest first. */
export function getAdminLedger(userId: string, cursor: number | null): Promise<THistoryResponse> {
  const query = new URLSearchParams({ limit: String(PAGE) });
  if (cursor !== null) query.set('cursor', String(cursor));
  return apiClient.get(`${account(userId)}/ledger?${query}`, {
    kind: 'login',
    schema: ZHistoryResponse,
  });
}

export function useAdminLedger(userId: string) {
  return useCursorList(ADMIN_KEYS.ledger(userId), (cursor: number | null) =>
    getAdminLedger(userId, cursor),
  );
}

/**
 * POST /api/admin/accounts/{userId}/credits with an Idempotency-Key: the dialog makes one
 * key when it opens, so a double click or a retry is one adjustment.
 */
export function adjustCredits(userId: string, body: TAdjustCreditsRequest, key: string) {
  return apiClient.post(`${account(userId)}/credits`, body, {
    kind: 'login',
    schema: ZAdjustCreditsResponse,
    headers: { 'Idempotency-Key': key },
  });
}

/** PUT /api/admin/accounts/{userId}/role: grant or revoke the admin role. */
export function changeAdminRole(userId: string, body: TAdminRoleRequest) {
  return apiClient.put(`${account(userId)}/role`, body, {
    kind: 'login',
    schema: ZAdminRoleResponse,
  });
}

/**
 * PUT /api/admin/accounts/{userId}/reviewer: grant or revoke the reviewer role (the
 * platform's identification review desk), with the reason the audit log keeps.
 */
export function changeReviewerRole(userId: string, body: TReviewerRoleRequest) {
  return apiClient.put(`${account(userId)}/reviewer`, body, {
    kind: 'login',
    schema: ZReviewerRoleResponse,
  });
}
