import {
  ZCreateOrderRequest,
  ZCreateOrderResponse,
  ZDemoPayment,
  ZDemoPaymentRequest,
  ZDemoPaymentResponse,
  ZOrder,
  ZOrderList,
  ZOrderListQuery,
  ZOrderParams,
  ZPaymentMethodList,
  ZProductList,
} from '@confirma/contracts/payments';
import { z } from 'zod';
import { problems } from '../../platform/http/route-kit.ts';

const tags = ['payments'];
const errors = problems(400, 401, 404, 409);
/** Errors of the calls that need a provider: none configured is 503 PAYMENTS_NOT_CONFIGURED. */
const payErrors = problems(400, 401, 404, 409, 503);
const ZIdempotencyHeaders = z.object({
  'idempotency-key': z.string().min(8).max(128).optional(),
});

export const listProductsRoute = {
  config: { access: 'anonymous' },
  schema: { tags, summary: 'Credit packs on sale', response: { 200: ZProductList } },
} as const;

export const listMethodsRoute = {
  config: { access: 'anonymous' },
  schema: {
    tags,
    summary: 'The ways to pay offered here, and which are test payments (the sandbox)',
    response: { 200: ZPaymentMethodList },
  },
} as const;

export const createOrderRoute = {
  config: { access: 'account', permission: 'billing' },
  schema: {
    tags,
    summary: 'Order a pack (card, wallet or bank transfer); Idempotency-Key optional',
    headers: ZIdempotencyHeaders,
    body: ZCreateOrderRequest,
    response: { 201: ZCreateOrderResponse, ...payErrors },
  },
} as const;

export const listOrdersRoute = {
  config: { access: 'account', permission: 'billing' },
  schema: {
    tags,
    summary: 'My orders, newest first (keyset pages)',
    description: "Pass the answer's `nextCursor` as `cursor` for the next page.",
    querystring: ZOrderListQuery,
    response: { 200: ZOrderList, ...errors },
  },
} as const;

export const readOrderRoute = {
  config: { access: 'account', permission: 'billing' },
  schema: {
    tags,
    summary: 'One of my orders',
    params: ZOrderParams,
    response: { 200: ZOrder, ...errors },
  },
} as const;

export const returnOrderRoute = {
  config: { access: 'account', permission: 'billing' },
  schema: {
    tags,
    summary: "The browser's return from the provider: settle and credit (idempotent)",
    params: ZOrderParams,
    response: { 200: ZOrder, ...errors },
  },
} as const;

export const resumeOrderRoute = {
  config: { access: 'account', permission: 'billing' },
  schema: {
    tags,
    summary: "Resume an unpaid card or wallet checkout: the provider's page again",
    description:
      'An order no longer open (paid, cancelled, expired) or a transfer answers without `redirectUrl`.',
    params: ZOrderParams,
    response: { 200: ZCreateOrderResponse, ...payErrors },
  },
} as const;

export const cancelOrderRoute = {
  config: { access: 'account', permission: 'billing' },
  schema: {
    tags,
    summary: 'Cancel an order still waiting (an abandoned checkout, an unwanted transfer)',
    description:
      'Idempotent: answers the order as it is then (CANCELED, or PAID when the payment had gone through).',
    params: ZOrderParams,
    response: { 200: ZOrder, ...errors },
  },
} as const;

export const createDemoPaymentRoute = {
  config: { access: 'account', permission: 'billing' },
  schema: {
    tags,
    summary: 'The payment demo: a sandbox checkout that buys nothing',
    body: ZDemoPaymentRequest,
    response: { 200: ZDemoPaymentResponse, ...payErrors },
  },
} as const;

export const readDemoPaymentRoute = {
  config: { access: 'account', permission: 'billing' },
  schema: {
    tags,
    summary: "A demo payment's state",
    params: z.object({ ref: z.string().min(8).max(64) }),
    response: { 200: ZDemoPayment, ...errors },
  },
} as const;
