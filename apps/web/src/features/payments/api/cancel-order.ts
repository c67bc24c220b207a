import { type TOrder, ZOrder } from '@confirma/contracts/payments';
import { apiClient } from '../../../lib/api-client';

/** POST /api/payments/orders/{orderId}/cancel: cancels an order still waiting; answers it as it is then (a repeat: the same). */
export function cancelOrder(orderId: string): Promise<TOrder> {
  return apiClient.post(`/payments/orders/${encodeURIComponent(orderId)}/cancel`, undefined, {
    kind: 'login',
    schema: ZOrder,
  });
}
