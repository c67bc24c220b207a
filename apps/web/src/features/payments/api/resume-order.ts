import { type TCreateOrderResponse, ZCreateOrderResponse } from '@confirma/contracts/payments';
import { apiClient } from '../../../lib/api-client';

/** POST /api/payments/orders/{orderId}/resume: the provider's page again for an open card or wallet order (none: show its state). */
export function resumeOrder(orderId: string, language: string): Promise<TCreateOrderResponse> {
  return apiClient.post(`/payments/orders/${encodeURIComponent(orderId)}/resume`, undefined, {
    kind: 'login',
    schema: ZCreateOrderResponse,
    headers: { 'x-lang': language },
  });
}
