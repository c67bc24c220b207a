import type { invoices } from './invoices-schema.ts';

/** The languages of invoices and their e-mails: the account's. */
export type TInvoiceLanguage = 'es' | 'en' | 'it';

export type TInvoiceRow = typeof invoices.$inferSelect;
export type TInvoiceKind = TInvoiceRow['kind'];

/** The seller as configured (SELLER_*) when the invoice was issued. */
export interface TInvoiceSeller {
  name: string;
  taxId: string;
  address: string;
  email: string;
}

/** The buyer as the account's profile stood when the invoice was issued. */
export interface TInvoiceBuyer {
  name: string;
  /** Empty when the profile has none (an invoice to a consumer). */
  taxId: string;
  email: string;
  address: string;
  postalcode: string;
  city: string;
  state: string;
  country: string;
  language: TInvoiceLanguage;
  /** The member who placed the order for the organisation, when not its own person. */
  orderedBy?: string | undefined;
}

/** One line: the pack bought. Amounts include VAT (the pack's price). */
export interface TInvoiceLine {
  productId: string;
  description: string;
  credits: number;
  quantity: number;
  totalCents: number;
}

/** An invoice row with its JSON columns typed. */
export interface TInvoice extends Omit<TInvoiceRow, 'seller' | 'buyer' | 'lines'> {
  seller: TInvoiceSeller;
  buyer: TInvoiceBuyer;
  lines: TInvoiceLine[];
}

/** The job payload of 'invoices.issue' and 'invoices.credit-note'. */
export interface TInvoiceJobPayload {
  orderId: string;
}

/** An order that cannot be invoiced (yet): unknown, never paid, or its account erased. */
export class InvoiceOrderError extends Error {}
