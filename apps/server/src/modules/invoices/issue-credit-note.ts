import { randomUUID } from 'node:crypto';
import { splitVat } from '@confirma/contracts/vat';
import type { TDbOrTx } from '../../platform/db/client.ts';
import {
  allocateInvoiceNumber,
  fullInvoiceNumber,
  isTestInvoice,
  TEST_INVOICE_SERIES,
} from './allocate-number.ts';
import { invoiceYear } from './invoice-texts.ts';
import { InvoiceOrderError, type TInvoice } from './invoices.types.ts';
import { findInvoiceOfOrder, toInvoice } from './invoices-queries.ts';
import { invoices } from './invoices-schema.ts';
import { issueInvoice, type TInvoiceConfig } from './issue-invoice.ts';
import { lockOrder } from './payment-order-facts.ts';

/**
 * The series of credit notes: the invoices' with an R ('CF' → 'CFR'); a test purchase's
 * invoice is corrected in TESTR.
 */
export const creditNoteSeries = (
  config: Pick<TInvoiceConfig, 'INVOICE_SERIES'>,
  invoice?: Pick<TInvoice, 'series'>,
) => `${invoice && isTestInvoice(invoice) ? TEST_INVOICE_SERIES : config.INVOICE_SERIES}R`;

/**
 * Issues the credit note (factura rectificativa) of a refunded order, once: its invoice is
 * issued first if it was not, then, under the order's lock, the credit note takes the next
 * number of its own series and year and copies seller, buyer and line from the invoice it
 * corrects. Amounts are stored as positive magnitudes (the refunded amount, VAT at the
 * invoice's rate); the kind says they are taken back, and the PDF prints them negative.
 */
export async function issueCreditNote(
  db: TDbOrTx,
  params: { orderId: string; config: TInvoiceConfig; now?: Date },
): Promise<{ invoice: TInvoice; creditNote: TInvoice; replayed: boolean }> {
  const { orderId, config } = params;
  return db.transaction(async (tx) => {
    const { order } = await lockOrder(tx, { orderId });
    if (order.status !== 'REFUNDED') {
      throw new InvoiceOrderError(`payment order ${orderId} is ${order.status}, not refunded`);
    }
    const { invoice } = await issueInvoice(tx, params);
    const existing = await findInvoiceOfOrder(tx, { orderId, kind: 'credit_note' });
    if (existing) return { invoice, creditNote: existing, replayed: true };

    const issuedAt = params.now ?? new Date();
    const year = invoiceYear(issuedAt);
    const series = creditNoteSeries(config, invoice);
    const number = await allocateInvoiceNumber(tx, { series, year });
    const refunded = order.refundedCents > 0 ? order.refundedCents : invoice.totalCents;
    // A full refund takes back exactly what was invoiced; a partial one is split again.
    const amounts =
      refunded === invoice.totalCents
        ? { baseCents: invoice.baseCents, vatCents: invoice.vatCents }
        : splitVat(refunded, invoice.vatRateBp);
    const [row] = await tx
      .insert(invoices)
      .values({
        id: randomUUID(),
        kind: 'credit_note',
        series,
        year,
        number,
        fullNumber: fullInvoiceNumber(series, year, number),
        orderId,
        organizationId: invoice.organizationId,
        correctsInvoiceId: invoice.id,
        seller: invoice.seller,
        buyer: invoice.buyer,
        lines: invoice.lines.map((line) => ({ ...line, totalCents: refunded })),
        currency: invoice.currency,
        ...amounts,
        vatRateBp: invoice.vatRateBp,
        totalCents: refunded,
        issuedAt,
      })
      .returning();
    if (!row) throw new Error('credit note insert returned no row');
    return { invoice, creditNote: toInvoice(row), replayed: false };
  });
}
