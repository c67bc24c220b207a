import { ZWebhookEndpointList } from '@confirma/contracts/webhooks';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ACCOUNT_KEYS } from './query-keys';

/** GET /api/webhooks/endpoints: the account's endpoints (never their secrets). */
export function listWebhookEndpoints() {
  return apiClient.get('/webhooks/endpoints', { kind: 'login', schema: ZWebhookEndpointList });
}

export function useWebhookEndpoints(userId: string) {
  return useQuery({
    queryKey: ACCOUNT_KEYS.webhookEndpoints(userId),
    queryFn: listWebhookEndpoints,
  });
}
