import type { TLoginForm } from '@confirma/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { authFetch } from './auth-fetch';
import { getAccount } from './get-account';
import { getSession } from './get-session';
import { ACCOUNT_KEYS } from './query-keys';

/** POST /api/auth/sign-in/email; "remember me" off gives a browser-session cookie. */
export function signIn(form: TLoginForm): Promise<unknown> {
  return authFetch('/sign-in/email', {
    email: form.email,
    password: form.password,
    rememberMe: form.rememberMe,
  });
}

const ZSignedIn = z.object({ user: z.object({ id: z.string() }) });

/**
 * Signs in, then reloads the session so the whole app sees the user before moving on.
 * Meanwhile, in parallel, the user document My Account opens with is asked, and
 * `onAuthenticated` may ask what else the next page shows (the caller composes it).
 */
export function useSignIn({ onAuthenticated }: { onAuthenticated?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: TLoginForm) => {
      const answer = ZSignedIn.safeParse(await signIn(form));
      if (answer.success) {
        void queryClient.prefetchQuery({
          queryKey: ACCOUNT_KEYS.account(answer.data.user.id),
          queryFn: ({ signal }) => getAccount({ signal }),
        });
      }
      onAuthenticated?.();
      // staleTime 0: the visitor's cached "no session" must not answer for the new one.
      await queryClient.fetchQuery({
        queryKey: ACCOUNT_KEYS.session,
        queryFn: getSession,
        staleTime: 0,
      });
    },
  });
}
