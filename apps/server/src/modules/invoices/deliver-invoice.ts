import { and, eq, isNull } from 'drizzle-orm';
import type { TTx } from '../../platform/db/client.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { isTestInvoice } from './allocate-number.ts';
import { formatMoney, invoiceFileName, invoiceMail } from './invoice-texts.ts';
import type { TInvoice } from './invoices.types.ts';
import { invoices } from './invoices-schema.ts';
import { sealInvoice, type TInvoiceSealer } from './seal-invoice.ts';

export interface TInvoiceDeps {
  platform: TPlatform;
  sealer: TInvoiceSealer;
}

/**
 * Readies an invoice's PDF: renders and seals it, stores it in the blob store (content
 * addressed), and returns the effects to write in the job's completing transaction: the
 * blob key on the invoice and the e-mail to the buyer with the PDF attached. The key is set
 * only where none is yet, and the e-mail goes only with that change: a second run, or two
 * runs at once, e-mail it once. Nothing to do for an invoice that already has its PDF.
 */
export async function prepareInvoiceDelivery(
  deps: TInvoiceDeps,
  invoice: TInvoice,
): Promise<(tx: TTx) => Promise<void>> {
  if (invoice.pdfBlobKey) return async () => {};
  const { platform } = deps;
  const pdf = await sealInvoice(platform.database.db, deps.sealer, invoice);
  const { key } = await platform.blobs.put(pdf);
  return async (tx) => {
    const [stored] = await tx
      .update(invoices)
      .set({ pdfBlobKey: key })
      .where(and(eq(invoices.id, invoice.id), isNull(invoices.pdfBlobKey)))
      .returning({ organizationId: invoices.organizationId });
    // Not stored: another run did it (and sent the e-mail). No account: nobody to write to.
    if (!stored?.organizationId) return;
    const { buyer } = invoice;
    const mail = invoiceMail(buyer.language, {
      name: buyer.name,
      test: isTestInvoice(invoice),
      kind: invoice.kind,
      fullNumber: invoice.fullNumber,
      total: formatMoney(invoice.totalCents, invoice.currency, buyer.language),
      credits: invoice.lines.reduce((sum, line) => sum + line.credits, 0),
      link: `${platform.config.PUBLIC_URL}/#/profilepage`,
    });
    await platform.queueMail(tx, {
      to: buyer.email,
      language: buyer.language,
      ...mail,
      attachments: [
        {
          filename: invoiceFileName(invoice, buyer.language),
          contentType: 'application/pdf',
          blobKey: key,
        },
      ],
    });
  };
}
