import { type TOrganization, ZOrganization } from '@confirma/contracts/organizations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actForOrganization } from '../../../api/switch-organization';
import { apiClient } from '../../../lib/api-client';

/** POST /api/invitations/{invitationId}/accept: a member now, and the session acts for it. */
export function acceptInvitation(invitationId: string): Promise<TOrganization> {
  return apiClient.post(`/invitations/${encodeURIComponent(invitationId)}/accept`, undefined, {
    kind: 'login',
    schema: ZOrganization,
  });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (organization) => actForOrganization(queryClient, organization),
  });
}
