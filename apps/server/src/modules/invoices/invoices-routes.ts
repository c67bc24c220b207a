import { ZProblem } from '@confirma/contracts/errors';
import {
  type TInvoiceSummary,
  ZInvoiceListQuery,
  ZInvoiceListResponse,
  ZInvoiceParams,
} from '@confirma/contracts/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/http/access.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { sameOriginGuard } from '../../platform/http/route-kit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { invoiceFileName } from './invoice-texts.ts';
import type { TInvoice } from './invoices.types.ts';
import { listInvoicesOf } from './invoices-queries.ts';
import { openInvoicePdf } from './open-invoice-pdf.ts';

const AUTH = 'The signed-in browser (session cookie) or an account token (Authorization: Bearer).';

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

/** The account's invoices and credit notes: listed, and each one's sealed PDF. */
export const invoicesRoutes: FastifyPluginAsyncZod<{
  platform: TPlatform;
}> = async (app, { platform }) => {
  app.addHook('onRequest', sameOriginGuard(platform.config.PUBLIC_URL));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/invoices',
    {
      config: { access: 'account' },
      schema: {
        tags: ['invoices'],
        summary: "The account's invoices and credit notes, newest first (keyset pages)",
        description:
          `${AUTH} Amounts in cents, positive; a credit note's are taken back. ` +
          "Pass the answer's `nextCursor` as `cursor` for the next page.",
        querystring: ZInvoiceListQuery,
        response: { 200: ZInvoiceListResponse, 401: ZProblem },
      },
    },
    async (request) => {
      const { userId } = actorOf(request, 'account');
      const page = await listInvoicesOf(platform.database.db, { userId, ...request.query });
      return { invoices: page.invoices.map(toSummary), nextCursor: page.nextCursor };
    },
  );

  app.get(
    '/api/invoices/:invoiceId/pdf',
    {
      config: { access: 'account' },
      schema: {
        tags: ['invoices'],
        summary: 'The sealed PDF of an invoice or credit note',
        description:
          `${AUTH} The owner's, or any for an administrator signed in with a session; ` +
          'anyone else gets 404, as does an invoice whose PDF is not rendered yet.',
        params: ZInvoiceParams,
        response: {
          200: z.any().describe('the PDF (application/pdf, as an attachment)'),
          400: ZProblem,
          401: ZProblem,
          404: ZProblem,
        },
      },
    },
    async (request, reply) => {
      const { invoice, pdf } = await openInvoicePdf(platform, {
        ...actorOf(request, 'account'),
        invoiceId: request.params.invoiceId,
      });
      const file = invoiceFileName(invoice, invoice.buyer.language);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(file))
        .send(Buffer.from(pdf));
    },
  );
};
