import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { HOME_ROUTE, pathFor } from '../../../config/routes';
import { sessionStore } from '../../../lib/session-store';
import { atSignedOutRedirect } from '../../../lib/signed-out-redirect';
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
      // Home first, committed synchronously: the account's pages unmount before their
      // cached answers are dropped (a page still mounted would ask again, without a
      // session, for what was dropped; My Account would send a visitor to the login page).
      // Then the user is forgotten: the session query says "signed out", so no account
      // query is enabled when the server session ends; the session query itself is kept,
      // so the mounted observers (toolbar) follow at once.
      const others = (query: { queryKey: readonly unknown[] }) =>
        query.queryKey.join('/') !== ACCOUNT_KEYS.session.join('/');
      await navigate(pathFor(HOME_ROUTE), { flushSync: true });
      queryClient.setQueryData(ACCOUNT_KEYS.session, null);
      sessionStore.signOut();
      await queryClient.cancelQueries({ predicate: others });
      queryClient.removeQueries({ predicate: others });
      if (!options?.sessionEnded) await signOut().catch(() => undefined);
      // Home still, should a page that saw the session end have sent its visitor to the
      // login page meanwhile; a login page the visitor chose is left alone.
      if (atSignedOutRedirect()) await navigate(pathFor(HOME_ROUTE), { replace: true });
    },
    [navigate, queryClient],
  );
}
