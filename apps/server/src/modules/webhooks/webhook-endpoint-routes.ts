import { ZProblem } from '@confirma/contracts/errors';
import { ZIdempotencyHeaders } from '@confirma/contracts/idempotency';
import {
  ZWebhookDelivery,
  ZWebhookDeliveryList,
  ZWebhookDeliveryQuery,
  ZWebhookEndpoint,
  ZWebhookEndpointCreate,
  ZWebhookEndpointList,
  ZWebhookEndpointUpdate,
  ZWebhookEndpointWithSecret,
} from '@confirma/contracts/webhooks';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/http/access.ts';
import { idempotencyScope, sendIdempotent } from '../../platform/http/idempotent-reply.ts';
import { sameOriginGuard } from '../../platform/http/route-kit.ts';
import { listWebhookDeliveries, resendWebhookDelivery } from './webhook-deliveries.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  findWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from './webhook-endpoints.ts';
import { endpointOf, type TWebhooksContext } from './webhooks.types.ts';

const problems = { 400: ZProblem, 401: ZProblem, 403: ZProblem, 404: ZProblem };
const idParams = z.object({ id: z.uuid() });
const AUTH =
  'An account token (Authorization: Bearer) or the signed-in browser (session cookie); ' +
  "only the account's own endpoints and deliveries, any other is 404. See docs/webhooks.md.";
const config = { access: 'account' as const };
const tags = ['webhooks'];

/** Outgoing webhooks (Standard Webhooks): an account's endpoints and their deliveries. */
export const outgoingWebhookRoutes: FastifyPluginAsyncZod<{ webhooks: TWebhooksContext }> = async (
  app,
  { webhooks },
) => {
  const { db, platform } = webhooks;
  const userOf = (request: FastifyRequest) => actorOf(request, 'account').userId;
  app.addHook('onRequest', sameOriginGuard(platform.config.PUBLIC_URL));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/webhooks/endpoints',
    {
      config,
      schema: {
        tags,
        summary: 'Register an endpoint; the answer is the only time its secret is shown',
        description:
          `${AUTH} https only in production; a host that is a private, loopback or ` +
          'link-local address is refused. With an `Idempotency-Key` a retry (same key and ' +
          'body, within 24 hours) gets the same endpoint and secret back.',
        headers: ZIdempotencyHeaders,
        body: ZWebhookEndpointCreate,
        response: { 201: ZWebhookEndpointWithSecret, ...problems, 409: ZProblem },
      },
    },
    async (request, reply) => {
      const userId = userOf(request);
      const result = await platform.idempotency.run(
        idempotencyScope(request, userId),
        201,
        (record) =>
          db.transaction(async (tx) => {
            const created = await createWebhookEndpoint(webhooks, tx, {
              userId,
              request: request.body,
            });
            await record(tx, created);
            return created;
          }),
      );
      return sendIdempotent(reply, result);
    },
  );

  app.get(
    '/api/webhooks/endpoints',
    {
      config,
      schema: {
        tags,
        summary: "The account's webhook endpoints, newest first (secrets are never shown)",
        description: AUTH,
        response: { 200: ZWebhookEndpointList, ...problems },
      },
    },
    async (request) => listWebhookEndpoints(db, { userId: userOf(request) }),
  );

  app.get(
    '/api/webhooks/endpoints/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One webhook endpoint',
        description: AUTH,
        params: idParams,
        response: { 200: ZWebhookEndpoint, ...problems },
      },
    },
    async (request) =>
      endpointOf(await findWebhookEndpoint(db, { userId: userOf(request), id: request.params.id })),
  );

  app.patch(
    '/api/webhooks/endpoints/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change an endpoint; `enabled` disables it or enables it again',
        description:
          `${AUTH} \`enabled: true\` also clears why it was disabled and since when it ` +
          'failed; `enabled: false` disables it (reason OWNER) and stops its pending deliveries.',
        params: idParams,
        body: ZWebhookEndpointUpdate,
        response: { 200: ZWebhookEndpoint, ...problems },
      },
    },
    async (request) =>
      updateWebhookEndpoint(
        webhooks,
        { userId: userOf(request), id: request.params.id },
        request.body,
      ),
  );

  app.delete(
    '/api/webhooks/endpoints/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete an endpoint and its deliveries',
        description: AUTH,
        params: idParams,
        response: { 204: z.null(), ...problems },
      },
    },
    async (request, reply) => {
      await deleteWebhookEndpoint(db, { userId: userOf(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/webhooks/endpoints/:id/rotate-secret',
    {
      config,
      schema: {
        tags,
        summary: 'A new signing secret; the previous one keeps signing beside it for 24 hours',
        description:
          `${AUTH} Until then each delivery carries two signatures ` +
          '(`webhook-signature: v1,<new> v1,<old>`), so receivers can switch without a gap.',
        params: idParams,
        response: { 200: ZWebhookEndpointWithSecret, ...problems },
      },
    },
    async (request) =>
      rotateWebhookSecret(webhooks, { userId: userOf(request), id: request.params.id }),
  );

  app.get(
    '/api/webhooks/endpoints/:id/deliveries',
    {
      config,
      schema: {
        tags,
        summary: "An endpoint's deliveries, newest first (keyset pages)",
        description: `${AUTH} Pass the answer's \`nextCursor\` as \`cursor\` for the next page.`,
        params: idParams,
        querystring: ZWebhookDeliveryQuery,
        response: { 200: ZWebhookDeliveryList, ...problems },
      },
    },
    async (request) =>
      listWebhookDeliveries(db, {
        userId: userOf(request),
        endpointId: request.params.id,
        query: request.query,
      }),
  );

  app.post(
    '/api/webhooks/deliveries/:id/resend',
    {
      config,
      schema: {
        tags,
        summary: 'Send a delivery again now (same webhook-id and body, a new round of tries)',
        description: `${AUTH} 409 while its endpoint is disabled.`,
        params: idParams,
        response: { 202: ZWebhookDelivery, ...problems, 409: ZProblem },
      },
    },
    async (request, reply) => {
      const delivery = await resendWebhookDelivery(webhooks, {
        userId: userOf(request),
        deliveryId: request.params.id,
      });
      return reply.status(202).send(delivery);
    },
  );
};
