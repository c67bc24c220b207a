import { z } from 'zod';
import { PHONE_PATTERN } from './creation.ts';
import { ZSesCommunication } from './establishments.ts';
import { pageQuery, ZNextCursor } from './pagination.ts';

/**
 * The traveller report (parte de viajero; Real Decreto
 * 933/2021): what the identification read from the document, what the guest completes, the
 * establishment printed on it, and the account's guest register. Messages are i18n keys of
 * the web client's `flows` namespace.
 */

const m = (key: string) => ({ message: `flows:parte.validation.${key}` });

/** How a guest pays (RD 933/2021, annex I, "datos del pago: tipo"). */
export const TRAVELLER_PAYMENT_TYPES = [
  'CASH',
  'CARD',
  'TRANSFER',
  'PLATFORM',
  'MOBILE',
  'OTHER',
] as const;
export type TTravellerPaymentType = (typeof TRAVELLER_PAYMENT_TYPES)[number];

/** The document types the register names (RD 933/2021): its codes, printed in words. */
export const TRAVELLER_DOCUMENT_TYPES = ['DNI', 'NIE', 'PASAPORTE', 'OTRO'] as const;
export type TTravellerDocumentType = (typeof TRAVELLER_DOCUMENT_TYPES)[number];

/** The most travellers one report names (the guest and those with them). */
export const TRAVELLER_MAX_PEOPLE = 50;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, m('dateInvalid'));

/**
 * What the guest completes on the report: what the document cannot say. Their residence
 * (the card's address, when it has one, comes prefilled but they may correct it: the
 * regulation asks for the habitual residence), their contact, the stay, the relationship
 * between travellers when one is a minor, and how they pay.
 */
export const ZTravellerCompletion = z
  .object({
    secondSurname: z.string().trim().max(50, m('tooLong')),
    address: z.string().trim().min(1, m('addressRequired')).max(200, m('tooLong')),
    town: z.string().trim().min(1, m('townRequired')).max(100, m('tooLong')),
    country: z.string().trim().min(1, m('countryRequired')).max(60, m('tooLong')),
    /**
     * The residence's postal code and its country as ISO 3166-1 alpha-3: SES.HOSPEDAJES asks
     * both (required of a new completion; reports completed before they were asked have '').
     */
    postalCode: z.string().trim().max(20, m('tooLong')).default(''),
    countryCode: z
      .string()
      .trim()
      .regex(/^([A-Z]{3})?$/, m('countryRequired'))
      .default(''),
    phone: z.string().trim().min(1, m('phoneRequired')).regex(PHONE_PATTERN, m('phoneInvalid')),
    email: z
      .string()
      .trim()
      .min(1, m('emailRequired'))
      .pipe(z.email(m('emailInvalid'))),
    checkIn: isoDate,
    checkOut: isoDate,
    travellers: z.number().int().min(1, m('travellersInvalid')).max(TRAVELLER_MAX_PEOPLE),
    rooms: z.number().int().min(1, m('roomsInvalid')).max(TRAVELLER_MAX_PEOPLE),
    /** A minor travels (the guest or another traveller): the relationship is then required. */
    minorsTravelling: z.boolean(),
    relationship: z.string().trim().max(100, m('tooLong')),
    paymentType: z.enum(TRAVELLER_PAYMENT_TYPES, m('paymentRequired')),
    paymentHolder: z.string().trim().max(100, m('tooLong')),
    contractReference: z.string().trim().max(50, m('tooLong')),
  })
  .superRefine((form, ctx) => {
    if (form.checkIn && form.checkOut && form.checkOut <= form.checkIn) {
      ctx.addIssue({ code: 'custom', path: ['checkOut'], ...m('checkOutBeforeCheckIn') });
    }
    if (form.minorsTravelling && !form.relationship) {
      ctx.addIssue({ code: 'custom', path: ['relationship'], ...m('relationshipRequired') });
    }
  });
export type TTravellerCompletion = z.infer<typeof ZTravellerCompletion>;

/**
 * The completion a guest sends: the residence's postal code and country code required. They
 * are fields of the object (not a refinement after it), so a form says they are missing
 * while other fields are still invalid.
 */
export const ZTravellerCompletionInput = ZTravellerCompletion.safeExtend({
  postalCode: z.string().trim().min(1, m('postalCodeRequired')).max(20, m('tooLong')),
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, m('countryRequired')),
});

/** The guest's data as the identified document gave them (null where it says nothing). */
export const ZTravellerDocumentData = z.object({
  name: z.string().nullable(),
  firstSurname: z.string().nullable(),
  secondSurname: z.string().nullable(),
  /** M, F or X as the MRZ says. */
  sex: z.string().nullable(),
  documentType: z.enum(TRAVELLER_DOCUMENT_TYPES).nullable(),
  documentNumber: z.string().nullable(),
  /** The support number (número de soporte) of a Spanish DNI or NIE card. */
  supportNumber: z.string().nullable(),
  nationality: z.string().nullable(),
  birthDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  address: z.string().nullable(),
});
export type TTravellerDocumentData = z.infer<typeof ZTravellerDocumentData>;

/** A field where the creation form and the document disagree: shown and recorded. */
export const ZTravellerWarning = z.object({
  field: z.enum(['name', 'lastname', 'nif']),
  form: z.string(),
  document: z.string(),
});
export type TTravellerWarning = z.infer<typeof ZTravellerWarning>;

export const ZEstablishment = z.object({
  name: z.string(),
  address: z.string(),
  registry: z.string(),
});
export type TEstablishment = z.infer<typeof ZEstablishment>;

/** PENDING: to be completed; FILLED: completed, to be signed; SIGNED; SEALED (no signature). */
export const TRAVELLER_REPORT_STATUSES = ['PENDING', 'FILLED', 'SIGNED', 'SEALED'] as const;
export const ZTravellerReportStatus = z.enum(TRAVELLER_REPORT_STATUSES);
export type TTravellerReportStatus = z.infer<typeof ZTravellerReportStatus>;

/** GET /api/v2/traveller/{op}: the report as the identified guest reviews it. */
export const ZTravellerReportView = z.object({
  operationUuid: z.string(),
  signatureType: z.string(),
  /** The guest signs it by OTP next (false: identification only, sealed as it is). */
  signs: z.boolean(),
  status: ZTravellerReportStatus,
  document: ZTravellerDocumentData,
  /** The creation form's contact data, prefilled. */
  contact: z.object({ email: z.string(), phone: z.string() }),
  /** What the guest completed (once they did). */
  completion: ZTravellerCompletion.nullable(),
  warnings: z.array(ZTravellerWarning),
  minor: z.boolean(),
  establishment: ZEstablishment,
  /** The booking the guest named when checking in on the establishment's link (prefills the stay). */
  booking: z
    .object({
      reference: z.string(),
      checkIn: z.string(),
      checkOut: z.string(),
      /** A booking's guest: every traveller of the booking, minors included. */
      travellers: z.number().int().optional(),
    })
    .nullable(),
  /** The operation's document (the parte) to read and sign. */
  documentUuid: z.string(),
});
export type TTravellerReportView = z.infer<typeof ZTravellerReportView>;

export const ZTravellerOpParams = z.object({ operationUuid: z.uuid() });

/** One entry of the account's guest register: every field of the report. */
export const ZGuestRegisterEntry = z.object({
  id: z.string(),
  operationUuid: z.string(),
  status: ZTravellerReportStatus,
  signatureType: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  purgeAfter: z.string(),
  establishment: ZEstablishment,
  document: ZTravellerDocumentData,
  completion: ZTravellerCompletion,
  warnings: z.array(ZTravellerWarning),
  /** Its communication to SES.HOSPEDAJES; null: its establishment does not communicate from here. */
  communication: ZSesCommunication.nullable(),
});
export type TGuestRegisterEntry = z.infer<typeof ZGuestRegisterEntry>;

export const ZGuestRegisterQuery = z.object({
  /** Matches name, surnames, document number, e-mail or phone (case-insensitive). */
  q: z.string().trim().max(100).default(''),
  format: z.enum(['json', 'csv']).optional(),
  /** The CSV for a person: its columns named and its codes written in this language. */
  lang: z.enum(['es', 'en', 'it']).optional(),
});

/** GET /api/traveller/register: `q` and a page (docs/api.md, "Pagination"). */
export const ZGuestRegisterPageQuery = ZGuestRegisterQuery.omit({ format: true }).extend(
  pageQuery(100).shape,
);
export const ZGuestRegister = z.object({
  entries: z.array(ZGuestRegisterEntry),
  nextCursor: ZNextCursor,
});
export type TGuestRegister = z.infer<typeof ZGuestRegister>;
