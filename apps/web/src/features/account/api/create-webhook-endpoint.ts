import {
  type TWebhookEndpointCreate,
  type TWebhookEndpointWithSecret,
  ZWebhookEndpointWithSecret,
} from '@confirma/contracts/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ACCOUNT_KEYS } from './query-keys';

/** POST /api/webhooks/endpoints: the answer is the only time the signing secret is shown. */
export function createWebhookEndpoint(
  body: TWebhookEndpointCreate,
): Promise<TWebhookEndpointWithSecret> {
  return apiClient.post('/webhooks/endpoints', body, {
    kind: 'login',
    schema: ZWebhookEndpointWithSecret,
  });
}

export function useCreateWebhookEndpoint(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhookEndpoint,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ACCOUNT_KEYS.webhookEndpoints(userId) }),
  });
}
