import { z } from 'zod';
import { ZOperationStatus, ZSignerStatus } from './operations.ts';

/**
 * Outgoing webhooks (Standard Webhooks, https://www.standardwebhooks.com): an account
 * registers endpoints; each event the account may know of is POSTed to every enabled
 * endpoint subscribed to its type, signed with the endpoint's secret (`whsec_…`):
 * headers `webhook-id`, `webhook-timestamp` (Unix seconds) and `webhook-signature`
 * (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, space-separated while a rotated
 * secret still signs). At least once, in no guaranteed order: deduplicate by `webhook-id`.
 * Payloads carry ids and states, never documents or personal data.
 */

export const WEBHOOK_EVENT_TYPES = [
  'operation.created',
  'operation.signed',
  'operation.rejected',
  'operation.expired',
  'operation.cancelled',
  'signer.opened',
  'signer.signed',
  'signer.rejected',
  'identification.passed',
  'identification.failed',
  'identification.review',
  'notification.delivered',
  'notification.opened',
  'notification.acknowledged',
  'notification.bounced',
  'payment.paid',
  'payment.refunded',
  'ocr.analysed',
] as const;
export const ZWebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type TWebhookEventType = z.infer<typeof ZWebhookEventType>;

/** Each event type's `data`. */
const ZOperationEventData = z.object({
  operationUuid: z.uuid(),
  status: ZOperationStatus,
});
const ZSignerEventData = z.object({
  operationUuid: z.uuid(),
  signerUuid: z.uuid(),
  status: ZSignerStatus,
});
const ZIdentificationEventData = z.object({
  operationUuid: z.uuid(),
  signerUuid: z.uuid(),
  /** The verdict: passed, failed, or held for a person's review. */
  result: z.enum(['PASSED', 'FAILED', 'REVIEW']),
});
const ZNotificationEventData = z.object({
  notificationUuid: z.uuid(),
  status: z.string(),
});
const ZPaymentEventData = z.object({
  orderId: z.string(),
  status: z.string(),
  credits: z.number().int(),
});
const ZOcrEventData = z.object({
  analysisUuid: z.uuid(),
  /** The document's kind as read (passport, ID card…), when recognised. */
  documentKind: z.string().nullable(),
});

export const WEBHOOK_EVENT_DATA = {
  'operation.created': ZOperationEventData,
  'operation.signed': ZOperationEventData,
  'operation.rejected': ZOperationEventData,
  'operation.expired': ZOperationEventData,
  'operation.cancelled': ZOperationEventData,
  'signer.opened': ZSignerEventData,
  'signer.signed': ZSignerEventData,
  'signer.rejected': ZSignerEventData,
  'identification.passed': ZIdentificationEventData,
  'identification.failed': ZIdentificationEventData,
  'identification.review': ZIdentificationEventData,
  'notification.delivered': ZNotificationEventData,
  'notification.opened': ZNotificationEventData,
  'notification.acknowledged': ZNotificationEventData,
  'notification.bounced': ZNotificationEventData,
  'payment.paid': ZPaymentEventData,
  'payment.refunded': ZPaymentEventData,
  'ocr.analysed': ZOcrEventData,
} as const satisfies Record<TWebhookEventType, z.ZodType>;

export type TWebhookEventData<T extends TWebhookEventType> = z.infer<
  (typeof WEBHOOK_EVENT_DATA)[T]
>;

/** The body POSTed for one event (the same bytes on every retry and resend). */
export function webhookEventSchema<T extends TWebhookEventType>(type: T) {
  return z.object({
    type: z.literal(type),
    /** When the event happened (ISO 8601). */
    timestamp: z.iso.datetime(),
    data: WEBHOOK_EVENT_DATA[type],
  });
}
export type TWebhookEvent<T extends TWebhookEventType = TWebhookEventType> = {
  type: T;
  timestamp: string;
  data: TWebhookEventData<T>;
};

/** https only in production; at most 2,000 characters. */
export const ZWebhookUrl = z.url({ protocol: /^https?$/ }).max(2000);

export const ZWebhookEndpointCreate = z.object({
  url: ZWebhookUrl,
  events: z.array(ZWebhookEventType).min(1).max(WEBHOOK_EVENT_TYPES.length),
  description: z.string().trim().max(200).optional(),
});
export type TWebhookEndpointCreate = z.infer<typeof ZWebhookEndpointCreate>;

/** PATCH: what it carries changes; `enabled: true` re-enables a disabled endpoint. */
export const ZWebhookEndpointUpdate = ZWebhookEndpointCreate.partial().extend({
  enabled: z.boolean().optional(),
});
export type TWebhookEndpointUpdate = z.infer<typeof ZWebhookEndpointUpdate>;

export const ZWebhookEndpoint = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(ZWebhookEventType),
  description: z.string(),
  enabled: z.boolean(),
  /** Why it was disabled: by its owner, or after failing for 5 days. */
  disabledReason: z.enum(['OWNER', 'FAILING']).nullable(),
  /** Since when every delivery has failed (null while deliveries succeed). */
  failingSince: z.string().nullable(),
  createdAt: z.string(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

/** The answer of a creation or a rotation: the only time the secret is shown. */
export const ZWebhookEndpointWithSecret = ZWebhookEndpoint.extend({
  secret: z.string().startsWith('whsec_'),
});
export type TWebhookEndpointWithSecret = z.infer<typeof ZWebhookEndpointWithSecret>;

export const ZWebhookEndpointList = z.object({ endpoints: z.array(ZWebhookEndpoint) });

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export const ZWebhookDeliveryStatus = z.enum(WEBHOOK_DELIVERY_STATUSES);

export const ZWebhookDelivery = z.object({
  id: z.uuid(),
  endpointId: z.uuid(),
  /** The `webhook-id` header: the same on every try and resend of this event. */
  messageId: z.string(),
  eventType: ZWebhookEventType,
  /** PENDING while tries remain, SUCCEEDED on a 2xx answer, FAILED when they ran out. */
  status: ZWebhookDeliveryStatus,
  attempts: z.number().int(),
  /** The last try's HTTP status (null: no answer: refused, timed out, unreachable). */
  responseStatus: z.number().int().nullable(),
  /** The last try's duration in milliseconds. */
  durationMs: z.number().int().nullable(),
  /** The first 1,000 characters of the last answer's body, or why there was none. */
  responseExcerpt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveryQuery = z.object({
  status: ZWebhookDeliveryStatus.optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const ZWebhookDeliveryList = z.object({
  deliveries: z.array(ZWebhookDelivery),
  nextCursor: z.string().nullable(),
});

/**
 * Origins allowed to frame this account's signing and identification pages (/embed.js):
 * `https://app.example.com` (scheme, host and port only; http only for localhost).
 */
export const EMBED_ORIGINS_MAX = 20;
export const ZEmbedOrigin = z
  .string()
  .trim()
  .max(300)
  .regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i);
export const ZEmbedOrigins = z.object({
  origins: z.array(ZEmbedOrigin).max(EMBED_ORIGINS_MAX),
});
export type TEmbedOrigins = z.infer<typeof ZEmbedOrigins>;
