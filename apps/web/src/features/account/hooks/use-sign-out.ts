import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { HOME_ROUTE, pathFor } from '../../../config/routes';
import { sessionStore } from '../../../lib/session-store';
import { ACCOUNT_KEYS } from '../api/query-keys';
import { signOut } from '../api/sign-out';

/**
 * SALIR: end the server session, forget the user, its e-mail and data, drop
 * every cached answer and go home. The local sign-out happens even if the server is down;
 * `sessionEnded` skips the server call (the account was just erased with its sessions).
 */
export function useSignOut(): (options?: { sessionEnded?: boolean }) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (options?: { sessionEnded?: boolean }) => {
      // Forget the user here first: the session query says "signed out", so no account
      // query is enabled (or in flight: they are aborted) when the server session ends.
      // The session query is kept, so the mounted observers (toolbar) follow at once.
      const others = (query: { queryKey: readonly unknown[] }) =>
        query.queryKey.join('/') !== ACCOUNT_KEYS.session.join('/');
      queryClient.setQueryData(ACCOUNT_KEYS.session, null);
      await queryClient.cancelQueries({ predicate: others });
      queryClient.removeQueries({ predicate: others });
      sessionStore.signOut();
      if (!options?.sessionEnded) await signOut().catch(() => undefined);
      await navigate(pathFor(HOME_ROUTE));
    },
    [navigate, queryClient],
  );
}
