import { type THistoryResponse, ZHistoryResponse } from '@confirma/contracts/account';
import { useCursorList } from '../../../hooks/use-cursor-list';
import { apiClient } from '../../../lib/api-client';
import { ACCOUNTS_PAGE_SIZE, account } from './account-paths';
import { ADMIN_KEYS } from './query-keys';

/** GET /api/admin/accounts/{userId}/ledger?cursor=: the ledger, newest first. */
export function getAdminLedger(userId: string, cursor: number | null): Promise<THistoryResponse> {
  const query = new URLSearchParams({ limit: String(ACCOUNTS_PAGE_SIZE) });
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
