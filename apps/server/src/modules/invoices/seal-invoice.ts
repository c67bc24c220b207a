import type { TDbOrTx } from '../../platform/db/client.ts';
import { sealReason, sealReport, type TReportSealer } from '../pdf-reports/index.ts';
import type { TInvoice } from './invoices.types.ts';
import { findInvoice } from './invoices-queries.ts';
import { orderPaidAt } from './payment-order-facts.ts';
import { renderInvoice } from './render-invoice.ts';

/** What sealing takes: the platform's seal (the signing service's sealer). */
export type TInvoiceSealer = { sealPdf: TReportSealer };

/**
 * The invoice's PDF, sealed with the platform seal (PAdES B-T, visible stamp at the
 * bottom of the page), in the buyer's language: the layout of renderInvoice, the facts of
 * its order, and for a credit note the invoice it corrects.
 */
export async function sealInvoice(
  db: TDbOrTx,
  sealer: TInvoiceSealer,
  invoice: TInvoice,
): Promise<Uint8Array> {
  const paidAt = await orderPaidAt(db, { orderId: invoice.orderId });
  const corrects = invoice.correctsInvoiceId
    ? await findInvoice(db, { id: invoice.correctsInvoiceId })
    : undefined;
  const language = invoice.buyer.language;
  const pdf = await renderInvoice({
    invoice,
    corrects,
    orderId: invoice.orderId,
    paidAt,
    language,
  });
  return sealReport(sealer.sealPdf, pdf, {
    signerName: invoice.seller.name,
    evidenceId: invoice.fullNumber,
    reason: sealReason(
      language,
      invoice.kind === 'invoice' ? 'invoice' : 'creditNote',
      invoice.fullNumber,
    ),
    locale: language,
  });
}
