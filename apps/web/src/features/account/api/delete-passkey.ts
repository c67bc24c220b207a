import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from './auth-fetch';
import { ACCOUNT_KEYS } from './query-keys';

/**
 * POST /api/auth/passkey/delete-passkey: the passkey no longer signs in here (the device
 * keeps it until the person deletes it there too).
 */
export async function deletePasskey(id: string): Promise<void> {
  await authFetch('/passkey/delete-passkey', { id });
}

export function useDeletePasskey(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_KEYS.passkeys(userId) }),
  });
}
