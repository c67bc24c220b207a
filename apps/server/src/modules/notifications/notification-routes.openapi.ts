import { ZIdempotencyHeaders } from '@confirma/contracts/idempotency';
import {
  ZAcknowledgeRequest,
  ZCreateNotificationRequest,
  ZCreateNotificationResponse,
  ZNotificationActionResponse,
  ZNotificationView,
  ZRejectNotificationRequest,
} from '@confirma/contracts/notifications';
import { z } from 'zod';
import { problems } from '../../platform/http/route-kit.ts';
import { DSN_OUTCOMES } from './record-dsn.ts';

const tags = ['notifications'];
const notificationProblems = problems(400, 401, 404, 409, 429);
const RECIPIENT =
  "The recipient's link token (from the notification e-mail, `#/notification/{token}`) as " +
  '`Authorization: Bearer {token}`; any other token is 404. ';

export const createNotificationRoute = {
  config: { access: 'account', permission: 'send' },
  schema: {
    tags,
    summary: 'Create a certified notification (1 credit)',
    description:
      'The session cookie (My Account) or an account token (`Authorization: Bearer`). ' +
      'The recipient (name, lastname, e-mail, optional phone for an SMS notice and an ' +
      'SMS-confirmed acknowledgement), subject, message and the PDF (base64, checked by ' +
      'content). The document is sealed as sent, 1 credit is spent and the e-mail is ' +
      'sent by a job: the status moves to SENT (or BOUNCED) and the workspace stream ' +
      'tells it. 402 without credits, 400 for a missing document, 415 for one that is ' +
      'not a PDF; nothing is stored or charged then. With an `Idempotency-Key` a retry replays the first answer ' +
      'and never charges twice.',
    headers: ZIdempotencyHeaders,
    body: ZCreateNotificationRequest,
    response: { 201: ZCreateNotificationResponse, ...notificationProblems, ...problems(402) },
  },
} as const;

export const openNotificationRoute = {
  config: { access: 'recipient' },
  schema: {
    tags,
    summary: 'The notification as its recipient sees it (records the opening, once)',
    description: `${RECIPIENT}The first call records \`notification.opened\` with IP and user agent.`,
    response: { 200: ZNotificationView, ...notificationProblems },
  },
} as const;

export const notifiedDocumentRoute = {
  config: { access: 'recipient' },
  schema: {
    tags,
    summary: 'The notified document, sealed as sent (records the access, once)',
    description: `${RECIPIENT}The first call records \`notification.content_accessed\`.`,
    response: { 200: z.any().describe('the PDF'), ...notificationProblems },
  },
} as const;

export const sendAckCodeRoute = {
  config: { access: 'recipient' },
  schema: {
    tags,
    summary: 'Send an SMS code to confirm the acknowledgement (when a phone was given)',
    description: `${RECIPIENT}One every 30 seconds; the code lasts 5 minutes, 5 tries.`,
    response: { 204: z.null(), ...notificationProblems },
  },
} as const;

export const acknowledgeRoute = {
  config: { access: 'recipient' },
  schema: {
    tags,
    summary: "Acknowledge receipt ('Acuso recibo'), with the SMS code if one was asked for",
    description: `${RECIPIENT}422 OTP_INVALID, 410 OTP_EXPIRED, 423 OTP_LOCKED for the code.`,
    body: ZAcknowledgeRequest.optional(),
    response: {
      200: ZNotificationActionResponse,
      ...notificationProblems,
      ...problems(410, 422),
    },
  },
} as const;

export const rejectNotificationRoute = {
  config: { access: 'recipient' },
  schema: {
    tags,
    summary: 'Reject the notification (with a reason, optionally)',
    description: RECIPIENT,
    body: ZRejectNotificationRequest.optional(),
    response: { 200: ZNotificationActionResponse, ...notificationProblems },
  },
} as const;

export const deliveryReportRoute = {
  config: { access: 'mail-system' },
  schema: {
    tags,
    summary: 'Inbound delivery-status report (RFC 3464) for the mail system to pipe in',
    description:
      'The whole bounce message as received (`message/rfc822`), with ' +
      '`Authorization: Bearer {NOTIFICATION_DSN_SECRET}`; 404 when that is not set. It ' +
      'counts only when it returns the envelope id the notification was sent with ' +
      '(`Original-Envelope-Id`), which the recipient never sees: otherwise ' +
      '`unauthenticated` and nothing is recorded, whatever Message-ID it names. A ' +
      'permanent failure (Action failed, Status 5.x.x) of a notification not yet opened ' +
      'ends it BOUNCED with the diagnostic in the evidence (`bounced`); after the ' +
      'recipient opened it, it is recorded as a late claim and the status stays ' +
      '(`late_claim`).',
    response: {
      200: z.object({ outcome: z.enum(DSN_OUTCOMES) }),
      ...notificationProblems,
    },
  },
} as const;
