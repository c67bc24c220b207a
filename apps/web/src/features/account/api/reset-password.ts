import type { TResetPasswordForm } from '@confirma/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { authFetch } from './auth-fetch';

/** POST /api/auth/reset-password: the new password; the other sessions end. */
export function resetPassword(token: string, form: TResetPasswordForm): Promise<unknown> {
  return authFetch('/reset-password', { newPassword: form.password, token });
}

export function useResetPassword(token: string) {
  return useMutation({ mutationFn: (form: TResetPasswordForm) => resetPassword(token, form) });
}
