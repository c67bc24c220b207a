import { z } from 'zod';
import { ZAltcha } from './captcha.ts';
import { FORM_LIMITS, PHONE_PATTERN } from './constants.ts';
import { plausibleIdNumber } from './creation.ts';
import { emailAddress } from './email-address.ts';

/**
 * An organisation's establishments (hotels, holiday lets): the data printed on their
 * guests' partes, their permanent guest check-in link, and their credentials for the
 * Ministry of the Interior's SES.HOSPEDAJES web service. Messages are i18n keys of the web
 * client's `account` namespace (`establishments.validation.*`) or, for the guest's form,
 * of its `flows` namespace (`checkin.validation.*`).
 */

const m = (key: string) => ({ message: `establishments.validation.${key}` });
const g = (key: string) => ({ message: `flows:checkin.validation.${key}` });

/** The SES.HOSPEDAJES environments: the Ministry's test service and the real one. */
export const SES_ENVIRONMENTS = ['test', 'production'] as const;
export const ZSesEnvironment = z.enum(SES_ENVIRONMENTS);
export type TSesEnvironment = z.infer<typeof ZSesEnvironment>;

/** The most travellers one booking declares. */
export const BOOKING_MAX_TRAVELLERS = 20;

/** Most guest check-ins one establishment's link starts a day (its own maximum's bound). */
export const CHECKIN_DAILY_LIMIT_MAX = 1000;

/**
 * What the guest does after identifying: IDENTIFY, the parte is sealed by the platform as
 * completed (3 credits); SIGN, the guest also signs it with an SMS code (5 credits).
 */
export const CHECKIN_MODES = ['SIGN', 'IDENTIFY'] as const;
export const ZCheckinMode = z.enum(CHECKIN_MODES);
export type TCheckinMode = z.infer<typeof ZCheckinMode>;

/**
 * The establishment's web-service credentials as SES.HOSPEDAJES gives them: the landlord
 * ("arrendador") code, the establishment's code, the web-service user and its password.
 * The password is write-only: an update without it keeps the stored one.
 */
export const ZSesCredentialsInput = z.object({
  landlordCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,10}$/, m('landlordCode')),
  establishmentCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,10}$/, m('establishmentCode')),
  username: z.string().trim().min(1, m('sesUsername')).max(100, m('tooLong')),
  password: z.string().max(200, m('tooLong')).optional(),
  environment: ZSesEnvironment,
});
export type TSesCredentialsInput = z.infer<typeof ZSesCredentialsInput>;

export const ZEstablishmentInput = z.object({
  name: z.string().trim().min(1, m('nameRequired')).max(120, m('tooLong')),
  address: z.string().trim().max(200, m('tooLong')),
  registry: z.string().trim().max(60, m('tooLong')),
  mode: ZCheckinMode,
  /** The most check-ins the guest link starts a day (the kiosk is not counted). */
  dailyLimit: z
    .number()
    .int()
    .min(1, m('dailyLimit'))
    .max(CHECKIN_DAILY_LIMIT_MAX, m('dailyLimit')),
  /** A paused link answers guests that check-in is closed; nothing is charged. */
  linkPaused: z.boolean(),
  /** null: the guests' partes are not communicated from here. */
  ses: ZSesCredentialsInput.nullable(),
});
export type TEstablishmentInput = z.infer<typeof ZEstablishmentInput>;

export const ZEstablishmentParams = z.object({ establishmentId: z.uuid() });

/** What the organisation's members see of an establishment (never the SES password). */
export const ZEstablishmentView = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  registry: z.string(),
  mode: ZCheckinMode,
  dailyLimit: z.number().int(),
  linkPaused: z.boolean(),
  /** The guests' permanent link (a new one after a rotation). */
  checkinUrl: z.string(),
  ses: z
    .object({
      landlordCode: z.string(),
      establishmentCode: z.string(),
      username: z.string(),
      environment: ZSesEnvironment,
      passwordSet: z.boolean(),
    })
    .nullable(),
  createdAt: z.string(),
});
export type TEstablishmentView = z.infer<typeof ZEstablishmentView>;

export const ZEstablishmentList = z.object({ establishments: z.array(ZEstablishmentView) });
export type TEstablishmentList = z.infer<typeof ZEstablishmentList>;

export const CHECKIN_POSTER_FORMATS = ['A4', 'TENT'] as const;
export const ZCheckinPosterQuery = z.object({
  format: z.enum(CHECKIN_POSTER_FORMATS).default('A4'),
  lang: z.enum(['es', 'en', 'it']).default('es'),
});

/** The token of a guest check-in link: 32 characters of base64url. */
export const CHECKIN_TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;
export const ZCheckinParams = z.object({ token: z.string().regex(CHECKIN_TOKEN_SHAPE) });

/** GET /api/checkin/{token}: what the guest's page shows before starting. */
export const ZCheckinStart = z.object({
  establishment: z.object({ name: z.string(), address: z.string() }),
  mode: ZCheckinMode,
});
export type TCheckinStart = z.infer<typeof ZCheckinStart>;

/** GET /api/kiosk/establishments: where the reception kiosk may check guests in. */
export const ZKioskEstablishments = z.object({
  establishments: z.array(
    z.object({ id: z.string(), name: z.string(), address: z.string(), mode: ZCheckinMode }),
  ),
});
export type TKioskEstablishments = z.infer<typeof ZKioskEstablishments>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, g('dateInvalid'));

/** Who the guest is and which booking: the check-in form's fields. */
const ZCheckinFields = z.object({
  name: z.string().trim().min(1, g('nameRequired')).max(FORM_LIMITS.nameMax, g('tooLong')),
  lastname: z
    .string()
    .trim()
    .min(1, g('lastnameRequired'))
    .max(FORM_LIMITS.lastnameMax, g('tooLong')),
  email: z
    .string()
    .trim()
    .min(1, g('emailRequired'))
    .max(254, g('emailInvalid'))
    .pipe(emailAddress(g('emailInvalid'))),
  phone: z.string().trim().min(1, g('phoneRequired')).regex(PHONE_PATTERN, g('phoneInvalid')),
  /** The number of the document the guest will show (checked against it). */
  nif: z
    .string()
    .trim()
    .min(1, g('nifRequired'))
    .max(20, g('nifInvalid'))
    .refine(plausibleIdNumber, g('nifInvalid')),
  bookingReference: z.string().trim().max(50, g('tooLong')),
  checkIn: isoDate,
  checkOut: isoDate,
  /**
   * Everyone of the booking, minors included: more than one opens a booking with this guest
   * as its lead, who then invites the other adults and adds the minors.
   */
  travellers: z
    .number()
    .int()
    .min(1, g('travellersInvalid'))
    .max(BOOKING_MAX_TRAVELLERS, g('travellersInvalid'))
    .default(1),
  lang: z.enum(['es', 'en', 'it']).default('es'),
});

const stayInOrder = (form: { checkIn: string; checkOut: string }, ctx: z.RefinementCtx) => {
  if (form.checkOut <= form.checkIn) {
    ctx.addIssue({ code: 'custom', path: ['checkOut'], ...g('checkOutBeforeCheckIn') });
  }
};

/** The guest's first step on the establishment's link, with its solved proof of work. */
export const ZCheckinRequest = ZCheckinFields.extend({ altcha: ZAltcha }).superRefine(stayInOrder);
export type TCheckinRequest = z.infer<typeof ZCheckinRequest>;

/** A guest checked in at the reception kiosk: the same form, no proof of work (a member's device). */
export const ZKioskCheckinRequest = ZCheckinFields.superRefine(stayInOrder);
export type TKioskCheckinRequest = z.infer<typeof ZKioskCheckinRequest>;

/** The started check-in: the guest continues on the operation with its token. */
export const ZCheckinStarted = z.object({
  operationUuid: z.string(),
  signerToken: z.string(),
  signatureType: z.string(),
  /** The lead guest's own link token when the check-in opened a booking of several travellers. */
  bookingToken: z.string().nullable().default(null),
});
export type TCheckinStarted = z.infer<typeof ZCheckinStarted>;

/**
 * A parte's communication to SES.HOSPEDAJES. PENDING: to be sent (or being retried after
 * the service could not be reached); SENT: the service took it in a batch ("lote") and has
 * not processed it yet; ACCEPTED: recorded, with its communication code; REFUSED: the
 * service or our checks before sending refused it (`errors` say why; it is kept, and sent
 * again once corrected).
 */
export const SES_COMMUNICATION_STATES = ['PENDING', 'SENT', 'ACCEPTED', 'REFUSED'] as const;
export const ZSesCommunicationState = z.enum(SES_COMMUNICATION_STATES);
export type TSesCommunicationState = z.infer<typeof ZSesCommunicationState>;

export const ZSesCommunication = z.object({
  state: ZSesCommunicationState,
  lote: z.string().nullable(),
  communicationCode: z.string().nullable(),
  /** Stable keys (`ses.errors.*`) with the service's own words where it gave some. */
  errors: z.array(z.object({ key: z.string(), detail: z.string() })),
  attempts: z.number().int(),
  dueAt: z.string(),
  sentAt: z.string().nullable(),
  /** Not accepted by its deadline (24 hours). */
  late: z.boolean(),
});
export type TSesCommunication = z.infer<typeof ZSesCommunication>;
