import { ACCOUNT_NAV, ADMIN_NAV, REVIEWER_NAV, type TNavItem } from '../config/navigation';
import { useSession } from '../lib/session-store';

/**
 * The signed-in account's links: the back office for an administrator, the review desk
 * for a reviewer (from its document, GET /api/account `isAdmin`, `isReviewer`), then My
 * Account. Only links: the server guards the back office and the desk.
 */
export function useAccountNav(): readonly TNavItem[] {
  const admin = useSession((session) => session.userLoggedIn && session.userData?.isAdmin === true);
  const reviewer = useSession(
    (session) => session.userLoggedIn && session.userData?.isReviewer === true,
  );
  if (!admin && !reviewer) return ACCOUNT_NAV;
  return [...(admin ? ADMIN_NAV : []), ...(reviewer ? REVIEWER_NAV : []), ...ACCOUNT_NAV];
}
