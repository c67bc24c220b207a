import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, organizationOf, ownRecordOf } from '../../platform/http/access.ts';
import { idempotencyScope, sendIdempotent } from '../../platform/http/idempotent-reply.ts';
import { privateRoutes } from '../../platform/http/route-kit.ts';
import { listWebhookDeliveries, resendWebhookDelivery } from './webhook-deliveries.ts';
import {
  createEndpointRoute,
  deleteEndpointRoute,
  listDeliveriesRoute,
  listEndpointsRoute,
  readEndpointRoute,
  resendDeliveryRoute,
  rotateSecretRoute,
  updateEndpointRoute,
} from './webhook-endpoint-routes.openapi.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  findWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from './webhook-endpoints.ts';
import { endpointOf, type TWebhooksContext } from './webhooks.types.ts';

/**
 * Outgoing webhooks (Standard Webhooks): an account's endpoints and their deliveries.
 * Each route's access and documentation: webhook-endpoint-routes.openapi.ts.
 */
export const outgoingWebhookRoutes: FastifyPluginAsyncZod<{ webhooks: TWebhooksContext }> = async (
  app,
  { webhooks },
) => {
  const { db, platform } = webhooks;
  privateRoutes(app, { publicUrl: platform.config.PUBLIC_URL });

  app.post('/api/webhooks/endpoints', createEndpointRoute, async (request, reply) => {
    const { organizationId, userId } = actorOf(request, 'account');
    const result = await platform.idempotency.run(
      idempotencyScope(request, organizationId),
      201,
      (record) =>
        createWebhookEndpoint(webhooks, {
          organizationId,
          userId,
          request: request.body,
          record,
        }),
    );
    return sendIdempotent(reply, result);
  });

  app.get('/api/webhooks/endpoints', listEndpointsRoute, async (request) =>
    listWebhookEndpoints(db, { organizationId: organizationOf(request) }),
  );

  app.get('/api/webhooks/endpoints/:id', readEndpointRoute, async (request) =>
    endpointOf(await findWebhookEndpoint(db, ownRecordOf(request))),
  );

  app.patch('/api/webhooks/endpoints/:id', updateEndpointRoute, async (request) =>
    updateWebhookEndpoint(webhooks, ownRecordOf(request), request.body),
  );

  app.delete('/api/webhooks/endpoints/:id', deleteEndpointRoute, async (request, reply) => {
    await deleteWebhookEndpoint(db, {
      ...ownRecordOf(request),
      userId: actorOf(request, 'account').userId,
    });
    return reply.status(204).send(null);
  });

  app.post('/api/webhooks/endpoints/:id/rotate-secret', rotateSecretRoute, async (request) =>
    rotateWebhookSecret(webhooks, ownRecordOf(request)),
  );

  app.get('/api/webhooks/endpoints/:id/deliveries', listDeliveriesRoute, async (request) =>
    listWebhookDeliveries(db, {
      organizationId: organizationOf(request),
      endpointId: request.params.id,
      query: request.query,
    }),
  );

  app.post('/api/webhooks/deliveries/:id/resend', resendDeliveryRoute, async (request, reply) => {
    const deliveryId = request.params.id;
    const delivery = await resendWebhookDelivery(webhooks, {
      organizationId: organizationOf(request),
      deliveryId,
    });
    return reply.status(202).send(delivery);
  });
};
