import { ZProblem } from '@confirma/contracts/errors';
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
import { vatRateBp } from '@confirma/contracts/vat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/http/access.ts';
import { sameOriginGuard } from '../../platform/http/route-kit.ts';
import { requestLanguage } from '../accounts/index.ts';
import { cancelOrder } from './cancel-order.ts';
import { createDemoPayment, readDemoPayment } from './create-demo-payment.ts';
import { createOrder } from './create-order.ts';
import { listOrders, readOrder } from './list-orders.ts';
import { listProducts } from './list-products.ts';
import type { TPaymentsContext } from './payments.types.ts';
import { resumeOrder } from './resume-order.ts';
import { returnOrder } from './return-order.ts';

const errors = { 400: ZProblem, 401: ZProblem, 404: ZProblem, 409: ZProblem };
/** Errors of the calls that need a provider: none configured is 503 PAYMENTS_NOT_CONFIGURED. */
const payErrors = { ...errors, 503: ZProblem };
const ZIdempotencyHeaders = z.object({
  'idempotency-key': z.string().min(8).max(128).optional(),
});
const tags = ['payments'];

/** The buyer's side: packs, the methods offered, orders, the browser's return, the payment demo. */
export const paymentsRoutes: FastifyPluginAsyncZod<{
  ctx: TPaymentsContext;
}> = async (app, { ctx }) => {
  app.addHook('onRequest', sameOriginGuard(ctx.config.PUBLIC_URL));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  /** The buyer the route's `account` scope resolved. */
  const holder = (request: Parameters<typeof actorOf>[0]) => ({
    userId: actorOf(request, 'account').userId,
  });
  const locale = (request: { headers: Record<string, string | string[] | undefined> }) => {
    const headers = new Headers();
    for (const name of ['x-lang', 'accept-language']) {
      const value = request.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    return requestLanguage(new Request('http://localhost/', { headers }));
  };

  app.get(
    '/api/payments/products',
    {
      config: { access: 'anonymous' },
      schema: { tags, summary: 'Credit packs on sale', response: { 200: ZProductList } },
    },
    async () => ({
      products: await listProducts(ctx.db, {
        vatRateBp: vatRateBp(ctx.config.VAT_RATE_PERCENT),
      }),
    }),
  );

  app.get(
    '/api/payments/methods',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary: 'The ways to pay offered here, and which are test payments (the sandbox)',
        response: { 200: ZPaymentMethodList },
      },
    },
    async () => ({ methods: ctx.providers.offers() }),
  );

  app.post(
    '/api/payments/orders',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'Order a pack (card, wallet or bank transfer); Idempotency-Key optional',
        headers: ZIdempotencyHeaders,
        body: ZCreateOrderRequest,
        response: { 201: ZCreateOrderResponse, ...payErrors },
      },
    },
    async (request, reply) => {
      const { userId } = holder(request);
      const created = await createOrder(ctx, {
        ...request.body,
        userId,
        idempotencyKey: request.headers['idempotency-key'],
        locale: locale(request),
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/payments/orders',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'My orders, newest first (keyset pages)',
        description: "Pass the answer's `nextCursor` as `cursor` for the next page.",
        querystring: ZOrderListQuery,
        response: { 200: ZOrderList, ...errors },
      },
    },
    async (request) => listOrders(ctx, { ...holder(request), query: request.query }),
  );

  app.get(
    '/api/payments/orders/:orderId',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'One of my orders',
        params: ZOrderParams,
        response: { 200: ZOrder, ...errors },
      },
    },
    async (request) => readOrder(ctx, { ...holder(request), orderId: request.params.orderId }),
  );

  app.post(
    '/api/payments/orders/:orderId/return',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: "The browser's return from the provider: settle and credit (idempotent)",
        params: ZOrderParams,
        response: { 200: ZOrder, ...errors },
      },
    },
    async (request) => returnOrder(ctx, { ...holder(request), orderId: request.params.orderId }),
  );

  app.post(
    '/api/payments/orders/:orderId/resume',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: "Resume an unpaid card or wallet checkout: the provider's page again",
        description:
          'An order no longer open (paid, cancelled, expired) or a transfer answers without `redirectUrl`.',
        params: ZOrderParams,
        response: { 200: ZCreateOrderResponse, ...payErrors },
      },
    },
    async (request) =>
      resumeOrder(ctx, {
        ...holder(request),
        orderId: request.params.orderId,
        locale: locale(request),
      }),
  );

  app.post(
    '/api/payments/orders/:orderId/cancel',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'Cancel an order still waiting (an abandoned checkout, an unwanted transfer)',
        description:
          'Idempotent: answers the order as it is then (CANCELED, or PAID when the payment had gone through).',
        params: ZOrderParams,
        response: { 200: ZOrder, ...errors },
      },
    },
    async (request) => cancelOrder(ctx, { ...holder(request), orderId: request.params.orderId }),
  );

  app.post(
    '/api/payments/demo',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'The payment demo: a sandbox checkout that buys nothing',
        body: ZDemoPaymentRequest,
        response: { 200: ZDemoPaymentResponse, ...payErrors },
      },
    },
    async (request) => {
      const { userId } = holder(request);
      return createDemoPayment(ctx, {
        ...request.body,
        email: `${userId}@demo.invalid`,
        locale: locale(request),
      });
    },
  );

  app.get(
    '/api/payments/demo/:ref',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: "A demo payment's state",
        params: z.object({ ref: z.string().min(8).max(64) }),
        response: { 200: ZDemoPayment, ...errors },
      },
    },
    async (request) => readDemoPayment(ctx, request.params.ref),
  );
};
