import { type TWebhookDelivery, ZWebhookDelivery } from '@confirma/contracts/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ACCOUNT_KEYS } from './query-keys';

/** POST /api/webhooks/deliveries/{id}/resend: the same event, sent again (202). */
export function resendWebhookDelivery(id: string): Promise<TWebhookDelivery> {
  return apiClient.post(`/webhooks/deliveries/${encodeURIComponent(id)}/resend`, undefined, {
    kind: 'login',
    schema: ZWebhookDelivery,
  });
}

export function useResendWebhookDelivery(userId: string, endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendWebhookDelivery,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: ACCOUNT_KEYS.webhookDeliveries(userId, endpointId),
      }),
  });
}
