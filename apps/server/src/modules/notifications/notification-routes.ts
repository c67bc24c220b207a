import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { actorOf } from '../../platform/http/access.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { idempotencyScope, sendIdempotent } from '../../platform/http/idempotent-reply.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import { NO_STORE, sameOriginGuard } from '../../platform/http/route-kit.ts';
import type { TOperationsService } from '../operations/index.ts';
import { sentVia } from '../tokens/index.ts';
import { acknowledgeNotification } from './acknowledge-notification.ts';
import { createNotification } from './create-notification.ts';
import {
  acknowledgeRoute,
  createNotificationRoute,
  deliveryReportRoute,
  notifiedDocumentRoute,
  openNotificationRoute,
  rejectNotificationRoute,
  sendAckCodeRoute,
} from './notification-routes.openapi.ts';
import { openNotification } from './open-notification.ts';
import { readNotifiedDocument } from './read-notified-document.ts';
import { recordDsn } from './record-dsn.ts';
import { rejectNotification } from './reject-notification.ts';
import { sendAckCode } from './send-ack-code.ts';

/** The recipient the route's scope resolved, and the request's evidence. */
const recipient = (request: FastifyRequest) => ({
  ...actorOf(request, 'recipient'),
  meta: requestMeta(request),
});

/**
 * Certified notification: the sender creates one (`account`: session cookie or
 * account token, 1 credit); the `recipient` reads, downloads, acknowledges or rejects it
 * with the link's token (each call counted: notification-access.ts); the `mail-system`
 * reports bounces. Each route's access and documentation: notification-routes.openapi.ts.
 */
export const notificationRoutes: FastifyPluginAsyncZod<{
  operations: TOperationsService;
}> = async (app, { operations }) => {
  const { context } = operations;
  const { config } = context.platform;

  // Only the sender's creation is reached by a browser session: it alone is guarded.
  const createRoute = { ...createNotificationRoute, onRequest: sameOriginGuard(config.PUBLIC_URL) };
  app.post('/api/notifications', createRoute, async (request, reply) => {
    const { userId, organizationId, via } = actorOf(request, 'account');
    const result = await context.platform.idempotency.run(
      idempotencyScope(request, organizationId),
      201,
      (record) =>
        createNotification(context, {
          organizationId,
          senderUserId: userId,
          via: sentVia({ via }),
          request: request.body,
          meta: requestMeta(request),
          record,
        }),
    );
    return sendIdempotent(reply, result);
  });

  app.get('/api/notifications/recipient', openNotificationRoute, async (request) =>
    openNotification(context, recipient(request)),
  );

  app.get(
    '/api/notifications/recipient/document',
    notifiedDocumentRoute,
    async (request, reply) => {
      const { name, pdf } = await readNotifiedDocument(context, recipient(request));
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(name))
        .header('cache-control', NO_STORE)
        .send(pdf);
    },
  );

  app.post('/api/notifications/recipient/code', sendAckCodeRoute, async (request, reply) => {
    await sendAckCode(context, recipient(request));
    return reply.code(204).send(null);
  });

  app.post('/api/notifications/recipient/acknowledge', acknowledgeRoute, async (request) =>
    acknowledgeNotification(context, { ...recipient(request), request: request.body ?? {} }),
  );

  app.post('/api/notifications/recipient/reject', rejectNotificationRoute, async (request) =>
    rejectNotification(context, { ...recipient(request), reason: request.body?.reason }),
  );

  app.register(async (scope) => {
    scope.addContentTypeParser(
      ['message/rfc822', 'multipart/report', 'text/plain'],
      { parseAs: 'string', bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post('/api/notifications/dsn', deliveryReportRoute, async (request) => {
      if (typeof request.body !== 'string') {
        throw new AppError('VALIDATION_FAILED', 'The report is the raw message');
      }
      const outcome = await recordDsn(context, request.body);
      if (outcome === 'unauthenticated') {
        request.log.warn('delivery report without a valid envelope id: not counted');
      }
      return { outcome };
    });
  });
};
