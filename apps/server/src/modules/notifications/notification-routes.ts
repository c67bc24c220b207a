import { timingSafeEqual } from 'node:crypto';
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
import { attachment } from '../../platform/http/attachment.ts';
import { idempotencyScope, sendIdempotent } from '../../platform/http/idempotent-reply.ts';
import { hitTokenRateLimits } from '../../platform/http/rate-limit.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import { sameOriginGuard, type TAuth } from '../accounts/index.ts';
import type { TOperationsService } from '../operations/index.ts';
import { requireAccountHolder } from '../tokens/index.ts';
import { acknowledgeNotification } from './acknowledge-notification.ts';
import { createNotification } from './create-notification.ts';
import { sha256Hex } from './notification-hash.ts';
import { openNotification } from './open-notification.ts';
import { readNotifiedDocument } from './read-notified-document.ts';
import { DSN_OUTCOMES, recordDsn } from './record-dsn.ts';
import { rejectNotification } from './reject-notification.ts';
import { sendAckCode } from './send-ack-code.ts';

const problems = { 400: ZProblem, 401: ZProblem, 404: ZProblem, 409: ZProblem, 429: ZProblem };
const RECIPIENT =
  "The recipient's link token (from the notification e-mail, `#/notification/{token}`) as " +
  '`Authorization: Bearer {token}`; any other token is 404. ';

/** The bearer value of a request, or UNAUTHORIZED. */
function bearerOf(request: FastifyRequest): string {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw new AppError('UNAUTHORIZED', 'A bearer token is required');
  return match[1];
}

/**
 * Certified notification (issue 20): the sender creates one (session cookie or account
 * token, 1 credit); the recipient reads, downloads, acknowledges or rejects it with the
 * link's token; the mail system reports bounces. Every recipient call counts against
 * SIGNER_IP_RATE_LIMIT a minute per IP, then SIGNER_RATE_LIMIT a minute per token.
 */
export const notificationRoutes: FastifyPluginAsyncZod<{
  operations: TOperationsService;
  auth: TAuth;
}> = async (app, { operations, auth }) => {
  const { context } = operations;
  const { config } = context.platform;
  const windowMs = 60_000;
  const recipient = async (request: FastifyRequest) => {
    const token = bearerOf(request);
    await hitTokenRateLimits(context.db, {
      ip: { key: `notification:ip:${request.ip}`, max: config.SIGNER_IP_RATE_LIMIT, windowMs },
      token: { key: `notification:${sha256Hex(token)}`, max: config.SIGNER_RATE_LIMIT, windowMs },
    });
    return { token, meta: requestMeta(request) };
  };

  app.post(
    '/api/notifications',
    {
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
      const { userId } = await requireAccountHolder({ auth, tokens: context.tokens }, request);
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
      schema: {
        tags: ['notifications'],
        summary: 'The notification as its recipient sees it (records the opening, once)',
        description: `${RECIPIENT}The first call records \`notification.opened\` with IP and user agent.`,
        response: { 200: ZNotificationView, ...problems },
      },
    },
    async (request) => openNotification(context, await recipient(request)),
  );

  app.get(
    '/api/notifications/recipient/document',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The notified document, sealed as sent (records the access, once)',
        description: `${RECIPIENT}The first call records \`notification.content_accessed\`.`,
        response: { 200: z.any().describe('the PDF'), ...problems },
      },
    },
    async (request, reply) => {
      const { name, pdf } = await readNotifiedDocument(context, await recipient(request));
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
      schema: {
        tags: ['notifications'],
        summary: 'Send an SMS code to confirm the acknowledgement (when a phone was given)',
        description: `${RECIPIENT}One every 30 seconds; the code lasts 5 minutes, 5 tries.`,
        response: { 204: z.null(), ...problems },
      },
    },
    async (request, reply) => {
      await sendAckCode(context, await recipient(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/notifications/recipient/acknowledge',
    {
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
        ...(await recipient(request)),
        request: request.body ?? {},
      }),
  );

  app.post(
    '/api/notifications/recipient/reject',
    {
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
        ...(await recipient(request)),
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
        const secret = config.NOTIFICATION_DSN_SECRET;
        if (!secret) throw new AppError('NOT_FOUND', 'Not found');
        const given = Buffer.from(sha256Hex(bearerOf(request)), 'hex');
        if (!timingSafeEqual(given, Buffer.from(sha256Hex(secret), 'hex'))) {
          throw new AppError('UNAUTHORIZED', 'Wrong secret');
        }
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
