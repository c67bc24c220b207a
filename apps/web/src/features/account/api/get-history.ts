import { type THistoryResponse, ZHistoryResponse } from '@confirma/contracts/account';
import { useCursorList } from '../../../hooks/use-cursor-list';
import { apiClient } from '../../../lib/api-client';
import { ACCOUNT_KEYS } from './query-keys';

export const HISTORY_PAGE_SIZE = 20;

/** GET /api/account/history: ledger entries, newest first, one keyset page at a time. */
export function getHistory(cursor: number | null): Promise<THistoryResponse> {
  const query = new URLSearchParams({ limit: String(HISTORY_PAGE_SIZE) });
  if (cursor !== null) query.set('cursor', String(cursor));
  return apiClient.get(`/account/history?${query}`, { kind: 'login', schema: ZHistoryResponse });
}

export function useHistory(userId: string) {
  return useCursorList(ACCOUNT_KEYS.history(userId), getHistory);
}
