import { ZAuthPasskeyUpdated } from '@confirma/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from './auth-fetch';
import { ACCOUNT_KEYS } from './query-keys';

/** POST /api/auth/passkey/update-passkey: a new name for one of the user's passkeys. */
export async function renamePasskey(body: { id: string; name: string }) {
  return ZAuthPasskeyUpdated.parse(await authFetch('/passkey/update-passkey', body)).passkey;
}

export function useRenamePasskey(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renamePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_KEYS.passkeys(userId) }),
  });
}
