import {
  INVITATION_ID_SHAPE,
  type TInvitationView,
  ZInvitationView,
} from '@confirma/contracts/organizations';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ORGANIZATION_AREA_KEYS } from './query-keys';

/** GET /api/invitations/{invitationId}: an invitation as the person invited sees it (no session needed). */
export function getInvitation(invitationId: string): Promise<TInvitationView> {
  return apiClient.get(`/invitations/${encodeURIComponent(invitationId)}`, {
    kind: 'login',
    schema: ZInvitationView,
  });
}

/** Only a well-formed id is asked for: anything else is a broken link, told without a request. */
export function useInvitation(invitationId: string) {
  return useQuery({
    queryKey: ORGANIZATION_AREA_KEYS.invitation(invitationId),
    queryFn: () => getInvitation(invitationId),
    enabled: INVITATION_ID_SHAPE.test(invitationId),
  });
}
