import type { TForgotPasswordForm } from '@confirma/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { authFetch, interfaceLanguage } from './auth-fetch';

/** Where the e-mailed reset link sends the browser (with `?token=`), in this language. */
export const resetRedirect = () => `/#/resetpassword?lang=${interfaceLanguage()}`;

/** POST /api/auth/request-password-reset: answers the same for unknown addresses. */
export function requestPasswordReset(form: TForgotPasswordForm): Promise<unknown> {
  return authFetch('/request-password-reset', { email: form.email, redirectTo: resetRedirect() });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
