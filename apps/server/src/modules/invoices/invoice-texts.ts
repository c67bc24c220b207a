import { REPORT_LOCALES } from '../pdf-reports/index.ts';
import type { TInvoiceKind, TInvoiceLanguage } from './invoices.types.ts';

/** What the invoice PDF prints, in each language (Spanish invoices: RD 1619/2012 art. 6). */
export interface TInvoicePdfTexts {
  title: Record<TInvoiceKind, string>;
  number: string;
  issueDate: string;
  order: string;
  paidAt: string;
  corrects: string;
  correctionReason: string;
  seller: string;
  buyer: string;
  /** The member who placed the order for an organisation. */
  orderedBy: string;
  taxId: string;
  email: string;
  description: string;
  credits: string;
  amount: string;
  pack: (name: string, credits: number) => string;
  base: string;
  vatRate: string;
  vat: string;
  total: string;
  pricesIncludeVat: string;
  sealed: string;
  /** A test purchase's invoice (the sandbox PSP's): the word it carries, and why. */
  test: { mark: string; note: string };
}

export const INVOICE_PDF_TEXTS: Record<TInvoiceLanguage, TInvoicePdfTexts> = {
  es: {
    title: { invoice: 'Factura', credit_note: 'Factura rectificativa' },
    number: 'Número',
    issueDate: 'Fecha de expedición',
    order: 'Pedido',
    paidAt: 'Fecha de pago',
    corrects: 'Rectifica la factura',
    correctionReason:
      'Motivo de la rectificación: devolución del importe pagado (art. 80 Ley 37/1992 del IVA).',
    seller: 'Emisor',
    buyer: 'Destinatario',
    orderedBy: 'Pedido realizado por',
    taxId: 'NIF',
    email: 'Correo electrónico',
    description: 'Descripción',
    credits: 'Créditos',
    amount: 'Importe',
    pack: (name, credits) => `${name}: paquete de ${credits} créditos de firma`,
    base: 'Base imponible',
    vatRate: 'Tipo de IVA',
    vat: 'Cuota de IVA',
    total: 'Total',
    pricesIncludeVat: 'Los precios de los paquetes incluyen el IVA.',
    sealed: 'Documento sellado electrónicamente con el sello de la plataforma.',
    test: {
      mark: 'PRUEBA',
      note: 'Compra de prueba en la pasarela de pruebas: no se ha cobrado nada y este documento no es una factura.',
    },
  },
  en: {
    title: { invoice: 'Invoice', credit_note: 'Credit note' },
    number: 'Number',
    issueDate: 'Issue date',
    order: 'Order',
    paidAt: 'Paid on',
    corrects: 'Corrects invoice',
    correctionReason: 'Reason for the correction: the amount paid was refunded.',
    seller: 'Seller',
    buyer: 'Customer',
    orderedBy: 'Ordered by',
    taxId: 'Tax ID',
    email: 'E-mail',
    description: 'Description',
    credits: 'Credits',
    amount: 'Amount',
    pack: (name, credits) => `${name}: pack of ${credits} signature credits`,
    base: 'Tax base',
    vatRate: 'VAT rate',
    vat: 'VAT amount',
    total: 'Total',
    pricesIncludeVat: 'Pack prices include VAT.',
    sealed: 'Electronically sealed with the platform seal.',
    test: {
      mark: 'TEST',
      note: 'A test purchase through the test payment gateway: nothing was charged and this document is not an invoice.',
    },
  },
  it: {
    title: { invoice: 'Fattura', credit_note: 'Nota di credito' },
    number: 'Numero',
    issueDate: 'Data di emissione',
    order: 'Ordine',
    paidAt: 'Data di pagamento',
    corrects: 'Rettifica la fattura',
    correctionReason: 'Motivo della rettifica: rimborso dell’importo pagato.',
    seller: 'Cedente / prestatore',
    buyer: 'Cessionario / committente',
    orderedBy: 'Ordine effettuato da',
    taxId: 'Partita IVA / Codice fiscale',
    email: 'E-mail',
    description: 'Descrizione',
    credits: 'Crediti',
    amount: 'Importo',
    pack: (name, credits) => `${name}: pacchetto di ${credits} crediti di firma`,
    base: 'Imponibile',
    vatRate: 'Aliquota IVA',
    vat: 'Imposta (IVA)',
    total: 'Totale',
    pricesIncludeVat: 'I prezzi dei pacchetti includono l’IVA.',
    sealed: 'Documento sigillato elettronicamente con il sigillo della piattaforma.',
    test: {
      mark: 'PROVA',
      note: 'Acquisto di prova tramite il gateway di pagamento di prova: non è stato addebitato nulla e questo documento non è una fattura.',
    },
  },
};

/** The facts an invoice e-mail tells. */
export interface TInvoiceMailFacts {
  name: string;
  /** A test purchase's (the sandbox PSP's): the subject and the text say so. */
  test: boolean;
  kind: TInvoiceKind;
  fullNumber: string;
  /** The total, formatted ('10,00 €'). */
  total: string;
  credits: number;
  /** My Account, where invoices are listed. */
  link: string;
}

type TMailTexts = (facts: TInvoiceMailFacts) => { subject: string; text: string };

/** Subject and body of the e-mail carrying the sealed PDF. */
const INVOICE_MAIL_TEXTS: Record<TInvoiceLanguage, TMailTexts> = {
  es: (f) =>
    f.kind === 'invoice'
      ? {
          subject: `Tu factura ${f.fullNumber}`,
          text: `${f.name ? `Hola ${f.name}:` : 'Hola:'}\n\nGracias por tu compra de ${f.credits} créditos. Te adjuntamos la factura ${f.fullNumber} por ${f.total}, sellada electrónicamente.\n\nTienes tus facturas también en Mi cuenta:\n\n${f.link}`,
        }
      : {
          subject: `Factura rectificativa ${f.fullNumber}`,
          text: `${f.name ? `Hola ${f.name}:` : 'Hola:'}\n\nHemos devuelto el pago de tu compra de ${f.credits} créditos. Te adjuntamos la factura rectificativa ${f.fullNumber} por ${f.total}, sellada electrónicamente.\n\nTienes tus facturas también en Mi cuenta:\n\n${f.link}`,
        },
  en: (f) =>
    f.kind === 'invoice'
      ? {
          subject: `Your invoice ${f.fullNumber}`,
          text: `${f.name ? `Hello ${f.name},` : 'Hello,'}\n\nThank you for buying ${f.credits} credits. Attached is invoice ${f.fullNumber} for ${f.total}, electronically sealed.\n\nYour invoices are also in My Account:\n\n${f.link}`,
        }
      : {
          subject: `Credit note ${f.fullNumber}`,
          text: `${f.name ? `Hello ${f.name},` : 'Hello,'}\n\nWe have refunded your purchase of ${f.credits} credits. Attached is credit note ${f.fullNumber} for ${f.total}, electronically sealed.\n\nYour invoices are also in My Account:\n\n${f.link}`,
        },
  it: (f) =>
    f.kind === 'invoice'
      ? {
          subject: `La tua fattura ${f.fullNumber}`,
          text: `${f.name ? `Ciao ${f.name},` : 'Ciao,'}\n\ngrazie per l’acquisto di ${f.credits} crediti. In allegato la fattura ${f.fullNumber} di ${f.total}, sigillata elettronicamente.\n\nTrovi le tue fatture anche in Il mio account:\n\n${f.link}`,
        }
      : {
          subject: `Nota di credito ${f.fullNumber}`,
          text: `${f.name ? `Ciao ${f.name},` : 'Ciao,'}\n\nabbiamo rimborsato il tuo acquisto di ${f.credits} crediti. In allegato la nota di credito ${f.fullNumber} di ${f.total}, sigillata elettronicamente.\n\nTrovi le tue fatture anche in Il mio account:\n\n${f.link}`,
        },
};

/** The button to My Account, where the invoices are listed. */
const MY_ACCOUNT: Record<TInvoiceLanguage, string> = {
  es: 'Ir a Mi cuenta',
  en: 'Go to My Account',
  it: 'Vai a Il mio account',
};

/**
 * The e-mail carrying the sealed PDF; a test purchase's subject starts with its word in
 * brackets ('[PRUEBA] Tu factura TEST-2026-000001') and its text with the PDF's note.
 */
export function invoiceMail(language: TInvoiceLanguage, facts: TInvoiceMailFacts) {
  const mail = INVOICE_MAIL_TEXTS[language](facts);
  const action = { url: facts.link, label: MY_ACCOUNT[language] };
  if (!facts.test) return { ...mail, action };
  const { mark, note } = INVOICE_PDF_TEXTS[language].test;
  return {
    subject: `[${mark}] ${mail.subject}`,
    text: `${mark}: ${note}\n\n${mail.text}`,
    action,
  };
}

const FILE_NAMES: Record<TInvoiceLanguage, Record<TInvoiceKind, string>> = {
  es: { invoice: 'factura', credit_note: 'factura-rectificativa' },
  en: { invoice: 'invoice', credit_note: 'credit-note' },
  it: { invoice: 'fattura', credit_note: 'nota-di-credito' },
};

/** The PDF's file name, attached or downloaded: `factura-CF-2026-000001.pdf`. */
export function invoiceFileName(
  invoice: { kind: TInvoiceKind; fullNumber: string },
  language: TInvoiceLanguage,
): string {
  return `${FILE_NAMES[language][invoice.kind]}-${invoice.fullNumber}.pdf`;
}

/** Invoices are dated in Spain's time zone, like their numbering year. */
export const INVOICE_TIME_ZONE = 'Europe/Madrid';

/** `10,00 €` / `€10.00`; `negative` prints a credit note's amounts with a minus sign. */
export function formatMoney(
  cents: number,
  currency: string,
  language: TInvoiceLanguage,
  negative = false,
): string {
  const value = (negative ? -cents : cents) / 100;
  return new Intl.NumberFormat(REPORT_LOCALES[language], { style: 'currency', currency }).format(
    value,
  );
}

/** `21 %` */
export function formatPercent(rateBp: number, language: TInvoiceLanguage): string {
  const number = new Intl.NumberFormat(REPORT_LOCALES[language], { maximumFractionDigits: 2 });
  return `${number.format(rateBp / 100)} %`;
}

/** `1 de marzo de 2026` */
export function formatDate(date: Date, language: TInvoiceLanguage): string {
  return new Intl.DateTimeFormat(REPORT_LOCALES[language], {
    dateStyle: 'long',
    timeZone: INVOICE_TIME_ZONE,
  }).format(date);
}

/** The year an invoice issued at `date` is numbered in (Spain's calendar). */
export function invoiceYear(date: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: INVOICE_TIME_ZONE }).format(date),
  );
}
