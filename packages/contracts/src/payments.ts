import { z } from 'zod';
import { pageQuery, ZNextCursor } from './pagination.ts';

/**
 * Buying credits: packs, orders, bank transfers, the payment demo and the back
 * office's payment views. The server validates with these schemas; the web reads with them.
 */

export const ZProduct = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  currency: z.string(),
  credits: z.number().int(),
  isNew: z.boolean(),
  color: z.string(),
  /** `splitVat` splits it. */
  vat: z
    .object({
      rateBp: z.number().int().describe('The rate in basis points: 2100 is 21 %.'),
      baseCents: z.number().int(),
      vatCents: z.number().int(),
    })
    .describe('The VAT the price includes, split as the invoice splits it.'),
});
export type TProduct = z.infer<typeof ZProduct>;
export const ZProductList = z.object({ products: z.array(ZProduct) });
export type TProductList = z.infer<typeof ZProductList>;

export const ZOrderMethod = z.enum(['card', 'wallet', 'transfer']);
export type TOrderMethod = z.infer<typeof ZOrderMethod>;

/** A way to pay offered here; `test`: the sandbox takes it (test cards, no money). */
export const ZPaymentMethodOffer = z.object({ method: ZOrderMethod, test: z.boolean() });
export type TPaymentMethodOffer = z.infer<typeof ZPaymentMethodOffer>;
/** GET /api/payments/methods: none when payments are not configured on this server. */
export const ZPaymentMethodList = z.object({ methods: z.array(ZPaymentMethodOffer) });
export type TPaymentMethodList = z.infer<typeof ZPaymentMethodList>;
export const ZOrderStatus = z.enum([
  'PENDING',
  'REQUIRES_ACTION',
  'PAID',
  'FAILED',
  'CANCELED',
  'REFUNDED',
  'DISPUTED',
]);
export type TOrderStatus = z.infer<typeof ZOrderStatus>;

/** The bank details and reference of a bank-transfer order. */
export const ZTransferInstructions = z.object({
  reference: z.string(),
  iban: z.string(),
  bic: z.string(),
  holder: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  expiresAt: z.string(),
});
export type TTransferInstructions = z.infer<typeof ZTransferInstructions>;

export const ZOrder = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  credits: z.number().int(),
  amountCents: z.number().int(),
  currency: z.string(),
  method: ZOrderMethod,
  provider: z.string(),
  status: ZOrderStatus,
  failureMessage: z
    .string()
    .nullable()
    .describe(
      "FAILED: the provider's own message; CANCELED: why, `canceled-by-buyer`, " +
        '`checkout-expired` or `transfer-expired`.',
    ),
  transfer: ZTransferInstructions.nullable().describe(
    'A bank transfer: what to pay, where and with which reference (also e-mailed to the ' +
      'buyer when the order is placed); an administrator confirms it arrived.',
  ),
  invoiceId: z
    .string()
    .nullable()
    .describe('The invoice issued once it is paid (GET /api/invoices/{id}/pdf).'),
  creditNoteId: z
    .string()
    .nullable()
    .describe('The credit note issued once it is refunded (GET /api/invoices/{id}/pdf).'),
  boughtBy: z
    .object({ userId: z.string(), name: z.string().nullable() })
    .nullable()
    .describe(
      'The member who bought it for the organisation (name null once erased); null for a ' +
        "purchase of one's own personal organisation.",
    ),
  expiresAt: z
    .string()
    .nullable()
    .describe(
      'When a waiting order is cancelled as expired: a checkout after ' +
        'PAYMENT_CHECKOUT_MINUTES, a transfer after BANK_TRANSFER_DAYS.',
    ),
  refundedAt: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type TOrder = z.infer<typeof ZOrder>;

/** POST /api/payments/orders (header Idempotency-Key optional). */
export const ZCreateOrderRequest = z
  .object({
    productId: z.string().min(1).max(64),
    method: ZOrderMethod,
  })
  .describe(
    "The amount and currency are the pack's. With an `Idempotency-Key` a retry returns the " +
      'same order; the same key for another pack or method is 409.',
  );
export type TCreateOrderRequest = z.infer<typeof ZCreateOrderRequest>;

export const ZCreateOrderResponse = z.object({
  order: ZOrder,
  /** The provider's payment page (card, wallet); absent for a transfer. */
  redirectUrl: z.string().optional(),
});
export type TCreateOrderResponse = z.infer<typeof ZCreateOrderResponse>;

/** GET /api/payments/orders: a page of the account's orders (docs/api.md, "Pagination"). */
export const ZOrderListQuery = pageQuery(50);
export const ZOrderList = z.object({ orders: z.array(ZOrder), nextCursor: ZNextCursor });
export type TOrderList = z.infer<typeof ZOrderList>;

export const ZOrderParams = z.object({ orderId: z.string().min(1).max(64) });

/** POST /api/payments/demo: the payment demo, no credits bought. */
export const ZDemoPaymentRequest = z.object({
  /** In currency units; not a positive number -> 10 (the client applies it too). */
  amount: z.coerce.number().catch(10),
  method: z.enum(['card', 'wallet']),
});
export type TDemoPaymentRequest = z.infer<typeof ZDemoPaymentRequest>;
export const ZDemoPaymentResponse = z.object({ ref: z.string(), redirectUrl: z.string() });
export const ZDemoPayment = z.object({
  ref: z.string(),
  state: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  failureMessage: z.string().nullable(),
});
export type TDemoPayment = z.infer<typeof ZDemoPayment>;

// ── Back office ──────────────────────────────────────────────────────────────────────────

export const ZAdminPaymentsQuery = z.object({
  status: ZOrderStatus.optional(),
  provider: z.enum(['sandbox', 'stripe', 'paypal', 'transfer']).optional(),
  /** An order id, transfer reference or e-mail (part). */
  q: z.string().trim().max(100).optional(),
  /** The previous page's nextCursor. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type TAdminPaymentsQuery = z.infer<typeof ZAdminPaymentsQuery>;

export const ZAdminPayment = ZOrder.extend({
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  providerRef: z.string().nullable(),
  refundedCents: z.number().int(),
});
export type TAdminPayment = z.infer<typeof ZAdminPayment>;

export const ZAdminPaymentList = z.object({
  payments: z.array(ZAdminPayment),
  nextCursor: z.string().nullable(),
});
export type TAdminPaymentList = z.infer<typeof ZAdminPaymentList>;

export const ZPaymentEvent = z.object({
  id: z.number().int(),
  provider: z.string(),
  eventId: z.string(),
  type: z.string(),
  outcome: z.string().nullable(),
  receivedAt: z.string(),
});
export type TPaymentEvent = z.infer<typeof ZPaymentEvent>;

export const ZAdminPaymentDetail = z.object({
  payment: ZAdminPayment,
  events: z.array(ZPaymentEvent),
});
export type TAdminPaymentDetail = z.infer<typeof ZAdminPaymentDetail>;

export const ZAdminRefundRequest = z.object({ reason: z.string().trim().min(3).max(500) });
export type TAdminRefundRequest = z.infer<typeof ZAdminRefundRequest>;
export const ZAdminConfirmTransferRequest = z.object({
  reason: z.string().trim().max(500).optional(),
});
export type TAdminConfirmTransferRequest = z.infer<typeof ZAdminConfirmTransferRequest>;
