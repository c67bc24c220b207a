import { type TAdminAccountsResponse, ZAdminAccountsResponse } from '@confirma/contracts/admin';
import { useCursorList } from '../../../hooks/use-cursor-list';
import { apiClient } from '../../../lib/api-client';
import { ACCOUNTS_PAGE_SIZE } from './account-paths';
import { ADMIN_KEYS } from './query-keys';

/** GET /api/admin/accounts?q=&cursor=: accounts by e-mail or name, newest first. */
export function listAccounts(q: string, cursor: string | null): Promise<TAdminAccountsResponse> {
  const query = new URLSearchParams({ limit: String(ACCOUNTS_PAGE_SIZE) });
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
