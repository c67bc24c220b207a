import type { QueryClient } from '@tanstack/react-query';

/**
 * The first part of the key of every cached answer about the signed-in account: its
 * document (with the credits) and its credit ledger. Shared because more than the account
 * feature moves credits: creating an operation spends them, the workspace hears of a
 * purchase or a refund.
 */
export const ACCOUNT_QUERY_ROOT = ['account'] as const;

/** Credits moved: the account's document and ledger are stale (shown ones refetch now). */
export function invalidateAccount(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_ROOT });
}
