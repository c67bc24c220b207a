import { z } from 'zod';
import { FORM_LIMITS, PHONE_PATTERN } from './constants.ts';
import { plausibleIdNumber } from './creation.ts';
import { emailAddress } from './email-address.ts';
import { BOOKING_MAX_TRAVELLERS, CHECKIN_TOKEN_SHAPE, ZCheckinMode } from './establishments.ts';

/**
 * A booking at an establishment: the stay SES.HOSPEDAJES communicates once, with every
 * traveller in it (its payment and rooms as the lead guest's parte gives them). Each adult guest identifies and completes their own parte from their own
 * link (sent by the establishment or by the booking's lead guest); minors are added by the
 * adult responsible for them, with the kinship SES asks. Messages are i18n keys of the web
 * client's `flows` namespace (`booking.validation.*`).
 */

const m = (key: string) => ({ message: `flows:booking.validation.${key}` });

/**
 * A minor's relation to the adult responsible, as SES.HOSPEDAJES codes it: grandparent (AB),
 * great-grandparent (BA), great-grandchild (BN), in-law (CD), spouse (CY), child (HJ),
 * sibling (HR), grandchild (NI), parent (PM), nephew or niece (SB), father- or mother-in-law
 * (SG), uncle or aunt (TI), son- or daughter-in-law (YN), guardian (TU), other (OT).
 */
export const BOOKING_KINSHIPS = [
  'AB',
  'BA',
  'BN',
  'CD',
  'CY',
  'HJ',
  'HR',
  'NI',
  'PM',
  'SB',
  'SG',
  'TI',
  'YN',
  'TU',
  'OT',
] as const;
export const ZBookingKinship = z.enum(BOOKING_KINSHIPS, m('kinshipRequired'));
export type TBookingKinship = z.infer<typeof ZBookingKinship>;

/** The sexes SES.HOSPEDAJES records: H man, M woman, O other. */
export const BOOKING_SEXES = ['H', 'M', 'O'] as const;

/** The document types SES.HOSPEDAJES takes (a minor's only when they have one). */
export const BOOKING_MINOR_DOCUMENT_TYPES = ['NIF', 'NIE', 'PAS', 'OTRO'] as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, m('dateInvalid'));

const ZGuestContact = z.object({
  name: z.string().trim().min(1, m('nameRequired')).max(FORM_LIMITS.nameMax, m('tooLong')),
  email: z
    .string()
    .trim()
    .min(1, m('emailRequired'))
    .max(254, m('emailInvalid'))
    .pipe(emailAddress(m('emailInvalid'))),
});

/** An adult guest invited to the booking: their own link goes to this address. */
export const ZBookingGuestInput = ZGuestContact;
export type TBookingGuestInput = z.infer<typeof ZBookingGuestInput>;

/**
 * A minor added to the booking by the adult responsible: what SES asks of a minor (the
 * document only when they have one; a contact is the responsible adult's).
 */
export const ZBookingMinorInput = z
  .object({
    firstName: z.string().trim().min(1, m('nameRequired')).max(50, m('tooLong')),
    lastName1: z.string().trim().min(1, m('lastnameRequired')).max(50, m('tooLong')),
    lastName2: z.string().trim().max(50, m('tooLong')),
    birthDate: isoDate,
    /** ISO 3166-1 alpha-3. */
    nationality: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, m('nationalityRequired')),
    sex: z.enum(BOOKING_SEXES, m('sexRequired')),
    documentType: z.enum(BOOKING_MINOR_DOCUMENT_TYPES).nullable(),
    documentNumber: z.string().trim().max(20, m('documentInvalid')),
    kinship: ZBookingKinship,
  })
  .superRefine((minor, ctx) => {
    if (minor.documentType && !plausibleIdNumber(minor.documentNumber)) {
      ctx.addIssue({ code: 'custom', path: ['documentNumber'], ...m('documentInvalid') });
    }
  });
export type TBookingMinorInput = z.infer<typeof ZBookingMinorInput>;

const ZStay = z.object({
  reference: z.string().trim().max(50, m('tooLong')),
  checkIn: isoDate,
  checkOut: isoDate,
  /** Every traveller of the stay, minors included. */
  travellers: z
    .number()
    .int()
    .min(1, m('travellersInvalid'))
    .max(BOOKING_MAX_TRAVELLERS, m('travellersInvalid')),
});

const stayInOrder = (stay: { checkIn: string; checkOut: string }, ctx: z.RefinementCtx) => {
  if (stay.checkOut <= stay.checkIn) {
    ctx.addIssue({ code: 'custom', path: ['checkOut'], ...m('checkOutBeforeCheckIn') });
  }
};

/**
 * POST /api/establishments/{id}/bookings: the establishment opens a booking and invites its
 * adult guests (each gets their own link by e-mail; more can be invited later).
 */
export const ZBookingInput = ZStay.extend({
  guests: z.array(ZBookingGuestInput).max(BOOKING_MAX_TRAVELLERS, m('tooManyGuests')),
}).superRefine((booking, ctx) => {
  stayInOrder(booking, ctx);
  if (booking.guests.length > booking.travellers) {
    ctx.addIssue({ code: 'custom', path: ['guests'], ...m('tooManyGuests') });
  }
});
export type TBookingInput = z.infer<typeof ZBookingInput>;

export const ZBookingParams = z.object({ establishmentId: z.uuid(), bookingId: z.uuid() });

/** Where a booking's adult guest is: invited, identifying/completing, or their parte final. */
export const BOOKING_GUEST_STATES = ['INVITED', 'STARTED', 'DONE'] as const;
export const ZBookingGuestState = z.enum(BOOKING_GUEST_STATES);

export const ZBookingGuestView = z.object({
  id: z.string(),
  name: z.string(),
  /** Shown to the establishment and to the guest themselves; masked to the others. */
  email: z.string(),
  lead: z.boolean(),
  state: ZBookingGuestState,
  invitedAt: z.string().nullable(),
});

export const ZBookingMinorView = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName1: z.string(),
  birthDate: z.string(),
  kinship: ZBookingKinship,
  /** The adult guest responsible for them. */
  responsibleGuestId: z.string(),
});

/** A booking as the establishment (and, masked, its guests) see it: who is done. */
export const ZBookingView = z.object({
  id: z.string(),
  reference: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  travellers: z.number().int(),
  guests: z.array(ZBookingGuestView),
  minors: z.array(ZBookingMinorView),
  /** Every declared traveller is there and every adult's parte is final. */
  complete: z.boolean(),
  createdAt: z.string(),
});
export type TBookingView = z.infer<typeof ZBookingView>;

export const ZBookingList = z.object({ bookings: z.array(ZBookingView) });
export type TBookingList = z.infer<typeof ZBookingList>;

/** A booking guest's personal link token (the same shape as an establishment's link). */
export const ZBookingGuestParams = z.object({ token: z.string().regex(CHECKIN_TOKEN_SHAPE) });

/** GET /api/checkin/guest/{token}: the booking from one guest's link. */
export const ZBookingGuestPage = z.object({
  establishment: z.object({ name: z.string(), address: z.string() }),
  mode: ZCheckinMode,
  booking: ZBookingView,
  /** The guest whose link this is. */
  guestId: z.string(),
  /** The lead guest invites the other adults. */
  canInvite: z.boolean(),
  /** Their check-in, once started: continue it with this token until it is final. */
  started: z.object({ operationUuid: z.string(), signerToken: z.string() }).nullable(),
});
export type TBookingGuestPage = z.infer<typeof ZBookingGuestPage>;

/**
 * POST /api/checkin/guest/{token}: the guest starts their own check-in (the booking gave the
 * stay and their name; they give what is checked against their document and their phone).
 */
export const ZBookingGuestStart = z.object({
  lastname: z
    .string()
    .trim()
    .min(1, m('lastnameRequired'))
    .max(FORM_LIMITS.lastnameMax, m('tooLong')),
  phone: z.string().trim().min(1, m('phoneRequired')).regex(PHONE_PATTERN, m('phoneInvalid')),
  nif: z
    .string()
    .trim()
    .min(1, m('nifRequired'))
    .max(20, m('nifInvalid'))
    .refine(plausibleIdNumber, m('nifInvalid')),
  lang: z.enum(['es', 'en', 'it']).default('es'),
});
export type TBookingGuestStart = z.infer<typeof ZBookingGuestStart>;
