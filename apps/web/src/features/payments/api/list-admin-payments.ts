import {
  type TAdminPaymentList,
  type TOrderStatus,
  ZAdminPaymentList,
} from '@confirma/contracts/payments';
import { apiClient } from '../../../lib/api-client';

/**
 * GET /api/admin/payments: the payments by state or search, for the back office (the
 * administrator's session cookie, like every admin payments call).
 */
export function listAdminPayments(filter: {
  status?: TOrderStatus | undefined;
  q?: string | undefined;
  cursor?: string | undefined;
}): Promise<TAdminPaymentList> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
  return apiClient.get(`/admin/payments?${query}`, { kind: 'login', schema: ZAdminPaymentList });
}
