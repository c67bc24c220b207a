import type { TOrganization } from '@confirma/contracts/organizations';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ORGANIZATION_KEYS } from '../api/organization-keys';
import {
  ACCOUNT_NAV,
  ADMIN_NAV,
  KIOSK_NAV,
  REVIEWER_NAV,
  type TNavItem,
} from '../config/navigation';
import { checksInOnly } from '../lib/kiosk-mode';
import { useSession } from '../lib/session-store';

/**
 * The signed-in account's links: the back office for an administrator, the review desk
 * for a reviewer (from its document, GET /api/account `isAdmin`, `isReviewer`), then My
 * Account. A member who only checks guests in (the organisation as the toolbar read it; this
 * hook reads no more than the cache, the home's shell has no zod): the reception kiosk alone.
 * Only links: the server guards the back office and the desk.
 */
export function useAccountNav(): readonly TNavItem[] {
  const admin = useSession((session) => session.userLoggedIn && session.userData?.isAdmin === true);
  const reviewer = useSession(
    (session) => session.userLoggedIn && session.userData?.isReviewer === true,
  );
  const queryClient = useQueryClient();
  const organization = useSyncExternalStore(
    (listener) => queryClient.getQueryCache().subscribe(listener),
    () => queryClient.getQueryData<TOrganization>(ORGANIZATION_KEYS.active),
    () => undefined,
  );
  if (organization && checksInOnly(organization.permissions)) return KIOSK_NAV;
  if (!admin && !reviewer) return ACCOUNT_NAV;
  return [...(admin ? ADMIN_NAV : []), ...(reviewer ? REVIEWER_NAV : []), ...ACCOUNT_NAV];
}
