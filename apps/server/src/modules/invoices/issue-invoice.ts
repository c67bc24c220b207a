import { randomUUID } from 'node:crypto';
import { splitVat, vatRateBp } from '@confirma/contracts/vat';
import type { TConfig } from '../../platform/config.ts';
import type { TDbOrTx } from '../../platform/db/client.ts';
import {
  allocateInvoiceNumber,
  fullInvoiceNumber,
  TEST_INVOICE_SERIES,
} from './allocate-number.ts';
import { readBuyer, sellerFromConfig } from './invoice-parties.ts';
import { invoiceYear } from './invoice-texts.ts';
import { InvoiceOrderError, type TInvoice, type TInvoiceLine } from './invoices.types.ts';
import { findInvoiceOfOrder, toInvoice } from './invoices-queries.ts';
import { invoices } from './invoices-schema.ts';
import { lockOrder } from './payment-order-facts.ts';

export type TInvoiceConfig = Pick<
  TConfig,
  | 'INVOICE_SERIES'
  | 'VAT_RATE_PERCENT'
  | 'SELLER_NAME'
  | 'SELLER_TAX_ID'
  | 'SELLER_ADDRESS'
  | 'SELLER_EMAIL'
>;

/** Orders that were paid: a refund or a dispute afterwards does not undo the sale. */
const INVOICEABLE = new Set(['PAID', 'REFUNDED', 'DISPUTED']);

/**
 * Issues the invoice of a paid order, once: lock the order (issuers of one order wait for
 * each other), return the invoice already issued if there is one, else take the next
 * number of the series (TEST for a sandbox order) and year (locking the counter) and insert
 * the invoice with the seller from the configuration, the buyer from the profile, the pack
 * as its one line and VAT split out of the price, all in one transaction. `replayed` tells whether it existed.
 */
export async function issueInvoice(
  db: TDbOrTx,
  params: { orderId: string; config: TInvoiceConfig; now?: Date },
): Promise<{ invoice: TInvoice; replayed: boolean }> {
  const { orderId, config } = params;
  // A savepoint when `db` is already a transaction.
  return db.transaction(async (tx) => {
    const { order, productName } = await lockOrder(tx, { orderId });
    const existing = await findInvoiceOfOrder(tx, { orderId, kind: 'invoice' });
    if (existing) return { invoice: existing, replayed: true };

    if (!INVOICEABLE.has(order.status) || !order.paidAt) {
      throw new InvoiceOrderError(`payment order ${orderId} is ${order.status}, not paid`);
    }
    if (!order.organizationId)
      throw new InvoiceOrderError(`payment order ${orderId} has no account`);
    const buyer = await readBuyer(tx, {
      organizationId: order.organizationId,
      buyerUserId: order.buyerUserId,
    });
    if (!buyer) throw new InvoiceOrderError(`the account of payment order ${orderId} is gone`);

    const issuedAt = params.now ?? new Date();
    const year = invoiceYear(issuedAt);
    // A sandbox order moved no money: its invoice is a test's, in a series of its own.
    const series = order.provider === 'sandbox' ? TEST_INVOICE_SERIES : config.INVOICE_SERIES;
    const number = await allocateInvoiceNumber(tx, { series, year });
    const rateBp = vatRateBp(config.VAT_RATE_PERCENT);
    const { baseCents, vatCents } = splitVat(order.amountCents, rateBp);
    const line: TInvoiceLine = {
      productId: order.productId,
      description: productName,
      credits: order.credits,
      quantity: 1,
      totalCents: order.amountCents,
    };
    const [row] = await tx
      .insert(invoices)
      .values({
        id: randomUUID(),
        kind: 'invoice',
        series,
        year,
        number,
        fullNumber: fullInvoiceNumber(series, year, number),
        orderId,
        organizationId: order.organizationId,
        seller: sellerFromConfig(config),
        buyer,
        lines: [line],
        currency: order.currency,
        baseCents,
        vatRateBp: rateBp,
        vatCents,
        totalCents: order.amountCents,
        issuedAt,
      })
      .returning();
    if (!row) throw new Error('invoice insert returned no row');
    return { invoice: toInvoice(row), replayed: false };
  });
}
