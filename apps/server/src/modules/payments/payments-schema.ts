import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { authOrganizations, authUsers } from '../accounts/accounts-schema.ts';

/**
 * Credit packs on sale: shown where the price is above zero and the pack is
 * active. Prices are in euro cents and include VAT.
 */
export const products = pgTable(
  'products',
  {
    /** Stable id used in URLs and ledger reasons: 'credits-20'. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    credits: integer('credits').notNull(),
    /** Shows the 'new' badge. */
    isNew: boolean('is_new').notNull().default(false),
    /** A CSS colour for the pack's card. */
    color: text('color').notNull().default('#1976d2'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('products_price_check', sql`${table.priceCents} >= 0`),
    check('products_credits_check', sql`${table.credits} > 0`),
  ],
);

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe', 'paypal', 'transfer'] as const;
export const PAYMENT_METHODS = ['card', 'wallet', 'transfer'] as const;
/**
 * PENDING: checkout created, nothing paid yet (a transfer waits for the money).
 * REQUIRES_ACTION: the payer is in a challenge (3-D Secure).
 * PAID: the money arrived and the credits were added (exactly once).
 * FAILED: declined, with the provider's message. CANCELED: abandoned or expired.
 * REFUNDED: the money went back (in full) and the credits were taken back.
 * DISPUTED: a chargeback opened; the credits were taken back.
 */
export const PAYMENT_STATUSES = [
  'PENDING',
  'REQUIRES_ACTION',
  'PAID',
  'FAILED',
  'CANCELED',
  'REFUNDED',
  'DISPUTED',
] as const;

/** One purchase of one pack: the order, its provider's reference and its state. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: text('id').primaryKey(),
    /** Null once the account is erased: orders and invoices are kept (accounting law). */
    organizationId: text('organization_id').references(() => authOrganizations.id, {
      onDelete: 'set null',
    }),
    /** The member who bought. */
    buyerUserId: text('buyer_user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    /** Credits, price and currency copied from the pack when ordered. */
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** The provider's id for the checkout (session, order, payment intent). */
    providerRef: text('provider_ref'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('PENDING'),
    /** The provider's own message when declined or failed. */
    failureMessage: text('failure_message'),
    /** Bank transfer: the reference the payer writes on the transfer ('CF-7K2M9Q'). */
    transferReference: text('transfer_reference'),
    /** The client's Idempotency-Key for the order's creation, when given. */
    idempotencyKey: text('idempotency_key'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_orders_organization_idx').on(table.organizationId, table.createdAt),
    index('payment_orders_status_idx').on(table.status, table.createdAt),
    uniqueIndex('payment_orders_provider_ref_idx')
      .on(table.provider, table.providerRef)
      .where(sql`${table.providerRef} is not null`),
    uniqueIndex('payment_orders_transfer_reference_idx')
      .on(table.transferReference)
      .where(sql`${table.transferReference} is not null`),
    uniqueIndex('payment_orders_idempotency_idx')
      .on(table.organizationId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    check(
      'payment_orders_status_check',
      sql`${table.status} in ('PENDING', 'REQUIRES_ACTION', 'PAID', 'FAILED', 'CANCELED', 'REFUNDED', 'DISPUTED')`,
    ),
    check('payment_orders_amount_check', sql`${table.amountCents} > 0`),
    check(
      'payment_orders_refunded_check',
      sql`${table.refundedCents} >= 0 and ${table.refundedCents} <= ${table.amountCents}`,
    ),
  ],
);

/**
 * Every provider event received (webhooks) or observed (the browser's return, an admin's
 * refund), unique per provider and event id: a duplicate delivery is recognised here and
 * changes nothing. Bad signatures are not stored (they are logged).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's event id ('evt_...'), or ours for observed events ('return:<order>'). */
    eventId: text('event_id').notNull(),
    orderId: text('order_id').references(() => paymentOrders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    /** What processing it did: 'credited', 'ignored:amount-mismatch', 'duplicate', ... */
    outcome: text('outcome'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_events_provider_event_idx').on(table.provider, table.eventId),
    index('payment_events_order_idx').on(table.orderId, table.id),
  ],
);
