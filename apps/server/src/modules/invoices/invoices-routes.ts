import type { TInvoiceSummary } from '@confirma/contracts/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/http/access.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { privateRoutes } from '../../platform/http/route-kit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { invoiceFileName } from './invoice-texts.ts';
import type { TInvoice } from './invoices.types.ts';
import { listInvoicesOf } from './invoices-queries.ts';
import { invoicePdfRoute, listInvoicesRoute } from './invoices-routes.openapi.ts';
import { openInvoicePdf } from './open-invoice-pdf.ts';

/** An invoice as the list shows it: amounts in cents, the VAT rate in percent. */
function toSummary(invoice: TInvoice): TInvoiceSummary {
  return {
    id: invoice.id,
    kind: invoice.kind,
    fullNumber: invoice.fullNumber,
    issuedAt: invoice.issuedAt.toISOString(),
    orderId: invoice.orderId,
    correctsInvoiceId: invoice.correctsInvoiceId,
    currency: invoice.currency,
    baseCents: invoice.baseCents,
    vatRatePercent: invoice.vatRateBp / 100,
    vatCents: invoice.vatCents,
    totalCents: invoice.totalCents,
    pdfReady: invoice.pdfBlobKey !== null,
  };
}

/**
 * The account's invoices and credit notes: listed, and each one's sealed PDF.
 * Each route's access and documentation: invoices-routes.openapi.ts.
 */
export const invoicesRoutes: FastifyPluginAsyncZod<{
  platform: TPlatform;
}> = async (app, { platform }) => {
  privateRoutes(app, { publicUrl: platform.config.PUBLIC_URL });

  app.get('/api/invoices', listInvoicesRoute, async (request) => {
    const { organizationId } = actorOf(request, 'account');
    const page = await listInvoicesOf(platform.database.db, { organizationId, ...request.query });
    return { invoices: page.invoices.map(toSummary), nextCursor: page.nextCursor };
  });

  app.get('/api/invoices/:invoiceId/pdf', invoicePdfRoute, async (request, reply) => {
    const { invoice, pdf } = await openInvoicePdf(platform, {
      ...actorOf(request, 'account'),
      invoiceId: request.params.invoiceId,
    });
    const file = invoiceFileName(invoice, invoice.buyer.language);
    return reply
      .type('application/pdf')
      .header('content-disposition', attachment(file))
      .send(Buffer.from(pdf));
  });
};
