import { apiClient } from '../../../lib/api-client';
import { ZAdminPaymentOutcome } from './admin-payment-outcome';

/** POST /api/admin/payments/{orderId}/refund: refunds a paid order, with the reason. */
export function refundPayment(orderId: string, reason: string) {
  return apiClient.post(
    `/admin/payments/${encodeURIComponent(orderId)}/refund`,
    { reason },
    { kind: 'login', schema: ZAdminPaymentOutcome },
  );
}
