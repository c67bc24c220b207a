import {
  type TWebhookEventType,
  WEBHOOK_EVENT_TYPES,
  webhookEventSchema,
  ZWebhookEventType,
} from '@confirma/contracts/webhooks';
import { Webhook } from 'standardwebhooks';
import { expect } from 'vitest';
import type { THttpClient } from './http-client.ts';
import type { TReceivedWebhook, TWebhookReceiver } from './webhook-receiver.ts';

export const ALL_EVENTS: TWebhookEventType[] = [...WEBHOOK_EVENT_TYPES];

/** Registers an endpoint through the API (201): its id and its secret, shown this once. */
export async function createEndpoint(
  account: { api: THttpClient },
  url: string,
  events: readonly TWebhookEventType[] = ALL_EVENTS,
) {
  const response = await account.api.post('/api/webhooks/endpoints', { url, events });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: string; secret: string };
}

/** The bodies a receiver got, parsed as they came (not verified). */
export const eventsOf = (receiver: TWebhookReceiver) =>
  receiver.received.map(
    (hook) => JSON.parse(hook.body) as { type: string; data: Record<string, unknown> },
  );

/**
 * One received webhook as an integrator checks it: the signature verifies with `secret`
 * (`standardwebhooks`, which also bounds the time stamp) and the body is its type's event
 * as the contract describes it. Throws otherwise.
 */
export function verifiedEvent(hook: TReceivedWebhook, secret: string) {
  const payload = new Webhook(secret).verify(hook.body, hook.headers) as { type: unknown };
  const type = ZWebhookEventType.parse(payload.type);
  return webhookEventSchema(type).parse(payload);
}
