import { ZAuthSsoStart } from '@confirma/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { authFetch, interfaceLanguage } from './auth-fetch';

/**
 * POST /api/auth/sign-in/sso with the e-mail address: the server finds the organisation's
 * identity provider by its domain (OpenID Connect or SAML) and the browser goes there; it
 * comes back to My Account. No provider for the domain: 404 NOT_FOUND.
 */
export async function signInWithSso(email: string): Promise<void> {
  const answer = ZAuthSsoStart.parse(
    await authFetch('/sign-in/sso', {
      email,
      callbackURL: `/#/profilepage?lang=${interfaceLanguage()}`,
    }),
  );
  window.location.href = answer.url;
}

export function useSignInWithSso() {
  return useMutation({ mutationFn: signInWithSso });
}
