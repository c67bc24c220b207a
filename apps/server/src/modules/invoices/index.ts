/**
 * The invoices module: invoices and credit notes of paid and refunded payment orders,
 * numbered without gaps per series and year, their PDFs sealed with the platform seal and
 * e-mailed, and the account's routes to list and download them. What other modules may use.
 */

export type { TInvoiceDeps } from './deliver-invoice.ts';
export { CREDIT_NOTE_JOB, INVOICE_ISSUE_JOB, invoiceJobHandlers } from './invoice-jobs.ts';
export { InvoiceOrderError, type TInvoice, type TInvoiceJobPayload } from './invoices.types.ts';
export { findInvoiceOfOrder, listInvoicesOf } from './invoices-queries.ts';
export { invoicesRoutes } from './invoices-routes.ts';
export { creditNoteSeries, issueCreditNote } from './issue-credit-note.ts';
export { issueInvoice } from './issue-invoice.ts';
