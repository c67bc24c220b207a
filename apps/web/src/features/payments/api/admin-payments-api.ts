import {
  type TAdminPaymentDetail,
  type TAdminPaymentList,
  type TOrderStatus,
  ZAdminPaymentDetail,
  ZAdminPaymentList,
} from '@confirma/contracts/payments';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

/** The back office's payment calls (administrator's session cookie). */

export function listAdminPayments(filter: {
  status?: TOrderStatus | undefined;
  q?: string | undefined;
  cursor?: string | undefined;
}): Promise<TAdminPaymentList> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
  return apiClient.get(`/admin/payments?${query}`, { kind: 'login', schema: ZAdminPaymentList });
}

export function getAdminPayment(orderId: string): Promise<TAdminPaymentDetail> {
  return apiClient.get(`/admin/payments/${encodeURIComponent(orderId)}`, {
    kind: 'login',
    schema: ZAdminPaymentDetail,
  });
}

const ZDone = z.object({ outcome: z.string(), detail: ZAdminPaymentDetail });

export function refundPayment(orderId: string, reason: string) {
  return apiClient.post(
    `/admin/payments/${encodeURIComponent(orderId)}/refund`,
    { reason },
    { kind: 'login', schema: ZDone },
  );
}

export function confirmTransfer(orderId: string) {
  return apiClient.post(
    `/admin/payments/${encodeURIComponent(orderId)}/confirm-transfer`,
    {},
    { kind: 'login', schema: ZDone },
  );
}
