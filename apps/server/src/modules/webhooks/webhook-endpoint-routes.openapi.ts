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
import { z } from 'zod';
import { problems } from '../../platform/http/route-kit.ts';

const tags = ['webhooks'];
const idParams = z.object({ id: z.uuid() });
const AUTH =
  'An account token (Authorization: Bearer) or the signed-in browser (session cookie); ' +
  "only the account's own endpoints and deliveries, any other is 404. See docs/webhooks.md.";

export const createEndpointRoute = {
  config: { access: 'account', permission: 'manage' },
  schema: {
    tags,
    summary: 'Register an endpoint; the answer is the only time its secret is shown',
    description:
      `${AUTH} https only in production; a host that is a private, loopback or ` +
      'link-local address is refused. With an `Idempotency-Key` a retry (same key and ' +
      'body, within 24 hours) gets the same endpoint and secret back.',
    headers: ZIdempotencyHeaders,
    body: ZWebhookEndpointCreate,
    response: { 201: ZWebhookEndpointWithSecret, ...problems(400, 401, 403, 404, 409) },
  },
} as const;

export const listEndpointsRoute = {
  config: { access: 'account', permission: 'manage' },
  schema: {
    tags,
    summary: "The account's webhook endpoints, newest first (secrets are never shown)",
    description: AUTH,
    response: { 200: ZWebhookEndpointList, ...problems(400, 401, 403, 404) },
  },
} as const;

export const readEndpointRoute = {
  config: { access: 'account', permission: 'manage' },
  schema: {
    tags,
    summary: 'One webhook endpoint',
    description: AUTH,
    params: idParams,
    response: { 200: ZWebhookEndpoint, ...problems(400, 401, 403, 404) },
  },
} as const;

export const updateEndpointRoute = {
  config: { access: 'account', permission: 'manage' },
  schema: {
    tags,
    summary: 'Change an endpoint; `enabled` disables it or enables it again',
    description:
      `${AUTH} \`enabled: true\` also clears why it was disabled and since when it ` +
      'failed; `enabled: false` disables it (reason OWNER) and stops its pending deliveries.',
    params: idParams,
    body: ZWebhookEndpointUpdate,
    response: { 200: ZWebhookEndpoint, ...problems(400, 401, 403, 404) },
  },
} as const;

export const deleteEndpointRoute = {
  config: { access: 'account', permission: 'manage' },
  schema: {
    tags,
    summary: 'Delete an endpoint and its deliveries',
    description: AUTH,
    params: idParams,
    response: { 204: z.null(), ...problems(400, 401, 403, 404) },
  },
} as const;

export const rotateSecretRoute = {
  config: { access: 'account', permission: 'manage' },
  schema: {
    tags,
    summary: 'A new signing secret; the previous one keeps signing beside it for 24 hours',
    description:
      `${AUTH} Until then each delivery carries two signatures ` +
      '(`webhook-signature: v1,<new> v1,<old>`), so receivers can switch without a gap.',
    params: idParams,
    response: { 200: ZWebhookEndpointWithSecret, ...problems(400, 401, 403, 404) },
  },
} as const;

export const listDeliveriesRoute = {
  config: { access: 'account', permission: 'manage' },
  schema: {
    tags,
    summary: "An endpoint's deliveries, newest first (keyset pages)",
    description: `${AUTH} Pass the answer's \`nextCursor\` as \`cursor\` for the next page.`,
    params: idParams,
    querystring: ZWebhookDeliveryQuery,
    response: { 200: ZWebhookDeliveryList, ...problems(400, 401, 403, 404) },
  },
} as const;

export const resendDeliveryRoute = {
  config: { access: 'account', permission: 'manage' },
  schema: {
    tags,
    summary: 'Send a delivery again now (same webhook-id and body, a new round of tries)',
    description: `${AUTH} 409 while its endpoint is disabled.`,
    params: idParams,
    response: { 202: ZWebhookDelivery, ...problems(400, 401, 403, 404, 409) },
  },
} as const;
