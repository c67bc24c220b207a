import { type TDemoPayment, ZDemoPayment } from '@confirma/contracts/payments';
import { apiClient } from '../../../lib/api-client';

/** GET /api/payments/demo/{ref}: a payment of the demo as it stands. */
export function getDemoPayment(ref: string): Promise<TDemoPayment> {
  return apiClient.get(`/payments/demo/${encodeURIComponent(ref)}`, {
    kind: 'login',
    schema: ZDemoPayment,
  });
}
