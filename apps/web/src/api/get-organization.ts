import { type TOrganization, ZOrganization } from '@confirma/contracts/organizations';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';
import { useSession } from '../lib/session-store';
import { ORGANIZATION_KEYS } from './organization-keys';

/** GET /api/organization: the organisation the session acts for, with the caller's role. */
export function getOrganization(): Promise<TOrganization> {
  return apiClient.get('/organization', { kind: 'login', schema: ZOrganization });
}

/** The active organisation and what the signed-in user may do in it (nothing asked when signed out). */
export function useOrganization() {
  const signedIn = useSession((session) => session.userLoggedIn);
  return useQuery({
    queryKey: ORGANIZATION_KEYS.active,
    queryFn: getOrganization,
    enabled: signedIn,
  });
}
