import { type TInvitation, type TInvite, ZInvitation } from '@confirma/contracts/organizations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ORGANIZATION_AREA_KEYS } from './query-keys';

/** POST /api/organization/invitations: e-mails the invitation in the page's language. */
export function inviteMember(body: TInvite): Promise<TInvitation> {
  return apiClient.post('/organization/invitations', body, { kind: 'login', schema: ZInvitation });
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ORGANIZATION_AREA_KEYS.invitations }),
  });
}
