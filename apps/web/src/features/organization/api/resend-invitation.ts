import { type TInvitation, ZInvitation } from '@confirma/contracts/organizations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ORGANIZATION_AREA_KEYS } from './query-keys';

/** POST /api/organization/invitations/{invitationId}/resend: e-mailed again, its term renewed. */
export function resendInvitation(invitationId: string): Promise<TInvitation> {
  return apiClient.post(
    `/organization/invitations/${encodeURIComponent(invitationId)}/resend`,
    undefined,
    { kind: 'login', schema: ZInvitation },
  );
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ORGANIZATION_AREA_KEYS.invitations }),
  });
}
