import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from './auth-fetch';
import { ACCOUNT_KEYS } from './query-keys';

/** POST /api/auth/two-factor/disable: after the password, the password alone signs in. */
export function disableTwoFactor(password: string): Promise<unknown> {
  return authFetch('/two-factor/disable', { password });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_KEYS.session }),
  });
}
