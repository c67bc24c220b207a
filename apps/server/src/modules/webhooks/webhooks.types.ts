import type { TWebhookEndpoint } from '@confirma/contracts/webhooks';
import { z } from 'zod';
import type { TDb } from '../../platform/db/client.ts';
import type { TPlatform } from '../../platform/platform.ts';
import type { webhookDeliveries, webhookEndpoints } from './webhooks-schema.ts';

export type TWebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type TWebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** What an event's emitter needs: the queue, written in the event's own transaction. */
export type TWebhookSender = Pick<TPlatform, 'enqueue'>;

/** The module's services, built once (createWebhooksContext). */
export interface TWebhooksContext {
  platform: TPlatform;
  db: TDb;
  /** The key the endpoints' secrets are sealed with (derived from AUTH_SECRET). */
  secretKey: Buffer;
}

export const WEBHOOK_DELIVER_JOB = 'webhooks.deliver';

/**
 * One try of a delivery. `due` is the delivery's `nextAttemptAt` when the job was sent: a
 * job whose `due` is no longer the delivery's (a resend came meanwhile) does nothing.
 * `retry`: how many tries of this round came before (the index in the retry schedule).
 */
export const ZWebhookDeliverJob = z.object({
  deliveryId: z.uuid(),
  due: z.iso.datetime(),
  retry: z.number().int().min(0),
});
export type TWebhookDeliverJob = z.infer<typeof ZWebhookDeliverJob>;

/** A row as the API shows it. */
export function endpointOf(row: TWebhookEndpointRow): TWebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    description: row.description,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
