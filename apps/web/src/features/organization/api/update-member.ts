import { type TMember, type TMemberUpdate, ZMember } from '@confirma/contracts/organizations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ORGANIZATION_AREA_KEYS } from './query-keys';

/** PATCH /api/organization/members/{memberId}: a member's role or monthly credit limit. */
export function updateMember({
  memberId,
  ...body
}: TMemberUpdate & { memberId: string }): Promise<TMember> {
  return apiClient.patch(`/organization/members/${encodeURIComponent(memberId)}`, body, {
    kind: 'login',
    schema: ZMember,
  });
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORGANIZATION_AREA_KEYS.members }),
  });
}
