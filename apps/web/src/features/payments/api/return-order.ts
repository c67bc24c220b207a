import { type TOrder, ZOrder } from '@confirma/contracts/payments';
import { apiClient } from '../../../lib/api-client';

/** POST /api/payments/orders/{orderId}/return: the order as it stands when the buyer is back from the provider. */
export function returnOrder(orderId: string): Promise<TOrder> {
  return apiClient.post(`/payments/orders/${encodeURIComponent(orderId)}/return`, undefined, {
    kind: 'login',
    schema: ZOrder,
  });
}
