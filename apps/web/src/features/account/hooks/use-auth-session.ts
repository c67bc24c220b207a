import type { TAccountDocument } from '@confirma/contracts/account';
import type { TAuthSession } from '@confirma/contracts/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';
import { getAccount } from '../api/get-account';
import { useSessionQuery } from '../api/get-session';
import { ACCOUNT_KEYS } from '../api/query-keys';

export type TAuthStatus = 'loading' | 'signedIn' | 'signedOut' | 'error';

export interface TAuthSessionState {
  status: TAuthStatus;
  user: NonNullable<TAuthSession>['user'] | null;
  account: TAccountDocument | undefined;
  accountError: boolean;
  retry(): void;
}

/**
 * The server session (GET /api/auth/get-session, which answers null rather than 401 to a
 * visitor), then the user document (GET /api/account) once signed in. Keeps the client
 * session store (toolbar, gated buttons) in step with the server.
 */
export function useAuthSession(): TAuthSessionState {
  const queryClient = useQueryClient();
  const session = useSessionQuery();
  const user = session.data?.user ?? null;
  const account = useQuery({
    queryKey: ACCOUNT_KEYS.account(user?.id ?? ''),
    queryFn: ({ signal }) => getAccount({ signal }),
    enabled: user !== null,
  });

  useEffect(() => {
    if (!session.isSuccess) return; // No answer (offline): keep what the store knows.
    const current = sessionStore.get();
    if (!user) {
      if (current.userLoggedIn || current.userEmail) sessionStore.signOut();
      return;
    }
    if (!current.userLoggedIn || current.userEmail !== user.email || current.userUid !== user.id) {
      sessionStore.set({ userLoggedIn: true, userEmail: user.email, userUid: user.id });
    }
  }, [session.isSuccess, user]);

  useEffect(() => {
    // The session ended on the server (expired, signed out elsewhere): ask again.
    if (account.error instanceof ApiError && account.error.status === 401) {
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_KEYS.session });
    }
  }, [account.error, queryClient]);

  useEffect(() => {
    if (!account.data) return;
    sessionStore.set({ userData: { ...account.data }, credits: { ...account.data.credits } });
  }, [account.data]);

  const status: TAuthStatus = session.isPending
    ? 'loading'
    : session.isError
      ? 'error'
      : user
        ? 'signedIn'
        : 'signedOut';
  return {
    status,
    user,
    account: account.data,
    accountError: account.isError,
    retry: () => {
      void session.refetch();
      if (user) void account.refetch();
    },
  };
}
