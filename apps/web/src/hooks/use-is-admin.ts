import { useSession } from '../lib/session-store';

/**
 * Whether the signed-in account holds the admin role, from its document (GET /api/account
 * `isAdmin`): only to show the back office's link; the server guards the back office.
 */
export function useIsAdmin(): boolean {
  return useSession((session) => session.userLoggedIn && session.userData?.isAdmin === true);
}
