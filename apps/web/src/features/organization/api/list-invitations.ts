import { type TInvitationList, ZInvitationList } from '@confirma/contracts/organizations';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ORGANIZATION_AREA_KEYS } from './query-keys';

/** GET /api/organization/invitations: the active organisation's invitations, every status. */
export function listInvitations(): Promise<TInvitationList> {
  return apiClient.get('/organization/invitations', { kind: 'login', schema: ZInvitationList });
}

export function useInvitations() {
  return useQuery({ queryKey: ORGANIZATION_AREA_KEYS.invitations, queryFn: listInvitations });
}
