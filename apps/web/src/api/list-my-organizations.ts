import { type TMyOrganizations, ZMyOrganizations } from '@confirma/contracts/organizations';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';
import { useSession } from '../lib/session-store';
import { ORGANIZATION_KEYS } from './organization-keys';

/** GET /api/organizations: every organisation the signed-in user belongs to, the active one marked. */
export function listMyOrganizations(): Promise<TMyOrganizations> {
  return apiClient.get('/organizations', { kind: 'login', schema: ZMyOrganizations });
}

export function useMyOrganizations() {
  const signedIn = useSession((session) => session.userLoggedIn);
  return useQuery({
    queryKey: ORGANIZATION_KEYS.mine,
    queryFn: listMyOrganizations,
    enabled: signedIn,
  });
}
