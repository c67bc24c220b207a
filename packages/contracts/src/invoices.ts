import { z } from 'zod';
import { pageQuery, ZNextCursor } from './pagination.ts';

/** An invoice, or a credit note (factura rectificativa) correcting one after a refund. */
export const ZInvoiceKind = z.enum(['invoice', 'credit_note']);
export type TInvoiceKind = z.infer<typeof ZInvoiceKind>;

/**
 * One invoice of the account as My Account lists it. Amounts are positive euro cents (a
 * credit note's are the magnitudes it takes back); `vatRatePercent` as configured at issue.
 */
export const ZInvoiceSummary = z.object({
  id: z.uuid(),
  kind: ZInvoiceKind,
  /** 'CF-2026-000001'; credit notes have their own series ('CFR-2026-000001'). */
  fullNumber: z.string(),
  issuedAt: z.iso.datetime(),
  orderId: z.string(),
  /** The invoice a credit note corrects; null for an invoice. */
  correctsInvoiceId: z.uuid().nullable(),
  currency: z.string(),
  baseCents: z.number().int(),
  vatRatePercent: z.number(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
  /** Whether the sealed PDF is ready for download (it is rendered right after issue). */
  pdfReady: z.boolean(),
});
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummary>;

/** GET /api/invoices: a page of the account's invoices (docs/api.md, "Pagination"). */
export const ZInvoiceListQuery = pageQuery(50);
export const ZInvoiceListResponse = z.object({
  invoices: z.array(ZInvoiceSummary),
  nextCursor: ZNextCursor,
});
export type TInvoiceListResponse = z.infer<typeof ZInvoiceListResponse>;

export const ZInvoiceParams = z.object({ invoiceId: z.uuid() });
export type TInvoiceParams = z.infer<typeof ZInvoiceParams>;
