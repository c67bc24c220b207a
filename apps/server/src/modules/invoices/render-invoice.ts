import { A4, MARGIN, renderReport, type TReportLayout } from '../pdf-reports/index.ts';
import { isTestInvoice } from './allocate-number.ts';
import { buyerAddress } from './invoice-parties.ts';
import { formatDate, formatMoney, formatPercent, INVOICE_PDF_TEXTS } from './invoice-texts.ts';
import type { TInvoice, TInvoiceLanguage } from './invoices.types.ts';

export interface TInvoiceDocument {
  invoice: TInvoice;
  /** The invoice a credit note corrects. */
  corrects?: Pick<TInvoice, 'fullNumber' | 'issuedAt'> | undefined;
  orderId: string;
  paidAt: Date | null;
  language: TInvoiceLanguage;
}

const WIDTH = A4[0] - 2 * MARGIN;
const COLUMNS = { credits: WIDTH - 130, amount: WIDTH, totalsLabel: WIDTH - 240 };

/**
 * An invoice or a credit note as the certificate engine lays it out, on one A4 page:
 * number, issue date, seller and buyer with their tax ids and addresses, the line, base,
 * VAT rate, VAT amount and total (negative on a credit note); a test purchase's says so
 * (PRUEBA, TEST, PROVA). The caller seals it.
 */
export function renderInvoice(document: TInvoiceDocument): Promise<Uint8Array> {
  const { invoice, language } = document;
  const title = invoiceTitle(document);
  return renderReport({
    language,
    title: `${title} ${invoice.fullNumber}`,
    author: invoice.seller.name,
    footer: `${title} ${invoice.fullNumber} · ${invoice.seller.name}`,
    content: (layout) => layOutInvoice(layout, document),
  });
}

/** A test purchase's document says so in its title, its footer and a note under the title. */
function invoiceTitle({ invoice, language }: TInvoiceDocument): string {
  const texts = INVOICE_PDF_TEXTS[language];
  return isTestInvoice(invoice)
    ? `${texts.title[invoice.kind]} (${texts.test.mark})`
    : texts.title[invoice.kind];
}

function layOutInvoice(layout: TReportLayout, document: TInvoiceDocument) {
  const { invoice, language } = document;
  const texts = INVOICE_PDF_TEXTS[language];
  const credit = invoice.kind === 'credit_note';
  const money = (cents: number) => formatMoney(cents, invoice.currency, language, credit);
  const title = invoiceTitle(document);
  const { line, heading, row, fonts } = layout;

  line(title, fonts.bold, 20);
  if (isTestInvoice(invoice)) line(`${texts.test.mark}: ${texts.test.note}`, fonts.bold, 10);
  layout.gap(4);
  line(`${texts.number}: ${invoice.fullNumber}`, fonts.bold, 11);
  line(`${texts.issueDate}: ${formatDate(invoice.issuedAt, language)}`, fonts.regular, 10);
  const paid = document.paidAt
    ? ` · ${texts.paidAt}: ${formatDate(document.paidAt, language)}`
    : '';
  line(`${texts.order}: ${document.orderId}${paid}`, fonts.regular, 9, 0, true);
  if (document.corrects) {
    const { fullNumber, issuedAt } = document.corrects;
    line(`${texts.corrects}: ${fullNumber} (${formatDate(issuedAt, language)})`, fonts.bold, 10);
    line(texts.correctionReason, fonts.regular, 9);
  }

  heading(texts.seller);
  const { seller, buyer } = invoice;
  line(seller.name, fonts.bold, 10);
  line(`${texts.taxId}: ${seller.taxId}`);
  line(seller.address);
  line(`${texts.email}: ${seller.email}`);

  heading(texts.buyer);
  line(buyer.name, fonts.bold, 10);
  if (buyer.taxId) line(`${texts.taxId}: ${buyer.taxId}`);
  const address = buyerAddress(buyer);
  if (address) line(address);
  line(`${texts.email}: ${buyer.email}`);
  if (buyer.orderedBy) line(`${texts.orderedBy}: ${buyer.orderedBy}`);

  layout.gap(14);
  row(
    [
      { text: texts.description, at: 0, font: fonts.bold },
      { text: texts.credits, at: COLUMNS.credits, align: 'right', font: fonts.bold },
      { text: texts.amount, at: COLUMNS.amount, align: 'right', font: fonts.bold },
    ],
    9.5,
  );
  layout.rule();
  for (const item of invoice.lines) {
    row([
      { text: texts.pack(item.description, item.credits), at: 0 },
      { text: String(credit ? -item.credits : item.credits), at: COLUMNS.credits, align: 'right' },
      { text: money(item.totalCents), at: COLUMNS.amount, align: 'right' },
    ]);
  }
  layout.rule();
  layout.gap(4);
  const total = (label: string, value: string, bold = false) =>
    row(
      [
        { text: label, at: COLUMNS.totalsLabel, font: bold ? fonts.bold : fonts.regular },
        {
          text: value,
          at: COLUMNS.amount,
          align: 'right',
          font: bold ? fonts.bold : fonts.regular,
        },
      ],
      bold ? 11 : 9.5,
    );
  total(texts.base, money(invoice.baseCents));
  total(texts.vatRate, formatPercent(invoice.vatRateBp, language));
  total(texts.vat, money(invoice.vatCents));
  total(texts.total, money(invoice.totalCents), true);

  layout.gap(18);
  layout.note(texts.pricesIncludeVat);
  layout.note(texts.sealed);
}
