import {
  type TWebhookEndpoint,
  type TWebhookEndpointUpdate,
  ZWebhookEndpoint,
} from '@confirma/contracts/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ACCOUNT_KEYS } from './query-keys';

/** PATCH /api/webhooks/endpoints/{id}: URL, events, description, or enabled. */
export function updateWebhookEndpoint(
  id: string,
  body: TWebhookEndpointUpdate,
): Promise<TWebhookEndpoint> {
  return apiClient.patch(`/webhooks/endpoints/${encodeURIComponent(id)}`, body, {
    kind: 'login',
    schema: ZWebhookEndpoint,
  });
}

export function useUpdateWebhookEndpoint(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TWebhookEndpointUpdate }) =>
      updateWebhookEndpoint(id, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ACCOUNT_KEYS.webhookEndpoints(userId) }),
  });
}
