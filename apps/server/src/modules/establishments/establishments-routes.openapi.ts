import {
  ZBookingGuestInput,
  ZBookingGuestPage,
  ZBookingGuestParams,
  ZBookingGuestStart,
  ZBookingInput,
  ZBookingList,
  ZBookingMinorInput,
  ZBookingParams,
  ZBookingView,
} from '@confirma/contracts/bookings';
import {
  ZCheckinParams,
  ZCheckinPosterQuery,
  ZCheckinRequest,
  ZCheckinStart,
  ZCheckinStarted,
  ZEstablishmentInput,
  ZEstablishmentList,
  ZEstablishmentParams,
  ZEstablishmentView,
  ZKioskCheckinRequest,
  ZKioskEstablishments,
} from '@confirma/contracts/establishments';
import { z } from 'zod';
import { problems } from '../../platform/http/route-kit.ts';

const tags = ['establishments'];
const AUTH =
  'An account token or the signed-in browser, acting for its organisation; another ' +
  "organisation's establishment is 404. See docs/traveller.md.";

export const listEstablishmentsRoute = {
  config: { access: 'account', permission: 'read' },
  schema: {
    tags,
    summary: "The organisation's establishments, newest first (SES passwords are never shown)",
    description: AUTH,
    response: { 200: ZEstablishmentList, ...problems(401, 403) },
  },
} as const;

export const createEstablishmentRoute = {
  config: { access: 'account', permission: 'manage' },
  schema: {
    tags,
    summary: 'Add an establishment, with its guest check-in link',
    description: `${AUTH} \`ses\`: the establishment's SES.HOSPEDAJES web-service credentials (the password is kept encrypted and never shown again); null: its partes are not communicated from here. Audited (\`establishment.created\`).`,
    body: ZEstablishmentInput,
    response: { 201: ZEstablishmentView, ...problems(400, 401, 403) },
  },
} as const;

export const updateEstablishmentRoute = {
  config: { access: 'account', permission: 'manage' },
  schema: {
    tags,
    summary: "Change an establishment's settings (pause its link, its SES credentials…)",
    description: `${AUTH} Without \`ses.password\` the stored password is kept. Audited (\`establishment.updated\`).`,
    params: ZEstablishmentParams,
    body: ZEstablishmentInput,
    response: { 200: ZEstablishmentView, ...problems(400, 401, 403, 404) },
  },
} as const;

export const rotateLinkRoute = {
  config: { access: 'account', permission: 'manage' },
  schema: {
    tags,
    summary: "Replace the establishment's guest check-in link (the old one stops at once)",
    description: `${AUTH} Audited (\`establishment.link_rotated\`).`,
    params: ZEstablishmentParams,
    response: { 200: ZEstablishmentView, ...problems(401, 403, 404) },
  },
} as const;

export const posterRoute = {
  config: { access: 'account', permission: 'read' },
  schema: {
    tags,
    summary: 'The printable check-in poster: the QR code of the guest link (PDF)',
    description: `${AUTH} \`format\`: A4 (a poster) or TENT (a table tent: one A4 sheet folded in half).`,
    params: ZEstablishmentParams,
    querystring: ZCheckinPosterQuery,
    response: {
      200: z.any().describe('application/pdf, as an attachment'),
      ...problems(401, 403, 404),
    },
  },
} as const;

const GUEST =
  "The guest's page of an establishment's link, no account. 404 CHECKIN_LINK_NOT_FOUND: " +
  'an unknown or replaced link; 409 CHECKIN_LINK_PAUSED: the establishment paused it.';

export const readCheckinRoute = {
  config: { access: 'anonymous' },
  schema: {
    tags: ['guest check-in'],
    summary: 'The establishment a check-in link belongs to',
    description: GUEST,
    params: ZCheckinParams,
    response: { 200: ZCheckinStart, ...problems(404, 409) },
  },
} as const;

export const startCheckinRoute = {
  config: { access: 'anonymous' },
  bodyLimit: 16 * 1024,
  schema: {
    tags: ['guest check-in'],
    summary: "Start a guest's check-in: their traveller report, paid by the establishment",
    description: `${GUEST} The proof of work first (400 CAPTCHA_FAILED), then the limits (429 RATE_LIMITED with Retry-After): \`CHECKIN_IP_LIMIT\` per IP per day, and per link per day the establishment's own maximum (never above \`CHECKIN_LINK_LIMIT\`); 402 INSUFFICIENT_CREDITS when the establishment's organisation cannot pay. The stay starts at most a day ago and a year ahead, and lasts at most a year. The answer's signer token opens the guest's identification.`,
    params: ZCheckinParams,
    body: ZCheckinRequest,
    response: { 200: ZCheckinStarted, ...problems(400, 402, 404, 409, 429) },
  },
} as const;

const KIOSK =
  "The reception kiosk: a member with the `checkin` permission (the kiosk role's only one) on the organisation's device at the desk. Another organisation's establishment is 404.";

export const readKioskRoute = {
  config: { access: 'account', permission: 'checkin' },
  schema: {
    tags: ['guest check-in'],
    summary: 'The establishment the reception kiosk checks guests in at',
    description: KIOSK,
    params: ZEstablishmentParams,
    response: { 200: ZCheckinStart, ...problems(401, 403, 404) },
  },
} as const;

export const startKioskCheckinRoute = {
  config: { access: 'account', permission: 'checkin' },
  bodyLimit: 16 * 1024,
  schema: {
    tags: ['guest check-in'],
    summary: "Start a guest's check-in at the reception kiosk, paid by the organisation",
    description: `${KIOSK} No proof of work, and a paused link does not close the desk; the member is the sender (their monthly limit counts it; the audit log's \`operation.sent\` says "kiosk"). The answer's signer token opens the guest's identification on the kiosk.`,
    params: ZEstablishmentParams,
    body: ZKioskCheckinRequest,
    response: { 200: ZCheckinStarted, ...problems(400, 401, 402, 403, 404) },
  },
} as const;

export const kioskEstablishmentsRoute = {
  config: { access: 'account', permission: 'checkin' },
  schema: {
    tags: ['guest check-in'],
    summary: "The organisation's establishments the reception kiosk may check guests in at",
    description: `${KIOSK} Names and modes only (the settings are the managers').`,
    response: { 200: ZKioskEstablishments, ...problems(401, 403) },
  },
} as const;

const BOOKINGS =
  "A member with the `checkin` permission, for the organisation's establishment (another organisation's is 404). See docs/traveller.md (Bookings).";

export const listBookingsRoute = {
  config: { access: 'account', permission: 'checkin' },
  schema: {
    tags,
    summary: "The establishment's bookings, newest first (the last 100), with who has checked in",
    description: BOOKINGS,
    params: ZEstablishmentParams,
    response: { 200: ZBookingList, ...problems(401, 403, 404) },
  },
} as const;

export const createBookingRoute = {
  config: { access: 'account', permission: 'checkin' },
  bodyLimit: 32 * 1024,
  schema: {
    tags,
    summary: 'Open a booking and invite its adult guests, each with their own check-in link',
    description: `${BOOKINGS} Without \`reference\` the booking gets one of ours (\`CFM-…\`); 409 BOOKING_EXISTS when the establishment has that reference already. Each guest gets their link by e-mail. Audited (\`booking.created\`).`,
    params: ZEstablishmentParams,
    body: ZBookingInput,
    response: { 201: ZBookingView, ...problems(400, 401, 403, 404, 409) },
  },
} as const;

export const inviteBookingGuestRoute = {
  config: { access: 'account', permission: 'checkin' },
  schema: {
    tags,
    summary: 'Invite one more adult guest to a booking',
    description: `${BOOKINGS} 409 BOOKING_FULL when every declared traveller is there; 409 CONFLICT when that address is in the booking already. Audited (\`booking.guest_invited\`).`,
    params: ZBookingParams,
    body: ZBookingGuestInput,
    response: { 200: ZBookingView, ...problems(400, 401, 403, 404, 409) },
  },
} as const;

const BOOKING_GUEST =
  "A booking guest's own link (sent by e-mail), no account. 404 CHECKIN_LINK_NOT_FOUND: an unknown link; 409 CHECKIN_LINK_PAUSED: the establishment paused its online check-in.";

export const readBookingGuestRoute = {
  config: { access: 'anonymous' },
  schema: {
    tags: ['guest check-in'],
    summary: "The booking from one guest's link (the other guests' addresses masked)",
    description: `${BOOKING_GUEST} \`started\`: their check-in once started and until their parte is final.`,
    params: ZBookingGuestParams,
    response: { 200: ZBookingGuestPage, ...problems(404, 409) },
  },
} as const;

export const startBookingGuestRoute = {
  config: { access: 'anonymous' },
  bodyLimit: 16 * 1024,
  schema: {
    tags: ['guest check-in'],
    summary: "Start a booking guest's check-in: their traveller report, paid by the establishment",
    description: `${BOOKING_GUEST} The stay and the guest's name and address are the booking's. Counted like a check-in on the establishment's link (429 RATE_LIMITED; 402 INSUFFICIENT_CREDITS). Again while their parte is not final: the same operation, nothing charged twice; once final, 409 BOOKING_GUEST_DONE.`,
    params: ZBookingGuestParams,
    body: ZBookingGuestStart,
    response: { 200: ZCheckinStarted, ...problems(400, 402, 404, 409, 429) },
  },
} as const;

export const guestInvitesGuestRoute = {
  config: { access: 'anonymous' },
  schema: {
    tags: ['guest check-in'],
    summary: 'The lead guest invites another adult of the booking',
    description: `${BOOKING_GUEST} 403 BOOKING_NOT_LEAD from another guest's link; 409 BOOKING_FULL when every declared traveller is there; 409 CONFLICT when that address is in the booking already; 429 RATE_LIMITED past a link's daily additions.`,
    params: ZBookingGuestParams,
    body: ZBookingGuestInput,
    response: { 200: ZBookingView, ...problems(400, 403, 404, 409, 429) },
  },
} as const;

export const addBookingMinorRoute = {
  config: { access: 'anonymous' },
  schema: {
    tags: ['guest check-in'],
    summary: 'Add a minor travelling with this guest (the adult responsible)',
    description: `${BOOKING_GUEST} 400 VALIDATION_FAILED when the birth date is in the future or makes them 18 or older on the check-in day; 409 BOOKING_FULL when every declared traveller is there, 409 CONFLICT once the booking's communication to SES has begun; 429 RATE_LIMITED past a link's daily additions.`,
    params: ZBookingGuestParams,
    body: ZBookingMinorInput,
    response: { 200: ZBookingView, ...problems(400, 404, 409, 429) },
  },
} as const;
