import {
  type TAccountDocument,
  type TProfileUpdate,
  ZAccountDocument,
} from '@confirma/contracts/account';
import {
  type TCreateOrderRequest,
  type TCreateOrderResponse,
  type TDemoPayment,
  type TOrder,
  type TPaymentMethodOffer,
  ZCreateOrderResponse,
  ZDemoPayment,
  ZDemoPaymentResponse,
  ZOrder,
  ZOrderList,
  ZPaymentMethodList,
} from '@confirma/contracts/payments';
import { apiClient } from '../../../lib/api-client';
import { readPages } from '../../../lib/keyset-pages';

/** The buyer's calls (session cookie: 'login' calls, no bearer token). */

/** The ways to pay offered by this server (none: payments are not configured). */
export async function getPaymentMethods(): Promise<TPaymentMethodOffer[]> {
  return (await apiClient.get('/payments/methods', { kind: 'login', schema: ZPaymentMethodList }))
    .methods;
}

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

export function returnOrder(orderId: string): Promise<TOrder> {
  return apiClient.post(`/payments/orders/${encodeURIComponent(orderId)}/return`, undefined, {
    kind: 'login',
    schema: ZOrder,
  });
}

/** The provider's page again for an open card or wallet order (none: show its state). */
export function resumeOrder(orderId: string, language: string): Promise<TCreateOrderResponse> {
  return apiClient.post(`/payments/orders/${encodeURIComponent(orderId)}/resume`, undefined, {
    kind: 'login',
    schema: ZCreateOrderResponse,
    headers: { 'x-lang': language },
  });
}

/** Cancels an order still waiting; answers it as it is then (a repeat: the same). */
export function cancelOrder(orderId: string): Promise<TOrder> {
  return apiClient.post(`/payments/orders/${encodeURIComponent(orderId)}/cancel`, undefined, {
    kind: 'login',
    schema: ZOrder,
  });
}

export function getOrder(orderId: string): Promise<TOrder> {
  return apiClient.get(`/payments/orders/${encodeURIComponent(orderId)}`, {
    kind: 'login',
    schema: ZOrder,
  });
}

/** My orders, newest first: the first two pages of 100 (the list pages by key). */
export async function listOrders(): Promise<TOrder[]> {
  const { items } = await readPages(async (cursor) => {
    const query = new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) });
    const page = await apiClient.get(`/payments/orders?${query.toString()}`, {
      kind: 'login',
      schema: ZOrderList,
    });
    return { items: page.orders, nextCursor: page.nextCursor };
  }, 2);
  return items;
}

export function createDemoPayment(amount: number, method: 'card' | 'wallet', language: string) {
  return apiClient.post(
    '/payments/demo',
    { amount, method },
    { kind: 'login', schema: ZDemoPaymentResponse, headers: { 'x-lang': language } },
  );
}

export function getDemoPayment(ref: string): Promise<TDemoPayment> {
  return apiClient.get(`/payments/demo/${encodeURIComponent(ref)}`, {
    kind: 'login',
    schema: ZDemoPayment,
  });
}

/** The account's balance and billing data (the invoice's buyer). */
export function getAccountForBilling(): Promise<TAccountDocument> {
  return apiClient.get('/account', { kind: 'login', schema: ZAccountDocument });
}

export function saveBillingData(update: TProfileUpdate): Promise<TAccountDocument> {
  return apiClient.patch('/account/profile', update, { kind: 'login', schema: ZAccountDocument });
}
