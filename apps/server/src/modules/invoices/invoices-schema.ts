import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { authOrganizations } from '../accounts/accounts-schema.ts';
import { paymentOrders } from '../payments/payments-schema.ts';

/** The last number given per series and year: numbers are sequential without gaps. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.series, table.year] })],
);

/**
 * Issued invoices (and credit notes for refunds, kind 'credit_note', in their own series),
 * never changed after issue. Seller and buyer are copied at issue time.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['invoice', 'credit_note'] })
      .notNull()
      .default('invoice'),
    series: text('series').notNull(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    /** 'CF-2026-000001' */
    fullNumber: text('full_number').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => paymentOrders.id),
    /** Null once the account is erased; the buyer snapshot stays. */
    organizationId: text('organization_id').references(() => authOrganizations.id, {
      onDelete: 'set null',
    }),
    /** The invoice a credit note corrects. */
    correctsInvoiceId: text('corrects_invoice_id'),
    seller: jsonb('seller').notNull(),
    buyer: jsonb('buyer').notNull(),
    lines: jsonb('lines').notNull(),
    currency: text('currency').notNull().default('EUR'),
    baseCents: integer('base_cents').notNull(),
    /** Basis points: 2100 = 21 %. */
    vatRateBp: integer('vat_rate_bp').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The sealed PDF in the blob store (its SHA-256 key); null until rendered. */
    pdfBlobKey: text('pdf_blob_key'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_number_idx').on(table.series, table.year, table.number),
    uniqueIndex('invoices_order_kind_idx').on(table.orderId, table.kind),
    index('invoices_organization_idx').on(table.organizationId, table.issuedAt),
    check(
      'invoices_totals_check',
      sql`${table.baseCents} + ${table.vatCents} = ${table.totalCents}`,
    ),
  ],
);
