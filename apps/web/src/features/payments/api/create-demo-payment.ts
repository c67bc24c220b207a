import { ZDemoPaymentResponse } from '@confirma/contracts/payments';
import { apiClient } from '../../../lib/api-client';

/** POST /api/payments/demo: a payment of the demo, on the provider's page in `language`. */
export function createDemoPayment(amount: number, method: 'card' | 'wallet', language: string) {
  return apiClient.post(
    '/payments/demo',
    { amount, method },
    { kind: 'login', schema: ZDemoPaymentResponse, headers: { 'x-lang': language } },
  );
}
