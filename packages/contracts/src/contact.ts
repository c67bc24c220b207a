import { z } from 'zod';
import { ZAltcha } from './captcha.ts';
import { FORM_LIMITS, PHONE_PATTERN } from './constants.ts';
import { ZDemoLanguage } from './demo.ts';
import { ZOutboxQuery } from './outbox.ts';
import { isValidSpanishId, normaliseSpanishId } from './spanish-id.ts';

/**
 * The three public contact forms, stored in the `contacts` collection with state RECEIVED
 *:
 * - API: the API page's request for an offer (name, e-mail, need, agree);
 * - CONTACT_PAGE: /contactpage (name, last name, e-mail, DNI/NIE, operation type, mobile);
 * - CONTACT_REQUEST: the contact-request form (name, company, e-mail, phone, description,
 *   two consents).
 * Messages are i18n keys of the web client's `contact` namespace.
 */
export const CONTACT_KINDS = ['API', 'CONTACT_PAGE', 'CONTACT_REQUEST'] as const;
export const ZContactKind = z.enum(CONTACT_KINDS);
export type TContactKind = z.infer<typeof ZContactKind>;

/** RECEIVED on arrival (the only state the spec shows); the back office moves it on. */
export const CONTACT_STATES = ['RECEIVED', 'CONTACTED', 'CLOSED'] as const;

/**
 * The contact page's operation types: 'Identificación no
 * asistida', 'Identificación no asistida y firma', 'Identificación y firma Parte Viajero'.
 */
export const CONTACT_OPERATION_TYPES = [
  'IDENTIFICATION',
  'IDENTIFICATION_SIGNATURE',
  'TRAVELLER_REPORT',
] as const;
export type TContactOperationType = (typeof CONTACT_OPERATION_TYPES)[number];

/** The types that ask for the mobile number. */
export function needsMobile(type: string): boolean {
  return type === 'IDENTIFICATION_SIGNATURE' || type === 'TRAVELLER_REPORT';
}

/** Longest free text (the API page's need, the request's description). */
export const CONTACT_MESSAGE_MAX = 2000;
/** The contact request's phone: at least 7 of digits, spaces, + - ( ). */
export const CONTACT_PHONE_PATTERN = new RegExp(
  `^[0-9+()\\s-]{${FORM_LIMITS.contactPhoneMin},30}$`,
);

const m = (key: string) => ({ message: `contact:${key}` });
/** A required field's message, and no further checks of an empty value. */
const required = (key: string) => ({ ...m(key), abort: true });

const email = (form: string) =>
  z
    .string()
    .trim()
    .min(1, m(`${form}.validation.emailRequired`))
    .max(254, m(`${form}.validation.emailInvalid`))
    .pipe(z.email(m(`${form}.validation.emailInvalid`)));

/** A required text of at most `max` characters: `{field}Required`, `{field}Max`. */
const requiredText = (form: string, field: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, m(`${form}.validation.${field}Required`))
    .max(max, m(`${form}.validation.${field}Max`));

const freeText = (form: string) =>
  z
    .string()
    .trim()
    .max(CONTACT_MESSAGE_MAX, m(`${form}.validation.messageMax`))
    .default('');

const agreed = (key: string) => z.literal(true, m(key));

/** The API page. */
const apiShape = {
  name: requiredText('api', 'name', FORM_LIMITS.apiContactNameMax),
  email: email('api'),
  need: freeText('api'),
  agree: agreed('api.validation.agreeRequired'),
};
export const ZApiContactForm = z.object(apiShape);
export type TApiContactForm = z.infer<typeof ZApiContactForm>;

/** /contactpage (the creation form's messages). */
const contactPageShape = {
  name: requiredText('page', 'name', FORM_LIMITS.nameMax),
  lastname: requiredText('page', 'lastname', FORM_LIMITS.lastnameMax),
  email: email('page'),
  nif: z
    .string()
    .trim()
    .min(1, required('page.validation.nifRequired'))
    .refine(isValidSpanishId, m('page.validation.nifInvalid'))
    .transform(normaliseSpanishId)
    .describe('A DNI or NIE with its right check letter; stored upper case without separators.'),
  signatureSelected: z.enum(CONTACT_OPERATION_TYPES, m('page.validation.typeRequired')),
  /** Only for the types that need it (`needsMobile`); ignored otherwise. */
  phone: z
    .string()
    .trim()
    .default('')
    .describe(
      'Required, and checked, for IDENTIFICATION_SIGNATURE and TRAVELLER_REPORT; dropped for ' +
        'IDENTIFICATION.',
    ),
};

/** The mobile number is required, and checked, only for the types that use it. */
function mobileRule(form: { signatureSelected: string; phone: string }, ctx: z.RefinementCtx) {
  if (!needsMobile(form.signatureSelected)) return;
  if (!form.phone) {
    ctx.addIssue({ code: 'custom', path: ['phone'], ...m('page.validation.phoneRequired') });
  } else if (!PHONE_PATTERN.test(form.phone)) {
    ctx.addIssue({ code: 'custom', path: ['phone'], ...m('page.validation.phoneInvalid') });
  }
}

export const ZContactPageForm = z.object(contactPageShape).superRefine(mobileRule);
export type TContactPageForm = z.infer<typeof ZContactPageForm>;

/** The contact-request form. */
const contactRequestShape = {
  name: requiredText('request', 'name', FORM_LIMITS.contactRequestNameMax),
  company: z
    .string()
    .trim()
    .max(FORM_LIMITS.companyMax, m('request.validation.companyMax'))
    .default(''),
  email: email('request'),
  phone: z
    .string()
    .trim()
    .min(1, required('request.validation.phoneRequired'))
    .regex(CONTACT_PHONE_PATTERN, m('request.validation.phoneInvalid')),
  message: freeText('request'),
  consentPrivacy: agreed('request.validation.consentRequired'),
  consentContact: agreed('request.validation.consentRequired'),
};
export const ZContactRequestForm = z.object(contactRequestShape);
export type TContactRequestForm = z.infer<typeof ZContactRequestForm>;

/** What every submission adds to its form: the kind, the visitor's language, the proof of work. */
const submission = <K extends TContactKind>(kind: K) => ({
  kind: z.literal(kind),
  lang: ZDemoLanguage.default('es'),
  altcha: ZAltcha,
});

/**
 * POST /api/contacts: one of the three forms, told apart by `kind`, with the solved
 * proof of work of GET /api/contacts/challenge in `altcha`.
 */
export const ZContactSubmission = z
  .discriminatedUnion('kind', [
    z.object({ ...submission('API'), ...apiShape }),
    z.object({ ...submission('CONTACT_PAGE'), ...contactPageShape }).superRefine(mobileRule),
    z.object({ ...submission('CONTACT_REQUEST'), ...contactRequestShape }),
  ])
  .meta({
    examples: [
      {
        kind: 'API',
        name: 'Ana García',
        email: 'ana@example.com',
        need: 'Firmar contratos de alquiler desde nuestro CRM.',
        agree: true,
        lang: 'es',
        altcha: 'eyJjaGFsbGVuZ2UiOnsicGFyYW1ldGVycyI6eyJhbGdvcml0aG0iOiJQQktERjIvU0hBLTI1NiIs…',
      },
    ],
  });
export type TContactSubmission = z.infer<typeof ZContactSubmission>;

/** The stored request: id 'C' + milliseconds, state RECEIVED. */
export const ZContactId = z.string().regex(/^C\d{13,}$/);

export const ZContactReceipt = z
  .object({ id: ZContactId, state: z.enum(CONTACT_STATES), createdAt: z.string() })
  .meta({
    examples: [{ id: 'C1767225600123', state: 'RECEIVED', createdAt: '2026-01-01T00:00:00.123Z' }],
  });
export type TContactReceipt = z.infer<typeof ZContactReceipt>;

/** A stored contact request as the development listing shows it. */
export const ZStoredContact = ZContactReceipt.extend({
  kind: ZContactKind,
  lang: ZDemoLanguage,
  name: z.string(),
  lastname: z.string().nullable(),
  email: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  nif: z.string().nullable(),
  operationType: z.enum(CONTACT_OPERATION_TYPES).nullable(),
  message: z.string().nullable(),
  consents: z.array(z.string()),
});
export type TStoredContact = z.infer<typeof ZStoredContact>;

/** By kind and address, newest first, as many as the outbox listing shows. */
export const ZContactsQuery = ZOutboxQuery.pick({ limit: true }).extend({
  kind: ZContactKind.optional(),
  email: z.string().max(320).optional(),
});
export type TContactsQuery = z.infer<typeof ZContactsQuery>;

export const ZContactsResponse = z.object({ contacts: z.array(ZStoredContact) });
