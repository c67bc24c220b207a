import { type TAdminPaymentDetail, ZAdminPaymentDetail } from '@confirma/contracts/payments';
import { apiClient } from '../../../lib/api-client';

/** GET /api/admin/payments/{orderId}: one payment with the provider's events. */
export function getAdminPayment(orderId: string): Promise<TAdminPaymentDetail> {
  return apiClient.get(`/admin/payments/${encodeURIComponent(orderId)}`, {
    kind: 'login',
    schema: ZAdminPaymentDetail,
  });
}
