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
