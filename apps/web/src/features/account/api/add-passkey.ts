import { ZAuthPasskey, ZAuthPasskeyOptions } from '@confirma/contracts/auth';
import { startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from './auth-fetch';
import { inBrowser } from './passkey-ceremony';
import { ACCOUNT_KEYS } from './query-keys';

/**
 * Adds a passkey to the signed-in account: the server's options
 * (GET /api/auth/passkey/generate-register-options, a session of the last day), the
 * browser makes the passkey (the device asks for the fingerprint, face or PIN), and
 * POST /passkey/verify-registration keeps it under `name`.
 */
export async function addPasskey(name: string) {
  const options = ZAuthPasskeyOptions.parse(
    await authFetch('/passkey/generate-register-options'),
  ) as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'];
  const response = await inBrowser(() => startRegistration({ optionsJSON: options }));
  return ZAuthPasskey.parse(await authFetch('/passkey/verify-registration', { response, name }));
}

export function useAddPasskey(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_KEYS.passkeys(userId) }),
  });
}
