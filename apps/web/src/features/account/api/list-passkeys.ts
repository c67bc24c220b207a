import { useQuery } from '@tanstack/react-query';
import { authFetch } from './auth-fetch';
import { ACCOUNT_KEYS } from './query-keys';

/** GET /api/auth/passkey/list-user-passkeys: the signed-in user's passkeys. */
export async function listPasskeys() {
  const { ZAuthPasskeys } = await import('@confirma/contracts/auth');
  return ZAuthPasskeys.parse(await authFetch('/passkey/list-user-passkeys'));
}

export function usePasskeys(userId: string) {
  return useQuery({ queryKey: ACCOUNT_KEYS.passkeys(userId), queryFn: listPasskeys });
}
