import { ZProblem } from '@confirma/contracts/errors';
import {
  ZAdminConfirmTransferRequest,
  ZAdminPaymentDetail,
  ZAdminPaymentList,
  ZAdminPaymentsQuery,
  ZAdminRefundRequest,
  ZOrderParams,
} from '@confirma/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/http/access.ts';
import { sameOriginGuard } from '../../platform/http/route-kit.ts';
import { listAdminPayments, readAdminPayment } from './admin-payments-queries.ts';
import type { TPaymentsContext } from './payments.types.ts';
import { confirmTransfer, refundOrder } from './refund-order.ts';

const errors = { 400: ZProblem, 401: ZProblem, 403: ZProblem, 404: ZProblem, 409: ZProblem };
const tags = ['admin'];
const ZDone = z.object({ outcome: z.string(), detail: ZAdminPaymentDetail });

/** The back office's payments (admin role only): list, detail, refund, confirm a transfer. */
export const adminPaymentsRoutes: FastifyPluginAsyncZod<{
  ctx: TPaymentsContext;
}> = async (app, { ctx }) => {
  app.addHook('onRequest', sameOriginGuard(ctx.config.PUBLIC_URL));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const admin = (request: Parameters<typeof actorOf>[0]) => {
    const { id, email, ip } = actorOf(request, 'admin');
    return { actor: { id, email }, ip };
  };

  app.get(
    '/api/admin/payments',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Payments: filter by status and provider, search id, reference or e-mail',
        querystring: ZAdminPaymentsQuery,
        response: { 200: ZAdminPaymentList, ...errors },
      },
    },
    async (request) => listAdminPayments(ctx, request.query),
  );

  app.get(
    '/api/admin/payments/:orderId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'One payment with its events',
        params: ZOrderParams,
        response: { 200: ZAdminPaymentDetail, ...errors },
      },
    },
    async (request) => readAdminPayment(ctx, request.params.orderId),
  );

  app.post(
    '/api/admin/payments/:orderId/refund',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Refund a paid order in full through its provider; credits taken back',
        params: ZOrderParams,
        body: ZAdminRefundRequest,
        response: { 200: ZDone, ...errors },
      },
    },
    async (request) => {
      const actor = admin(request);
      const { orderId } = request.params;
      const outcome = await refundOrder(ctx, { ...actor, orderId, reason: request.body.reason });
      return { outcome, detail: await readAdminPayment(ctx, orderId) };
    },
  );

  app.post(
    '/api/admin/payments/:orderId/confirm-transfer',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Confirm that a bank transfer arrived: the order is paid and credited',
        params: ZOrderParams,
        body: ZAdminConfirmTransferRequest,
        response: { 200: ZDone, ...errors },
      },
    },
    async (request) => {
      const actor = admin(request);
      const { orderId } = request.params;
      const outcome = await confirmTransfer(ctx, {
        ...actor,
        orderId,
        reason: request.body.reason,
      });
      return { outcome, detail: await readAdminPayment(ctx, orderId) };
    },
  );
};
