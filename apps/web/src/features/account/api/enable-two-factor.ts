import { ZAuthTwoFactorEnabled } from '@confirma/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { authFetch } from './auth-fetch';

/**
 * POST /api/auth/two-factor/enable: after the password, the secret (an otpauth:// URI for
 * the authenticator app) and ten backup codes. Two-step sign-in is not on yet: the first
 * code from the app turns it on (`useConfirmTotp`).
 */
export async function enableTwoFactor(password: string) {
  return ZAuthTwoFactorEnabled.parse(await authFetch('/two-factor/enable', { password }));
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}

/** The secret of an otpauth:// URI, for typing it by hand into the app. */
export function totpSecret(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}
