import { apiClient } from '../../../lib/api-client';
import { ZAdminPaymentOutcome } from './admin-payment-outcome';

/** POST /api/admin/payments/{orderId}/confirm-transfer: the bank transfer arrived. */
export function confirmTransfer(orderId: string) {
  return apiClient.post(
    `/admin/payments/${encodeURIComponent(orderId)}/confirm-transfer`,
    {},
    { kind: 'login', schema: ZAdminPaymentOutcome },
  );
}
