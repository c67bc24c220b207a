import { type TOperationListResponse, ZOperationListResponse } from '@confirma/contracts/workspace';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { filtersToQuery, type TOperationFilters } from './operation-filters';
import { WORKSPACE_KEYS } from './query-keys';

export const OPERATIONS_PAGE_SIZE = 25;

/**
 * GET /api/operations: the account's operations, newest first, one cursor page at a time.
 * Cookie-authenticated, like GET /api/account: a 'login' call, with no bearer token.
 */
export function listOperations(
  filters: TOperationFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TOperationListResponse> {
  const query = filtersToQuery(filters);
  query.set('limit', String(OPERATIONS_PAGE_SIZE));
  if (cursor) query.set('cursor', cursor);
  return apiClient.get(`/operations?${query}`, {
    kind: 'login',
    schema: ZOperationListResponse,
    ...(signal ? { signal } : {}),
  });
}

/**
 * The list, page after page ("load more"). Always asked again when shown: while it is, the
 * live stream keeps it current; the previous filter's rows stay up while new ones load.
 */
export function useOperations(filters: TOperationFilters) {
  return useInfiniteQuery({
    queryKey: WORKSPACE_KEYS.list(filters),
    queryFn: ({ pageParam, signal }) => listOperations(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
