/**
 * The webhooks module: an account's endpoints, the events emitted to them in the events'
 * own transactions, and their signed, SSRF-checked delivery by jobs (docs/webhooks.md).
 * What other modules may use.
 */
import type { TPlatform } from '../../platform/platform.ts';
import { createDeliverHandler } from './deliver-webhook.ts';
import { webhookSecretKey } from './webhook-secret.ts';
import { type TWebhooksContext, WEBHOOK_DELIVER_JOB } from './webhooks.types.ts';

export { emitWebhookEvent } from './emit-webhook-event.ts';
export { outgoingWebhookRoutes } from './webhook-endpoint-routes.ts';
export type { TWebhookSender, TWebhooksContext } from './webhooks.types.ts';

/** The module's services, built once per process. */
export function createWebhooksContext(platform: TPlatform): TWebhooksContext {
  return { platform, db: platform.database.db, secretKey: webhookSecretKey(platform.authSecret) };
}

/** The delivery job's handler. */
export function webhookJobHandlers(context: TWebhooksContext) {
  return { [WEBHOOK_DELIVER_JOB]: createDeliverHandler(context) };
}
