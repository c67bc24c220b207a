import type { TRegisterForm } from '@confirma/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { authFetch, interfaceLanguage } from './auth-fetch';

/**
 * Where the e-mailed verification link sends the browser, in the language of the form, with
 * the page to go back to after signing in (`next`: an invitation's page), when one.
 */
export const verifiedCallback = (next?: string) =>
  `/#/loginpage?verified=1&lang=${interfaceLanguage()}${next ? `&next=${encodeURIComponent(next)}` : ''}`;

/**
 * POST /api/auth/sign-up/email. The answer is the same for a new and an existing address
 * (no enumeration); a verification e-mail goes out in the interface language.
 */
export function signUp({ form, next }: { form: TRegisterForm; next?: string }): Promise<unknown> {
  return authFetch('/sign-up/email', {
    name: form.name,
    email: form.email,
    password: form.password,
    callbackURL: verifiedCallback(next),
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
