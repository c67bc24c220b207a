import {
  type TWebhookEventType,
  WEBHOOK_EVENT_TYPES,
  webhookEventSchema,
} from '@confirma/contracts/webhooks';
import { z } from 'zod';

/** The Standard Webhooks headers every delivery carries. */
const WEBHOOK_HEADERS = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    description: 'The message id: the same on every retry and resend; deduplicate by it.',
    schema: { type: 'string' },
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    description: 'When this attempt was signed, in Unix seconds: refuse one too far from now.',
    schema: { type: 'integer' },
  },
  {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    description:
      '`v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` with the endpoint\'s ' +
      'secret (`whsec_…`, base64 after the prefix); space-separated signatures while a rotated ' +
      'secret still signs. The `standardwebhooks` package verifies it.',
    schema: { type: 'string' },
  },
] as const;

/** `WebhookOperationSigned` for `operation.signed`. */
export function webhookSchemaName(type: TWebhookEventType): string {
  return `Webhook${type
    .split(/[._]/)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join('')}`;
}

/** The event bodies as `components.schemas` (WEBHOOK_EVENT_TYPES, packages/contracts). */
export function webhookSchemas(): Record<string, unknown> {
  const schemas: Record<string, unknown> = {};
  for (const type of WEBHOOK_EVENT_TYPES) {
    const { $schema: _, ...schema } = z.toJSONSchema(webhookEventSchema(type), { io: 'output' });
    schemas[webhookSchemaName(type)] = schema;
  }
  return schemas;
}

/**
 * The document's `webhooks` (OpenAPI 3.1): what the server POSTs to an account's endpoints,
 * one entry per event type.
 */
export function webhookOperations(): Record<string, unknown> {
  const webhooks: Record<string, unknown> = {};
  for (const type of WEBHOOK_EVENT_TYPES) {
    const name = webhookSchemaName(type);
    webhooks[type] = {
      post: {
        operationId: `on${name.slice('Webhook'.length)}`,
        summary: `The event \`${type}\`, POSTed to each endpoint subscribed to it`,
        description:
          'Signed as Standard Webhooks. At least once and in no guaranteed order: deduplicate ' +
          'by `webhook-id`. Any 2xx within 10 s acknowledges it; anything else is retried ' +
          'with exponential back-off over about three days.',
        tags: ['webhooks'],
        security: [],
        parameters: WEBHOOK_HEADERS,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
        },
        responses: {
          '200': { description: 'Received (any 2xx).' },
          '400': { description: 'Refused (any other answer): the delivery is retried.' },
        },
      },
    };
  }
  return webhooks;
}
