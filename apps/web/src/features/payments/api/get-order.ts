import { type TOrder, ZOrder } from '@confirma/contracts/payments';
import { apiClient } from '../../../lib/api-client';

/** GET /api/payments/orders/{orderId}: one of my orders. */
export function getOrder(orderId: string): Promise<TOrder> {
  return apiClient.get(`/payments/orders/${encodeURIComponent(orderId)}`, {
    kind: 'login',
    schema: ZOrder,
  });
}
