import { type TWebhookEventType, WEBHOOK_DELIVERY_STATUSES } from '@confirma/contracts/webhooks';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { authOrganizations } from '../accounts/accounts-schema.ts';

/**
 * An account's webhook endpoints. The signing secret must be used, not just checked, so it
 * is kept encrypted (AES-256-GCM under a key derived from AUTH_SECRET), never in clear; a
 * rotated secret keeps signing beside the new one until `previousSecretExpiresAt`.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The organisation it belongs to. */
    organizationId: text('organization_id')
      .notNull()
      .references(() => authOrganizations.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().$type<TWebhookEventType[]>().notNull(),
    secretEncrypted: text('secret_encrypted').notNull(),
    previousSecretEncrypted: text('previous_secret_encrypted'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason', { enum: ['OWNER', 'FAILING'] }),
    /** Since when every try has failed; cleared by a success. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_endpoints_organization_idx').on(table.organizationId)],
);

/**
 * One event for one endpoint: the body is fixed when the event happens and sent unchanged
 * on every try and resend (the signature covers it, with the `webhook-id` `messageId`).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    eventType: text('event_type').$type<TWebhookEventType>().notNull(),
    /** The exact JSON text POSTed. */
    body: text('body').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms'),
    responseExcerpt: text('response_excerpt'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Per-try history: [{at, status, durationMs, error?}] (newest last, at most 20). */
    tries: jsonb('tries').$type<TWebhookTry[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (table) => [
    index('webhook_deliveries_endpoint_created_idx').on(table.endpointId, table.createdAt),
  ],
);

export type TWebhookTry = {
  at: string;
  responseStatus: number | null;
  durationMs: number;
  error?: string;
};
