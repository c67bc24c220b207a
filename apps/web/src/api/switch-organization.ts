import {
  type TOrganization,
  type TSwitchOrganization,
  ZOrganization,
} from '@confirma/contracts/organizations';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';
import { sessionStore } from '../lib/session-store';
import { renewAccountToken } from './get-access-token';
import { listMyOrganizations } from './list-my-organizations';
import { ORGANIZATION_KEYS } from './organization-keys';

/** POST /api/organizations/active: the session acts for `organizationId` from now on. */
export function switchOrganization(body: TSwitchOrganization): Promise<TOrganization> {
  return apiClient.post('/organizations/active', body, { kind: 'login', schema: ZOrganization });
}

/**
 * After the session moved to `organization` (a switch, an accepted invitation): the held
 * /api/v2 token was issued for the other one, so it is renewed (or dropped, when that
 * fails: the next call that needs one asks for it), and every cached answer is refetched.
 */
export async function actForOrganization(
  queryClient: QueryClient,
  organization: TOrganization,
): Promise<void> {
  if (sessionStore.get().token) {
    await renewAccountToken().catch(() => sessionStore.set({ token: null }));
  }
  queryClient.setQueryData(ORGANIZATION_KEYS.active, organization);
  await queryClient.invalidateQueries();
}

/** Back to the user's own organisation (the one they got at sign-up): after leaving or removal. */
export async function actForOwnOrganization(queryClient: QueryClient): Promise<void> {
  const { organizations } = await listMyOrganizations();
  const own = organizations.find((organization) => organization.personal);
  if (own) {
    await actForOrganization(queryClient, await switchOrganization({ organizationId: own.id }));
  }
}

export function useSwitchOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchOrganization,
    onSuccess: (organization) => actForOrganization(queryClient, organization),
  });
}
