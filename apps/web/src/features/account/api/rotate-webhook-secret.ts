import {
  type TWebhookEndpointWithSecret,
  ZWebhookEndpointWithSecret,
} from '@confirma/contracts/webhooks';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/webhooks/endpoints/{id}/rotate-secret: a new secret, shown once; the old one
 * keeps signing beside it for 24 hours.
 */
export function rotateWebhookSecret(id: string): Promise<TWebhookEndpointWithSecret> {
  return apiClient.post(`/webhooks/endpoints/${encodeURIComponent(id)}/rotate-secret`, undefined, {
    kind: 'login',
    schema: ZWebhookEndpointWithSecret,
  });
}

export function useRotateWebhookSecret() {
  return useMutation({ mutationFn: rotateWebhookSecret });
}
