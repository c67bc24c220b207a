import type { TTransferInstructions } from '@confirma/contracts/payments';
import type { TMailAction } from '../../platform/mail/mail-html.ts';

export type TTransferMailLanguage = 'es' | 'en' | 'it';

/** What the bank-transfer e-mail says, besides the instructions themselves. */
export interface TTransferMailFacts {
  name: string;
  packName: string;
  credits: number;
  transfer: TTransferInstructions;
  /** My Account (Compras), where the instructions are shown again. */
  link: string;
}

const TEXTS = {
  es: {
    subject: (reference: string) => `Datos para tu transferencia (${reference})`,
    hello: (name: string) => (name ? `Hola, ${name}:` : 'Hola:'),
    intro: (pack: string, credits: number) =>
      `Has pedido ${pack} (${credits} créditos) con pago por transferencia. Haz la transferencia con estos datos:`,
    reference: 'Concepto (obligatorio)',
    amount: 'Importe',
    iban: 'IBAN',
    bic: 'BIC',
    holder: 'Titular',
    expires: 'Plazo',
    conceptNote:
      'Escribe el concepto tal cual: sin él no podemos saber que la transferencia es tuya.',
    expiryNote: (date: string) =>
      `Si el dinero no llega antes del ${date}, el pedido se cancela. Los créditos se añaden cuando recibimos la transferencia.`,
    again: (link: string) => `Estos datos están también en Mi cuenta → Compras: ${link}`,
    see: 'Ver mis compras',
  },
  en: {
    subject: (reference: string) => `Your bank transfer details (${reference})`,
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (pack: string, credits: number) =>
      `You ordered ${pack} (${credits} credits) to pay by bank transfer. Please make the transfer with these details:`,
    reference: 'Reference (required)',
    amount: 'Amount',
    iban: 'IBAN',
    bic: 'BIC',
    holder: 'Account holder',
    expires: 'Pay by',
    conceptNote:
      'Write the reference exactly as it is: without it we cannot tell that the transfer is yours.',
    expiryNote: (date: string) =>
      `If the money has not arrived by ${date}, the order is cancelled. The credits are added when the transfer arrives.`,
    again: (link: string) => `These details are also in My Account → Purchases: ${link}`,
    see: 'See my purchases',
  },
  it: {
    subject: (reference: string) => `I dati per il tuo bonifico (${reference})`,
    hello: (name: string) => (name ? `Ciao ${name},` : 'Ciao,'),
    intro: (pack: string, credits: number) =>
      `Hai ordinato ${pack} (${credits} crediti) con pagamento tramite bonifico. Fai il bonifico con questi dati:`,
    reference: 'Causale (obbligatoria)',
    amount: 'Importo',
    iban: 'IBAN',
    bic: 'BIC',
    holder: 'Intestatario',
    expires: 'Scadenza',
    conceptNote:
      'Scrivi la causale esattamente così: senza di essa non possiamo sapere che il bonifico è tuo.',
    expiryNote: (date: string) =>
      `Se il denaro non arriva entro il ${date}, l'ordine viene annullato. I crediti vengono aggiunti quando riceviamo il bonifico.`,
    again: (link: string) => `Questi dati sono anche in Il mio account → Acquisti: ${link}`,
    see: 'Vedi i miei acquisti',
  },
} as const;

const LOCALES = { es: 'es-ES', en: 'en-GB', it: 'it-IT' } as const;

/**
 * The e-mail sent when a bank-transfer order is placed: the reference the payer must quote,
 * the bank details, the amount and the date the order expires, in the buyer's language.
 */
export function transferMail(
  language: TTransferMailLanguage,
  facts: TTransferMailFacts,
): { subject: string; text: string; action: TMailAction } {
  const t = TEXTS[language];
  const { transfer } = facts;
  const locale = LOCALES[language];
  const amount = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: transfer.currency,
  }).format(transfer.amountCents / 100);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(transfer.expiresAt),
  );
  const rows: [string, string][] = [
    [t.reference, transfer.reference],
    [t.amount, amount],
    [t.iban, transfer.iban],
    [t.bic, transfer.bic],
    [t.holder, transfer.holder],
    [t.expires, date],
  ];
  const text = [
    t.hello(facts.name),
    '',
    t.intro(facts.packName, facts.credits),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    t.conceptNote,
    t.expiryNote(date),
    '',
    t.again(facts.link),
  ].join('\n');
  return {
    subject: t.subject(transfer.reference),
    text,
    action: { url: facts.link, label: t.see },
  };
}
