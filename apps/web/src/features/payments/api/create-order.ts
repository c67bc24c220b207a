import {
  type TCreateOrderRequest,
  type TCreateOrderResponse,
  ZCreateOrderResponse,
} from '@confirma/contracts/payments';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/payments/orders with an Idempotency-Key: the order and where to pay it (the
 * buyer's session cookie, like every payments call: 'login' calls, no bearer token).
 */
export function createOrder(
  request: TCreateOrderRequest,
  idempotencyKey: string,
  /** The interface language: the provider's page speaks it. */
  language: string,
): Promise<TCreateOrderResponse> {
  return apiClient.post('/payments/orders', request, {
    kind: 'login',
    schema: ZCreateOrderResponse,
    headers: { 'idempotency-key': idempotencyKey, 'x-lang': language },
  });
}
