import type { TRegisterForm } from '@confirma/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { authFetch, interfaceLanguage } from './auth-fetch';

/** Where the e-mailed verification link sends the browser, in the language of the form. */
export const verifiedCallback = () => `/#/loginpage?verified=1&lang=${interfaceLanguage()}`;

/**
 * POST /api/auth/sign-up/email. The answer is the same for a new and an existing address
 * (no enumeration); a verification e-mail goes out in the interface language.
 */
export function signUp(form: TRegisterForm): Promise<unknown> {
  return authFetch('/sign-up/email', {
    name: form.name,
    email: form.email,
    password: form.password,
    callbackURL: verifiedCallback(),
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
