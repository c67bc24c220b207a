import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { HOME_ROUTE, pathFor } from '../../../config/routes';
import { sessionStore } from '../../../lib/session-store';
import { ACCOUNT_KEYS } from '../api/query-keys';
import { signOut } from '../api/sign-out';

/**
 * SALIR (spec 000 §4): end the server session, forget the user, its e-mail and data, drop
 * every cached answer and go home. The local sign-out happens even if the server is down;
 * `sessionEnded` skips the server call (the account was just erased with its sessions).
 */
export function useSignOut(): (options?: { sessionEnded?: boolean }) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (options?: { sessionEnded?: boolean }) => {
      if (!options?.sessionEnded) await signOut().catch(() => undefined);
      sessionStore.signOut();
      await navigate(pathFor(HOME_ROUTE));
      // Clear every cached answer; the session query is kept, as "signed out", so that the
      // observers already mounted (toolbar) follow at once without asking the server again.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey.join('/') !== ACCOUNT_KEYS.session.join('/'),
      });
      queryClient.setQueryData(ACCOUNT_KEYS.session, null);
    },
    [navigate, queryClient],
  );
}
