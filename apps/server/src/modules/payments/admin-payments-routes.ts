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
import { sameOriginGuard, type TAuth } from '../accounts/index.ts';
import { requireAdmin } from '../admin/index.ts';
import { listAdminPayments, readAdminPayment } from './admin-payments-queries.ts';
import type { TPaymentsContext } from './payments.types.ts';
import { confirmTransfer, refundOrder } from './refund-order.ts';

const errors = { 400: ZProblem, 401: ZProblem, 403: ZProblem, 404: ZProblem, 409: ZProblem };
const tags = ['admin'];
const ZDone = z.object({ outcome: z.string(), detail: ZAdminPaymentDetail });

/** The back office's payments (admin role only): list, detail, refund, confirm a transfer. */
export const adminPaymentsRoutes: FastifyPluginAsyncZod<{
  ctx: TPaymentsContext;
  auth: TAuth;
}> = async (app, { ctx, auth }) => {
  app.addHook('onRequest', sameOriginGuard(ctx.config.PUBLIC_URL));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const admin = async (request: Parameters<typeof requireAdmin>[2]) => {
    const user = await requireAdmin(ctx.db, auth, request);
    return { actor: { id: user.id, email: user.email }, ip: request.ip };
  };

  app.get(
    '/api/admin/payments',
    {
      schema: {
        tags,
        summary: 'Payments: filter by status and provider, search id, reference or e-mail',
        querystring: ZAdminPaymentsQuery,
        response: { 200: ZAdminPaymentList, ...errors },
      },
    },
    async (request) => {
      await admin(request);
      return listAdminPayments(ctx, request.query);
    },
  );

  app.get(
    '/api/admin/payments/:orderId',
    {
      schema: {
        tags,
        summary: 'One payment with its events',
        params: ZOrderParams,
        response: { 200: ZAdminPaymentDetail, ...errors },
      },
    },
    async (request) => {
      await admin(request);
      return readAdminPayment(ctx, request.params.orderId);
    },
  );

  app.post(
    '/api/admin/payments/:orderId/refund',
    {
      schema: {
        tags,
        summary: 'Refund a paid order in full through its provider; credits taken back',
        params: ZOrderParams,
        body: ZAdminRefundRequest,
        response: { 200: ZDone, ...errors },
      },
    },
    async (request) => {
      const actor = await admin(request);
      const { orderId } = request.params;
      const outcome = await refundOrder(ctx, { ...actor, orderId, reason: request.body.reason });
      return { outcome, detail: await readAdminPayment(ctx, orderId) };
    },
  );

  app.post(
    '/api/admin/payments/:orderId/confirm-transfer',
    {
      schema: {
        tags,
        summary: 'Confirm that a bank transfer arrived: the order is paid and credited',
        params: ZOrderParams,
        body: ZAdminConfirmTransferRequest,
        response: { 200: ZDone, ...errors },
      },
    },
    async (request) => {
      const actor = await admin(request);
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
