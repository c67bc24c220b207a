import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NOTIFICATION_KINDS } from '@confirma/contracts/account';
import { CONTACT_KINDS } from '@confirma/contracts/contact';
import {
  IDENTIFICATION_FAILURES,
  IDENTIFICATION_REVIEW_REASONS,
  type TRelaxedCheck,
} from '@confirma/contracts/identification';
import type { TTextLanguage } from '@confirma/contracts/text-leaks';
import { describe, expect, it } from 'vitest';
import {
  resetPasswordMail,
  secondFactorOffMail,
  verificationMail,
} from '../modules/accounts/account-mails.ts';
import { organizationInvitationMail } from '../modules/accounts/organization-mails.ts';
import type { TContactRow } from '../modules/contacts/insert-contact.ts';
import { salesMail } from '../modules/contacts/sales-mail.ts';
import { bookingInvitationMail } from '../modules/establishments/booking-invitation-mail.ts';
import { invoiceMail } from '../modules/invoices/invoice-texts.ts';
import { identificationInvitationMail } from '../modules/mail-texts/identification-invitation-mail.ts';
import {
  cancellationMail,
  cancellationSms,
  confirmationMail,
  copyMail,
  invitationMail,
  invitationSms,
  otpSms,
  reminderMail,
} from '../modules/mail-texts/index.ts';
import {
  reviewDecisionMail,
  reviewDecisionSms,
} from '../modules/mail-texts/review-decision-mail.ts';
import { NOTIFICATION_TEXTS } from '../modules/notifications/notification-texts.ts';
import { transferMail } from '../modules/payments/transfer-mail.ts';
import { sesAlertMail } from '../modules/ses-communications/ses-alert-mail.ts';
import { parteReceiptMail } from '../modules/traveller/parte-receipt-mail.ts';
import { endpointDisabledMail } from '../modules/webhooks/webhook-mails.ts';
import { senderMail } from '../modules/workspace/sender-mails.ts';
import { mailHtml, type TMailAction } from '../platform/mail/mail-html.ts';
import { describeTexts } from './text-check.ts';

/**
 * Every e-mail and text message the product sends, rendered in es, en and it with facts
 * that reach each of its branches, fails on an i18n key, a code or English in es/it, or
 * the "usted" register (`@confirma/contracts/text-leaks`).
 */

const LINK = 'https://confirma.example/#/simpleSignature?token=abc';
const AT = new Date('2026-03-14T10:30:00Z');
/** The free text of the facts: names, titles, messages the sender wrote, a server's reply. */
const DATA = [
  'Ana Ruiz',
  'Ana',
  'Ruiz',
  'Luis Gómez',
  'contrato-alquiler.pdf',
  'anexo.pdf',
  'Alquiler del piso de Gran Vía',
  'Hola, te envío el contrato para que lo firmes.',
  'Inmobiliaria Sol SL',
  '550 5.1.1 User unknown',
  'Plan Pro',
];

type TMail = { subject: string; text: string; action?: TMailAction | undefined } | string;
type TTemplate = (language: TTextLanguage) => TMail;

const identification = (status: 'PASSED' | 'FAILED' | 'REVIEW') => ({
  status,
  failures: status === 'FAILED' ? [...IDENTIFICATION_FAILURES] : [],
  reviewReasons: status === 'REVIEW' ? [...IDENTIFICATION_REVIEW_REASONS] : [],
  relaxed: ['faceMatch', 'liveness', 'consent', 'colour'] as TRelaxedCheck[],
});

const senderFacts = {
  name: 'Ana Ruiz',
  documents: ['contrato-alquiler.pdf', 'anexo.pdf'],
  signers: ['Luis Gómez'],
  pending: ['Ana Ruiz'],
  reason: 'Hola, te envío el contrato para que lo firmes.',
  at: AT,
  link: LINK,
  settingsLink: LINK,
};

const contact = (kind: TContactRow['kind']): TContactRow => ({
  id: 'C1773484200000',
  kind,
  state: 'RECEIVED',
  lang: 'it',
  name: 'Ana',
  lastname: 'Ruiz',
  email: 'ana@example.com',
  company: 'Inmobiliaria Sol SL',
  phone: '+34600111222',
  nif: '12345678Z',
  operationType: 'TRAVELLER_REPORT',
  message: 'Hola, te envío el contrato para que lo firmes.',
  consents: ['agree', 'privacy', 'contact'],
  createdAt: AT,
  updatedAt: AT,
});

const transfer = {
  reference: 'CF-7K2M9Q',
  iban: 'ES91 2100 0418 4502 0005 1332',
  bic: 'CAIXESBBXXX',
  holder: 'Confirma SL',
  amountCents: 1210,
  currency: 'EUR',
  expiresAt: '2026-03-21T10:30:00Z',
};

const SENDER = { name: 'Inmobiliaria Sol SL', person: 'Luis Gómez' };
const request = {
  sender: SENDER,
  title: 'Alquiler del piso de Gran Vía',
  subject: 'Alquiler del piso de Gran Vía',
  message: DATA[5],
};
/** A request whose sender cannot be named (a demo's): the general words. */
const unnamed = { sender: null, title: 'contrato-alquiler.pdf' };

/** Each template by name: the function that sends it and the facts that reach its branches. */
const TEMPLATES: Record<string, TTemplate> = {
  ...Object.fromEntries(
    [true, false].flatMap((approved) =>
      [true, false].flatMap((signsAfter) =>
        [request, unnamed].flatMap((asked) => {
          const notice = { name: 'Ana Ruiz', ...asked, approved, signsAfter };
          const facts = `${approved ? 'approved' : 'refused'}${signsAfter ? ' signs after' : ''}${asked.sender ? '' : ' unnamed'}`;
          return [
            [`reviewDecisionMail ${facts}`, (l: TTextLanguage) => reviewDecisionMail(l, notice)],
            [`reviewDecisionSms ${facts}`, (l: TTextLanguage) => reviewDecisionSms(l, notice)],
          ];
        }),
      ),
    ),
  ),
  ...Object.fromEntries(
    (['sign', 'identifySign', 'identify'] as const).flatMap((task) => [
      [
        `invitationMail ${task}`,
        (l: TTextLanguage) => invitationMail(l, 'Ana Ruiz', LINK, task, request),
      ],
      [
        `invitationMail ${task} unnamed`,
        (l: TTextLanguage) => invitationMail(l, 'Ana Ruiz', LINK, task, unnamed),
      ],
      [
        `invitationSms ${task}`,
        (l: TTextLanguage) => invitationSms(l, 'Ana Ruiz', LINK, task, request),
      ],
      [
        `invitationSms ${task} unnamed`,
        (l: TTextLanguage) => invitationSms(l, 'Ana Ruiz', LINK, task, unnamed),
      ],
      [
        `reminderMail ${task}`,
        (l: TTextLanguage) =>
          reminderMail(l, { name: 'Ana Ruiz', link: LINK, expiresAt: AT, task, request }),
      ],
      [
        `reminderMail ${task} unnamed`,
        (l: TTextLanguage) =>
          reminderMail(l, { name: 'Ana Ruiz', link: LINK, expiresAt: AT, task }),
      ],
    ]),
  ),
  'identificationInvitationMail signs': (l) =>
    identificationInvitationMail(l, {
      name: 'Ana Ruiz',
      link: LINK,
      signs: true,
      sender: SENDER,
      title: request.title,
    }),
  cancellationMail: (l) => cancellationMail(l, { name: 'Ana Ruiz', ...request, at: AT }),
  'cancellationMail unnamed': (l) => cancellationMail(l, { name: 'Ana Ruiz', ...unnamed, at: AT }),
  cancellationSms: (l) => cancellationSms(l, { name: 'Ana Ruiz', ...request, at: AT }),
  'cancellationSms unnamed': (l) => cancellationSms(l, { name: 'Ana Ruiz', ...unnamed, at: AT }),
  confirmationMail: (l) =>
    confirmationMail(l, 'Ana Ruiz', LINK, [{ filename: 'contrato-alquiler.pdf', url: LINK }]),
  'copyMail attached': (l) => copyMail(l, { name: 'Ana Ruiz', title: request.title }),
  'copyMail links': (l) =>
    copyMail(l, { name: 'Ana Ruiz', title: request.subject }, [
      { filename: 'contrato-alquiler.pdf', url: LINK },
    ]),
  otpSms: (l) => otpSms(l, '123456', request),
  'otpSms unnamed': (l) => otpSms(l, '123456', unnamed),
  ...Object.fromEntries(
    NOTIFICATION_KINDS.flatMap((kind) =>
      (kind === 'identification'
        ? (['PASSED', 'FAILED', 'REVIEW'] as const).map((status) => [
            `senderMail identification ${status}`,
            (l: TTextLanguage) =>
              senderMail(kind, l, { ...senderFacts, identification: identification(status) }),
          ])
        : [[`senderMail ${kind}`, (l: TTextLanguage) => senderMail(kind, l, senderFacts)]]
      ).concat([
        [
          `senderMail ${kind} of a notification`,
          (l: TTextLanguage) => senderMail(kind, l, senderFacts, { notification: true }),
        ],
      ]),
    ),
  ),
  'notification mail': (l) =>
    NOTIFICATION_TEXTS[l].mail({
      sender: 'Inmobiliaria Sol SL',
      subject: request.subject,
      link: LINK,
      expires: '21/03/2026',
    }),
  'notification sms': (l) =>
    NOTIFICATION_TEXTS[l].sms({ sender: 'Inmobiliaria Sol SL', email: 'ana@example.com' }),
  'notification code': (l) => NOTIFICATION_TEXTS[l].code('123456'),
  ...Object.fromEntries(
    (['CLICK', 'SMS_CODE'] as const).map((method) => [
      `notification notice acknowledged ${method}`,
      (l: TTextLanguage) =>
        NOTIFICATION_TEXTS[l].notice.acknowledged({
          recipient: 'Ana Ruiz <ana@example.com>',
          subject: request.subject,
          method,
          link: LINK,
        }),
    ]),
  ),
  'notification notice bounced': (l) =>
    NOTIFICATION_TEXTS[l].notice.bounced({
      recipient: 'Ana Ruiz <ana@example.com>',
      subject: request.subject,
      response: '550 5.1.1 User unknown',
      link: LINK,
    }),
  verificationMail: (l) => verificationMail(l, 'Ana Ruiz', LINK),
  resetPasswordMail: (l) => resetPasswordMail(l, 'Ana Ruiz', LINK),
  secondFactorOffMail: (l) => secondFactorOffMail(l, 'Ana Ruiz'),
  organizationInvitationMail: (l) =>
    organizationInvitationMail(l, {
      organizationName: 'Hotel Mirador S.L.',
      inviterName: 'Ana Ruiz',
      role: 'sender',
      link: LINK,
      expiresAt: new Date('2026-12-07T10:00:00Z'),
    }),
  transferMail: (l) =>
    transferMail(l, { name: 'Ana Ruiz', packName: 'Plan Pro', credits: 50, transfer, link: LINK }),
  endpointDisabledMail: (l) =>
    endpointDisabledMail(l, {
      name: 'Ana Ruiz',
      url: 'https://hooks.example.com/confirma',
      days: 3,
      link: LINK,
    }),
  parteReceiptMail: (l) =>
    parteReceiptMail(l, {
      name: 'Ana',
      establishment: 'Hostal Las Acacias',
      checkIn: '2031-07-01',
      checkOut: '2031-07-05',
    }),
  bookingInvitationMail: (l) =>
    bookingInvitationMail(l, {
      name: 'Marta',
      establishment: 'Hostal Las Acacias',
      checkIn: '2031-07-01',
      checkOut: '2031-07-05',
      link: LINK,
      lead: false,
    }),
  'bookingInvitationMail lead': (l) =>
    bookingInvitationMail(l, {
      name: 'José Luis',
      establishment: 'Hostal Las Acacias',
      checkIn: '2031-07-01',
      checkOut: '2031-07-05',
      link: LINK,
      lead: true,
    }),
  sesAlertMail: (l) =>
    sesAlertMail(l, {
      name: 'Ana Ruiz',
      establishment: 'Hostal Las Acacias',
      refused: 1,
      late: 2,
      link: LINK,
    }),
  'sesAlertMail one': (l) =>
    sesAlertMail(l, {
      name: 'Ana Ruiz',
      establishment: 'Hostal Las Acacias',
      refused: 0,
      late: 1,
      link: LINK,
    }),
  ...Object.fromEntries(
    CONTACT_KINDS.map((kind) => [
      `salesMail ${kind}`,
      (l: TTextLanguage) => salesMail(l, contact(kind)),
    ]),
  ),
  ...Object.fromEntries(
    (['invoice', 'credit_note'] as const).flatMap((kind) =>
      [false, true].map((test) => [
        `invoiceMail ${kind}${test ? ' test' : ''}`,
        (l: TTextLanguage) =>
          invoiceMail(l, {
            name: 'Ana Ruiz',
            test,
            kind,
            fullNumber: 'CF-2026-000001',
            total: '12,10 €',
            credits: 50,
            link: LINK,
          }),
      ]),
    ),
  ),
};

/** The functions this file renders; every `…Mail`/`…Sms…` function the server exports is one. */
const COVERED = new Set([
  'invitationMail',
  'sesAlertMail',
  'bookingInvitationMail',
  'parteReceiptMail',
  'invitationSms',
  'cancellationMail',
  'cancellationSms',
  'reminderMail',
  'identificationInvitationMail',
  'reviewDecisionMail',
  'reviewDecisionSms',
  'confirmationMail',
  'copyMail',
  'otpSms',
  'senderMail',
  'verificationMail',
  'resetPasswordMail',
  'secondFactorOffMail',
  'organizationInvitationMail',
  'transferMail',
  'endpointDisabledMail',
  'salesMail',
  'invoiceMail',
]);

const MODULES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../modules');

/** An HTML part's text as a mail client shows it: no head, style or markup, entities read. */
const htmlText = (html: string) =>
  html
    .replace(/<(head|style|script)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|h\d|li|tr|table)>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** The account an e-mail may be sent on behalf of: its name is data. */
const BRAND = { name: 'Inmobiliaria Sol SL', color: '#8a1c1c', logoUrl: null };

/**
 * A message as its reader gets it: the subject, the text and the HTML part's text (its
 * layout with the product's header, and with an account's brand).
 */
const asText = (mail: TMail, language: TTextLanguage) =>
  typeof mail === 'string'
    ? mail
    : [
        mail.subject,
        mail.text,
        htmlText(mailHtml(mail, { language })),
        htmlText(mailHtml(mail, { language, brand: BRAND })),
      ].join('\n');

describeTexts(
  'every e-mail and text message',
  Object.fromEntries(
    Object.entries(TEMPLATES).map(([name, template]) => [
      name,
      (language: TTextLanguage) => asText(template(language), language),
    ]),
  ),
  { data: DATA, timeout: 20_000 },
);

describe('the e-mail templates', () => {
  it('renders every template function the server exports', () => {
    const exported = readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) => [
        ...readFileSync(path.join(MODULES, file), 'utf8').matchAll(
          /export function (\w+(?:Mail|Sms|SmsText))\(/g,
        ),
      ])
      .map((match) => match[1]);
    expect(exported.filter((name) => name && !COVERED.has(name))).toEqual([]);
    expect(exported.length).toBeGreaterThanOrEqual(COVERED.size);
  });
});
