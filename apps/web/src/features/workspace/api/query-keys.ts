import type { QueryClient } from '@tanstack/react-query';
import { OPERATIONS_QUERY_ROOT } from '../../../lib/operations-queries';
import type { TOperationFilters } from './operation-filters';

/** TanStack Query keys of the workspace; sign-out clears them with every other query. */
export const WORKSPACE_KEYS = {
  all: OPERATIONS_QUERY_ROOT,
  lists: ['workspace', 'list'] as const,
  list: (filters: TOperationFilters) => ['workspace', 'list', filters] as const,
  detail: (operationUuid: string) => ['workspace', 'operation', operationUuid] as const,
};

/** An operation moved: its page and every list (any filter may now select it or not). */
export async function invalidateOperation(
  queryClient: QueryClient,
  operationUuid: string,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: WORKSPACE_KEYS.lists }),
    queryClient.invalidateQueries({ queryKey: WORKSPACE_KEYS.detail(operationUuid) }),
  ]);
}
