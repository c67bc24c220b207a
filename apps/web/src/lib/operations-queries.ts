import type { QueryClient } from '@tanstack/react-query';

/**
 * The first part of the key of every cached answer about the account's operations (the
 * workspace's lists and operation pages). Shared because more than the workspace changes
 * them: an operation or a notification created elsewhere must be listed when the workspace
 * opens, even within the lists' few seconds of freshness and before its live stream is
 * connected (events sent before that are not replayed).
 */
export const OPERATIONS_QUERY_ROOT = ['workspace'] as const;

/** An operation was created: every cached list and page of operations is stale. */
export function invalidateOperations(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: OPERATIONS_QUERY_ROOT });
}
