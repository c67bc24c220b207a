import {
  ZAdminConfirmTransferRequest,
  ZAdminPaymentDetail,
  ZAdminPaymentList,
  ZAdminPaymentsQuery,
  ZAdminRefundRequest,
  ZOrderParams,
} from '@confirma/contracts/payments';
import { z } from 'zod';
import { problems } from '../../platform/http/route-kit.ts';

const tags = ['admin'];
const errors = problems(400, 401, 403, 404, 409);
const ZDone = z.object({ outcome: z.string(), detail: ZAdminPaymentDetail });

export const listAdminPaymentsRoute = {
  config: { access: 'admin' },
  schema: {
    tags,
    summary: 'Payments: filter by status and provider, search id, reference or e-mail',
    querystring: ZAdminPaymentsQuery,
    response: { 200: ZAdminPaymentList, ...errors },
  },
} as const;

export const readAdminPaymentRoute = {
  config: { access: 'admin' },
  schema: {
    tags,
    summary: 'One payment with its events',
    params: ZOrderParams,
    response: { 200: ZAdminPaymentDetail, ...errors },
  },
} as const;

export const refundOrderRoute = {
  config: { access: 'admin' },
  schema: {
    tags,
    summary: 'Refund a paid order in full through its provider; credits taken back',
    params: ZOrderParams,
    body: ZAdminRefundRequest,
    response: { 200: ZDone, ...errors },
  },
} as const;

export const confirmTransferRoute = {
  config: { access: 'admin' },
  schema: {
    tags,
    summary: 'Confirm that a bank transfer arrived: the order is paid and credited',
    params: ZOrderParams,
    body: ZAdminConfirmTransferRequest,
    response: { 200: ZDone, ...errors },
  },
} as const;
