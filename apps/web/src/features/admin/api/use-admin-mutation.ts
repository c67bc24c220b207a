import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEYS } from './query-keys';

/**
 * A back-office change: once done (or refused), every back-office answer is asked again
 * (the account, the lists, the audit log all may have moved).
 */
export function useAdminMutation<TVars, TResult>(mutationFn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.root }),
  });
}
