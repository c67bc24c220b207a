import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ACCOUNT_KEYS } from './query-keys';

/** DELETE /api/account/api-credentials/{id}: the credential and its tokens stop working at once. */
export function revokeApiCredential(id: string): Promise<void> {
  return apiClient.delete(`/account/api-credentials/${encodeURIComponent(id)}`, {
    kind: 'login',
  });
}

export function useRevokeApiCredential(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiCredential,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ACCOUNT_KEYS.apiCredentials(userId) }),
  });
}
