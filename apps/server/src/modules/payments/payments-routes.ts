import { vatRateBp } from '@confirma/contracts/vat';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/http/access.ts';
import { privateRoutes } from '../../platform/http/route-kit.ts';
import { languageOfRequest } from '../accounts/index.ts';
import { cancelOrder } from './cancel-order.ts';
import { createDemoPayment, readDemoPayment } from './create-demo-payment.ts';
import { createOrder } from './create-order.ts';
import { listOrders, readOrder } from './list-orders.ts';
import { listProducts } from './list-products.ts';
import type { TPaymentsContext } from './payments.types.ts';
import {
  cancelOrderRoute,
  createDemoPaymentRoute,
  createOrderRoute,
  listMethodsRoute,
  listOrdersRoute,
  listProductsRoute,
  readDemoPaymentRoute,
  readOrderRoute,
  resumeOrderRoute,
  returnOrderRoute,
} from './payments-routes.openapi.ts';
import { resumeOrder } from './resume-order.ts';
import { returnOrder } from './return-order.ts';

/** The buyer the route's `account` scope resolved. */
function holder(request: FastifyRequest) {
  return { organizationId: actorOf(request, 'account').organizationId };
}

/** The buyer's order named in the path (another account's is 404). */
function orderOf(request: FastifyRequest & { params: { orderId: string } }) {
  return { ...holder(request), orderId: request.params.orderId };
}

/** The buyer's language for the provider's pages, from the headers the account's pages read. */
const locale = languageOfRequest;

/**
 * The buyer's side: packs, the methods offered, orders, the browser's return, the payment demo.
 * Each route's access and documentation: payments-routes.openapi.ts.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{
  ctx: TPaymentsContext;
}> = async (app, { ctx }) => {
  privateRoutes(app, { publicUrl: ctx.config.PUBLIC_URL });

  app.get('/api/payments/products', listProductsRoute, async () => ({
    products: await listProducts(ctx.db, { vatRateBp: vatRateBp(ctx.config.VAT_RATE_PERCENT) }),
  }));

  app.get('/api/payments/methods', listMethodsRoute, async () => ({
    methods: ctx.providers.offers(),
  }));

  app.post('/api/payments/orders', createOrderRoute, async (request, reply) => {
    const created = await createOrder(ctx, {
      ...request.body,
      ...holder(request),
      buyerUserId: actorOf(request, 'account').userId,
      idempotencyKey: request.headers['idempotency-key'],
      locale: locale(request),
    });
    return reply.code(201).send(created);
  });

  app.get('/api/payments/orders', listOrdersRoute, async (request) =>
    listOrders(ctx, { ...holder(request), query: request.query }),
  );

  app.get('/api/payments/orders/:orderId', readOrderRoute, async (request) =>
    readOrder(ctx, orderOf(request)),
  );

  app.post('/api/payments/orders/:orderId/return', returnOrderRoute, async (request) =>
    returnOrder(ctx, orderOf(request)),
  );

  app.post('/api/payments/orders/:orderId/resume', resumeOrderRoute, async (request) =>
    resumeOrder(ctx, { ...orderOf(request), locale: locale(request) }),
  );

  app.post('/api/payments/orders/:orderId/cancel', cancelOrderRoute, async (request) =>
    cancelOrder(ctx, orderOf(request)),
  );

  app.post('/api/payments/demo', createDemoPaymentRoute, async (request) =>
    createDemoPayment(ctx, {
      ...request.body,
      email: `${holder(request).organizationId}@demo.invalid`,
      locale: locale(request),
    }),
  );

  app.get('/api/payments/demo/:ref', readDemoPaymentRoute, async (request) =>
    readDemoPayment(ctx, request.params.ref),
  );
};
