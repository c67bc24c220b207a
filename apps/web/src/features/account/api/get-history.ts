import { type THistoryResponse, ZHistoryResponse } from '@confirma/contracts/account';
import { useInfiniteQuery } from '@tanstack/react-query';
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
  return useInfiniteQuery({
    queryKey: ACCOUNT_KEYS.history(userId),
    queryFn: ({ pageParam }) => getHistory(pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
