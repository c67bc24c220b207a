import type { TLoginForm } from '@confirma/contracts/account';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
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
const ZTwoFactorRedirect = z.object({ twoFactorRedirect: z.literal(true) });

/** What a sign-in came to: a session, or the second step (a code) still to pass. */
export type TSignInResult = 'signedIn' | 'twoFactor';

/**
 * The credentials were accepted and a session cookie set (by the password, or by the
 * second step's code): reloads the session so the whole app sees the user before moving
 * on. Meanwhile, in parallel, the user document My Account opens with is asked, and
 * `onAuthenticated` may ask what else the next page shows (the caller composes it).
 */
export async function completeSignIn(
  queryClient: QueryClient,
  answer: unknown,
  onAuthenticated: (() => void) | undefined,
): Promise<void> {
  const signedIn = ZSignedIn.safeParse(answer);
  if (signedIn.success) {
    void queryClient.prefetchQuery({
      queryKey: ACCOUNT_KEYS.account(signedIn.data.user.id),
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
}

/**
 * Signs in. With two-step sign-in on, the password only opens the second step: no session
 * yet, the result says `twoFactor` and the code goes to `useVerifySecondFactor`.
 */
export function useSignIn({ onAuthenticated }: { onAuthenticated?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: TLoginForm): Promise<TSignInResult> => {
      const answer = await signIn(form);
      if (ZTwoFactorRedirect.safeParse(answer).success) return 'twoFactor';
      await completeSignIn(queryClient, answer, onAuthenticated);
      return 'signedIn';
    },
  });
}
