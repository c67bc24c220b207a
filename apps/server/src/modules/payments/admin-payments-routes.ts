import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/http/access.ts';
import { privateRoutes } from '../../platform/http/route-kit.ts';
import { listAdminPayments, readAdminPayment } from './admin-payments-queries.ts';
import {
  confirmTransferRoute,
  listAdminPaymentsRoute,
  readAdminPaymentRoute,
  refundOrderRoute,
} from './admin-payments-routes.openapi.ts';
import type { TPaymentsContext } from './payments.types.ts';
import { confirmTransfer, refundOrder } from './refund-order.ts';

/** The administrator the route's `admin` scope resolved, and where they called from. */
function adminOf(request: FastifyRequest) {
  const { id, email, ip } = actorOf(request, 'admin');
  return { actor: { id, email }, ip };
}

/**
 * The back office's payments (admin role only): list, detail, refund, confirm a transfer.
 * Each route's access and documentation: admin-payments-routes.openapi.ts.
 */
export const adminPaymentsRoutes: FastifyPluginAsyncZod<{
  ctx: TPaymentsContext;
}> = async (app, { ctx }) => {
  privateRoutes(app, { publicUrl: ctx.config.PUBLIC_URL });

  app.get('/api/admin/payments', listAdminPaymentsRoute, async (request) =>
    listAdminPayments(ctx, request.query),
  );

  app.get('/api/admin/payments/:orderId', readAdminPaymentRoute, async (request) =>
    readAdminPayment(ctx, request.params.orderId),
  );

  app.post('/api/admin/payments/:orderId/refund', refundOrderRoute, async (request) => {
    const { orderId } = request.params;
    const { reason } = request.body;
    const outcome = await refundOrder(ctx, { ...adminOf(request), orderId, reason });
    return { outcome, detail: await readAdminPayment(ctx, orderId) };
  });

  app.post(
    '/api/admin/payments/:orderId/confirm-transfer',
    confirmTransferRoute,
    async (request) => {
      const { orderId } = request.params;
      const { reason } = request.body;
      const outcome = await confirmTransfer(ctx, { ...adminOf(request), orderId, reason });
      return { outcome, detail: await readAdminPayment(ctx, orderId) };
    },
  );
};
