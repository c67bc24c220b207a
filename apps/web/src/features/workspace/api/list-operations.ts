import { type TOperationListResponse, ZOperationListResponse } from '@confirma/contracts/workspace';
import { keepPreviousData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { cursorListQuery } from '../../../hooks/use-cursor-list';
import { apiClient } from '../../../lib/api-client';
import { filtersToQuery, NO_FILTERS, type TOperationFilters } from './operation-filters';
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
 * A list is asked again when shown unless it arrived within this time (the prefetch at
 * sign-in); while it is shown, the live stream keeps it current.
 */
const LIST_FRESH_MS = 3_000;

const listQuery = (filters: TOperationFilters) => ({
  ...cursorListQuery(WORKSPACE_KEYS.list(filters), (cursor: string | null, signal) =>
    listOperations(filters, cursor, signal),
  ),
  staleTime: LIST_FRESH_MS,
});

/** The list, page after page ("load more"); the previous filter's rows stay up while new ones load. */
export function useOperations(filters: TOperationFilters) {
  return useInfiniteQuery({ ...listQuery(filters), placeholderData: keepPreviousData });
}

/** Asks the unfiltered first page ahead of My Account (at sign-in), so it opens listed. */
export function prefetchOperations(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchInfiniteQuery(listQuery(NO_FILTERS));
}
