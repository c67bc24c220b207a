import { ZProblem } from '@confirma/contracts/errors';
import {
  ZCreateOrderRequest,
  ZCreateOrderResponse,
  ZDemoPayment,
  ZDemoPaymentRequest,
  ZDemoPaymentResponse,
  ZOrder,
  ZOrderList,
  ZOrderParams,
  ZPaymentMethodList,
  ZProductList,
} from '@confirma/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage, sameOriginGuard, type TAuth } from '../accounts/index.ts';
import { requireAccountHolder, type TTokenVerifier } from '../tokens/index.ts';
import { createDemoPayment, readDemoPayment } from './create-demo-payment.ts';
import { createOrder } from './create-order.ts';
import { listOrders, readOrder } from './list-orders.ts';
import { listProducts } from './list-products.ts';
import type { TPaymentsContext } from './payments.types.ts';
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
  auth: TAuth;
  tokens: TTokenVerifier;
}> = async (app, { ctx, auth, tokens }) => {
  app.addHook('onRequest', sameOriginGuard(ctx.config.PUBLIC_URL));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const holder = (request: Parameters<typeof requireAccountHolder>[1]) =>
    requireAccountHolder({ auth, tokens }, request);
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
    { schema: { tags, summary: 'Credit packs on sale', response: { 200: ZProductList } } },
    async () => ({ products: await listProducts(ctx.db) }),
  );

  app.get(
    '/api/payments/methods',
    {
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
      schema: {
        tags,
        summary: 'Order a pack (card, wallet or bank transfer); Idempotency-Key optional',
        headers: ZIdempotencyHeaders,
        body: ZCreateOrderRequest,
        response: { 201: ZCreateOrderResponse, ...payErrors },
      },
    },
    async (request, reply) => {
      const { userId } = await holder(request);
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
      schema: {
        tags,
        summary: 'My orders, newest first',
        response: { 200: ZOrderList, ...errors },
      },
    },
    async (request) => ({ orders: await listOrders(ctx, await holder(request)) }),
  );

  app.get(
    '/api/payments/orders/:orderId',
    {
      schema: {
        tags,
        summary: 'One of my orders',
        params: ZOrderParams,
        response: { 200: ZOrder, ...errors },
      },
    },
    async (request) =>
      readOrder(ctx, { ...(await holder(request)), orderId: request.params.orderId }),
  );

  app.post(
    '/api/payments/orders/:orderId/return',
    {
      schema: {
        tags,
        summary: "The browser's return from the provider: settle and credit (idempotent)",
        params: ZOrderParams,
        response: { 200: ZOrder, ...errors },
      },
    },
    async (request) =>
      returnOrder(ctx, { ...(await holder(request)), orderId: request.params.orderId }),
  );

  app.post(
    '/api/payments/demo',
    {
      schema: {
        tags,
        summary: 'The payment demo: a sandbox checkout that buys nothing',
        body: ZDemoPaymentRequest,
        response: { 200: ZDemoPaymentResponse, ...payErrors },
      },
    },
    async (request) => {
      const { userId } = await holder(request);
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
      schema: {
        tags,
        summary: "A demo payment's state",
        params: z.object({ ref: z.string().min(8).max(64) }),
        response: { 200: ZDemoPayment, ...errors },
      },
    },
    async (request) => {
      await holder(request);
      return readDemoPayment(ctx, request.params.ref);
    },
  );
};
