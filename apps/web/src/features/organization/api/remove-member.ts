import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ORGANIZATION_AREA_KEYS } from './query-keys';

/** DELETE /api/organization/members/{memberId}: their API keys are revoked, their operations stay. */
export function removeMember(memberId: string): Promise<void> {
  return apiClient.delete(`/organization/members/${encodeURIComponent(memberId)}`, {
    kind: 'login',
  });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORGANIZATION_AREA_KEYS.members }),
  });
}
