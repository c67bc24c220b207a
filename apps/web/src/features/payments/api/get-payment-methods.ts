import { type TPaymentMethodOffer, ZPaymentMethodList } from '@confirma/contracts/payments';
import { apiClient } from '../../../lib/api-client';

/** GET /api/payments/methods: the ways to pay offered by this server (none: payments are not configured). */
export async function getPaymentMethods(): Promise<TPaymentMethodOffer[]> {
  return (await apiClient.get('/payments/methods', { kind: 'login', schema: ZPaymentMethodList }))
    .methods;
}
