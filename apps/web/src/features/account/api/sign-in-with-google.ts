import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { authFetch, interfaceLanguage } from './auth-fetch';

const ZOAuthStart = z.object({ url: z.string() });

/** POST /api/auth/sign-in/social, then off to Google; it comes back to My Account. */
export async function signInWithGoogle(): Promise<void> {
  const answer = ZOAuthStart.parse(
    await authFetch('/sign-in/social', {
      provider: 'google',
      callbackURL: `/#/profilepage?lang=${interfaceLanguage()}`,
    }),
  );
  window.location.href = answer.url;
}

export function useSignInWithGoogle() {
  return useMutation({ mutationFn: signInWithGoogle });
}
