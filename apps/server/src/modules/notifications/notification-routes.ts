import { ZProblem } from '@confirma/contracts/errors';
import { ZIdempotencyHeaders } from '@confirma/contracts/idempotency';
import {
  ZAcknowledgeRequest,
  ZCreateNotificationRequest,
  ZCreateNotificationResponse,
  ZNotificationActionResponse,
  ZNotificationView,
  ZRejectNotificationRequest,
} from '@confirma/contracts/notifications';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { actorOf } from '../../platform/http/access.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { idempotencyScope, sendIdempotent } from '../../platform/http/idempotent-reply.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import { sameOriginGuard } from '../../platform/http/route-kit.ts';
import type { TOperationsService } from '../operations/index.ts';
import { acknowledgeNotification } from './acknowledge-notification.ts';
import { createNotification } from './create-notification.ts';
import { openNotification } from './open-notification.ts';
import { readNotifiedDocument } from './read-notified-document.ts';
import { DSN_OUTCOMES, recordDsn } from './record-dsn.ts';
import { rejectNotification } from './reject-notification.ts';
import { sendAckCode } from './send-ack-code.ts';

const problems = { 400: ZProblem, 401: ZProblem, 404: ZProblem, 409: ZProblem, 429: ZProblem };
const RECIPIENT =
  "The recipient's link token (from the notification e-mail, `#/notification/{token}`) as " +
  '`Authorization: Bearer {token}`; any other token is 404. ';

/**
 * Certified notification: the sender creates one (`account`: session cookie or
 * account token, 1 credit); the `recipient` reads, downloads, acknowledges or rejects it
 * with the link's token (each call counted: notification-access.ts); the `mail-system`
 * reports bounces.
 */
export const notificationRoutes: FastifyPluginAsyncZod<{
  operations: TOperationsService;
}> = async (app, { operations }) => {
  const { context } = operations;
  const { config } = context.platform;
  /** The recipient the route's scope resolved, and the request's evidence. */
  const recipient = (request: FastifyRequest) => ({
    ...actorOf(request, 'recipient'),
    meta: requestMeta(request),
  });

  app.post(
    '/api/notifications',
    {
      config: { access: 'account' },
      onRequest: sameOriginGuard(config.PUBLIC_URL),
      schema: {
        tags: ['notifications'],
        summary: 'Create a certified notification (1 credit)',
        description:
          'The session cookie (My Account) or an account token (`Authorization: Bearer`). ' +
          'The recipient (name, lastname, e-mail, optional phone for an SMS notice and an ' +
          'SMS-confirmed acknowledgement), subject, message and the PDF (base64, checked by ' +
          'content). The document is sealed as sent, 1 credit is spent and the e-mail is ' +
          'sent by a job: the status moves to SENT (or BOUNCED) and the workspace stream ' +
          'tells it. 402 without credits, 400 for a missing or non-PDF document; nothing is ' +
          'stored or charged then. With an `Idempotency-Key` a retry replays the first answer ' +
          'and never charges twice.',
        headers: ZIdempotencyHeaders,
        body: ZCreateNotificationRequest,
        response: { 201: ZCreateNotificationResponse, ...problems, 402: ZProblem },
      },
    },
    async (request, reply) => {
      const { userId } = actorOf(request, 'account');
      const result = await context.platform.idempotency.run(
        idempotencyScope(request, userId),
        201,
        (record) =>
          createNotification(context, {
            ownerUserId: userId,
            request: request.body,
            meta: requestMeta(request),
            record,
          }),
      );
      return sendIdempotent(reply, result);
    },
  );

  app.get(
    '/api/notifications/recipient',
    {
      config: { access: 'recipient' },
      schema: {
        tags: ['notifications'],
        summary: 'The notification as its recipient sees it (records the opening, once)',
        description: `${RECIPIENT}The first call records \`notification.opened\` with IP and user agent.`,
        response: { 200: ZNotificationView, ...problems },
      },
    },
    async (request) => openNotification(context, recipient(request)),
  );

  app.get(
    '/api/notifications/recipient/document',
    {
      config: { access: 'recipient' },
      schema: {
        tags: ['notifications'],
        summary: 'The notified document, sealed as sent (records the access, once)',
        description: `${RECIPIENT}The first call records \`notification.content_accessed\`.`,
        response: { 200: z.any().describe('the PDF'), ...problems },
      },
    },
    async (request, reply) => {
      const { name, pdf } = await readNotifiedDocument(context, recipient(request));
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(name))
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    '/api/notifications/recipient/code',
    {
      config: { access: 'recipient' },
      schema: {
        tags: ['notifications'],
        summary: 'Send an SMS code to confirm the acknowledgement (when a phone was given)',
        description: `${RECIPIENT}One every 30 seconds; the code lasts 5 minutes, 5 tries.`,
        response: { 204: z.null(), ...problems },
      },
    },
    async (request, reply) => {
      await sendAckCode(context, recipient(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/notifications/recipient/acknowledge',
    {
      config: { access: 'recipient' },
      schema: {
        tags: ['notifications'],
        summary: "Acknowledge receipt ('Acuso recibo'), with the SMS code if one was asked for",
        description: `${RECIPIENT}422 OTP_INVALID, 410 OTP_EXPIRED, 423 OTP_LOCKED for the code.`,
        body: ZAcknowledgeRequest.optional(),
        response: { 200: ZNotificationActionResponse, ...problems, 410: ZProblem, 422: ZProblem },
      },
    },
    async (request) =>
      acknowledgeNotification(context, {
        ...recipient(request),
        request: request.body ?? {},
      }),
  );

  app.post(
    '/api/notifications/recipient/reject',
    {
      config: { access: 'recipient' },
      schema: {
        tags: ['notifications'],
        summary: 'Reject the notification (with a reason, optionally)',
        description: RECIPIENT,
        body: ZRejectNotificationRequest.optional(),
        response: { 200: ZNotificationActionResponse, ...problems },
      },
    },
    async (request) =>
      rejectNotification(context, {
        ...recipient(request),
        reason: request.body?.reason,
      }),
  );

  app.register(async (scope) => {
    scope.addContentTypeParser(
      ['message/rfc822', 'multipart/report', 'text/plain'],
      { parseAs: 'string', bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/api/notifications/dsn',
      {
        config: { access: 'mail-system' },
        schema: {
          tags: ['notifications'],
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
            ...problems,
          },
        },
      },
      async (request) => {
        if (typeof request.body !== 'string') {
          throw new AppError('VALIDATION_FAILED', 'The report is the raw message');
        }
        const outcome = await recordDsn(context, request.body);
        if (outcome === 'unauthenticated') {
          request.log.warn('delivery report without a valid envelope id: not counted');
        }
        return { outcome };
      },
    );
  });
};
