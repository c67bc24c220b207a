import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ACCOUNT_KEYS } from './query-keys';

/** DELETE /api/webhooks/endpoints/{id}: nothing more is sent to it. */
export function deleteWebhookEndpoint(id: string): Promise<void> {
  return apiClient.delete(`/webhooks/endpoints/${encodeURIComponent(id)}`, { kind: 'login' });
}

export function useDeleteWebhookEndpoint(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhookEndpoint,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ACCOUNT_KEYS.webhookEndpoints(userId) }),
  });
}
