import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const SANDBOX_PAYMENT_STATES = [
  'open',
  'requires_action',
  'succeeded',
  'failed',
  'canceled',
  'refunded',
  'disputed',
] as const;
export type TSandboxPaymentState = (typeof SANDBOX_PAYMENT_STATES)[number];

/**
 * The sandbox PSP's own book of payments, apart from our orders: what a real provider keeps
 * on its side. The product reads it only through the provider interface (settle, webhooks).
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    /** 'sbx_pay_…': the provider reference the product stores. */
    id: text('id').primaryKey(),
    /** The merchant's reference (our order id, or 'demo:…' for the payment demo). */
    merchantRef: text('merchant_ref').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    method: text('method', { enum: ['card', 'wallet'] }).notNull(),
    locale: text('locale').notNull(),
    customerEmail: text('customer_email').notNull(),
    returnUrl: text('return_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    /** The merchant's idempotency key: a retried creation returns the same payment. */
    idempotencyKey: text('idempotency_key').notNull(),
    state: text('state', { enum: SANDBOX_PAYMENT_STATES }).notNull().default('open'),
    failureMessage: text('failure_message'),
    /** The last four digits of the card paid with. */
    cardLast4: text('card_last4'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sandbox_payments_idempotency_idx').on(table.idempotencyKey),
    check('sandbox_payments_amount_check', sql`${table.amountCents} > 0`),
  ],
);
