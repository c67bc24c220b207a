import type { TLoginForm } from '@confirma/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from './auth-fetch';
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

/** Signs in, then reloads the session so the whole app sees the user before moving on. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: TLoginForm) => {
      await signIn(form);
      // staleTime 0: the visitor's cached "no session" must not answer for the new one.
      await queryClient.fetchQuery({
        queryKey: ACCOUNT_KEYS.session,
        queryFn: getSession,
        staleTime: 0,
      });
    },
  });
}
