import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ORGANIZATION_AREA_KEYS } from './query-keys';

/** DELETE /api/organization/invitations/{invitationId}: its link stops working. */
export function cancelInvitation(invitationId: string): Promise<void> {
  return apiClient.delete(`/organization/invitations/${encodeURIComponent(invitationId)}`, {
    kind: 'login',
  });
}

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitation,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ORGANIZATION_AREA_KEYS.invitations }),
  });
}
