import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ORGANIZATION_AREA_KEYS } from './query-keys';

/** POST /api/invitations/{invitationId}/reject: declined; its link stops working. */
export function rejectInvitation(invitationId: string): Promise<void> {
  return apiClient.post(`/invitations/${encodeURIComponent(invitationId)}/reject`, undefined, {
    kind: 'login',
  });
}

export function useRejectInvitation(invitationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rejectInvitation(invitationId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ORGANIZATION_AREA_KEYS.invitation(invitationId) }),
  });
}
