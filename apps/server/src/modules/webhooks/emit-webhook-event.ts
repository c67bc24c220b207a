import { randomBytes } from 'node:crypto';
import {
  type TWebhookEvent,
  type TWebhookEventData,
  type TWebhookEventType,
  WEBHOOK_EVENT_DATA,
} from '@confirma/contracts/webhooks';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import {
  type TWebhookDeliverJob,
  type TWebhookSender,
  WEBHOOK_DELIVER_JOB,
} from './webhooks.types.ts';
import { webhookDeliveries, webhookEndpoints } from './webhooks-schema.ts';

/** A delivery job's own tries (a crashed worker's try is taken again); retries are ours. */
export const DELIVER_JOB_OPTIONS = { maxAttempts: 3, expireInSeconds: 120 } as const;

/** Sends the job of one try of a delivery, in the caller's transaction. */
export function enqueueDelivery(sender: TWebhookSender, tx: TDbOrTx, job: TWebhookDeliverJob) {
  return sender.enqueue(tx, WEBHOOK_DELIVER_JOB, job, {
    ...DELIVER_JOB_OPTIONS,
    runAt: new Date(job.due),
  });
}

/**
 * Tells the account's endpoints that `type` happened, in the event's own transaction: one
 * indexed read of the account's enabled endpoints subscribed to it (nothing more when there
 * are none), then per endpoint a delivery row holding the exact body
 * `{type, timestamp, data}` and its `msg_…` id (the `webhook-id` of every try), and the
 * job of its first try. `data` is checked against the event's schema: ids and states only.
 */
export async function emitWebhookEvent<T extends TWebhookEventType>(
  sender: TWebhookSender,
  tx: TDbOrTx,
  organizationId: string,
  type: T,
  data: TWebhookEventData<T>,
): Promise<void> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.organizationId, organizationId),
        eq(webhookEndpoints.enabled, true),
        arrayContains(webhookEndpoints.events, [type]),
      ),
    );
  if (endpoints.length === 0) return;
  const now = new Date();
  const event: TWebhookEvent<T> = {
    type,
    timestamp: now.toISOString(),
    data: WEBHOOK_EVENT_DATA[type].parse(data) as TWebhookEventData<T>,
  };
  const body = JSON.stringify(event);
  const messageId = `msg_${randomBytes(16).toString('base64url')}`;
  const deliveries = await tx
    .insert(webhookDeliveries)
    .values(
      endpoints.map((endpoint) => ({
        endpointId: endpoint.id,
        messageId,
        eventType: type,
        body,
        nextAttemptAt: now,
      })),
    )
    .returning({ id: webhookDeliveries.id });
  for (const delivery of deliveries) {
    await enqueueDelivery(sender, tx, {
      deliveryId: delivery.id,
      due: now.toISOString(),
      retry: 0,
    });
  }
}
