import type { TWebhookDelivery, WEBHOOK_DELIVERY_STATUSES } from '@confirma/contracts/webhooks';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueDelivery } from './emit-webhook-event.ts';
import { findWebhookEndpoint } from './webhook-endpoints.ts';
import type { TWebhookDeliveryRow, TWebhooksContext } from './webhooks.types.ts';
import { webhookDeliveries, webhookEndpoints } from './webhooks-schema.ts';

function deliveryOf(row: TWebhookDeliveryRow): TWebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    messageId: row.messageId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    durationMs: row.durationMs,
    responseExcerpt: row.responseExcerpt,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page's last row as the next page's start: its creation time (full precision) and id. */
const encodeCursor = (at: string, id: string) => Buffer.from(`${at}|${id}`).toString('base64url');
function decodeCursor(cursor: string) {
  const [at = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (Number.isNaN(Date.parse(at)) || !/^[0-9a-f-]{36}$/i.test(id)) {
    throw new AppError('VALIDATION_FAILED', 'Not a cursor of this list', [
      { path: 'cursor', message: 'Not a cursor of this list' },
    ]);
  }
  return { at, id };
}

/** An endpoint's deliveries, newest first, a keyset page at a time (404: not the account's). */
export async function listWebhookDeliveries(
  db: TDbOrTx,
  {
    organizationId,
    endpointId,
    query,
  }: {
    organizationId: string;
    endpointId: string;
    query: {
      status?: (typeof WEBHOOK_DELIVERY_STATUSES)[number] | undefined;
      cursor?: string | undefined;
      limit: number;
    };
  },
) {
  await findWebhookEndpoint(db, { organizationId, id: endpointId });
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await db
    .select({
      delivery: webhookDeliveries,
      at: sql<string>`to_char(${webhookDeliveries.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        query.status ? eq(webhookDeliveries.status, query.status) : undefined,
        after
          ? sql`(${webhookDeliveries.createdAt}, ${webhookDeliveries.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    deliveries: page.map((row) => deliveryOf(row.delivery)),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.at, last.delivery.id) : null,
  };
}

/**
 * Sends a delivery again now, the same `webhook-id` and body, with a new round of tries
 * (its history stays). Any try still waiting from before no longer counts. 404 when the
 * delivery is not the account's.
 */
export async function resendWebhookDelivery(
  context: TWebhooksContext,
  { organizationId, deliveryId }: { organizationId: string; deliveryId: string },
): Promise<TWebhookDelivery> {
  return context.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ enabled: webhookEndpoints.enabled })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        and(
          eq(webhookDeliveries.id, deliveryId),
          eq(webhookEndpoints.organizationId, organizationId),
        ),
      )
      .for('update');
    if (!found) throw new AppError('NOT_FOUND', 'No such webhook delivery');
    if (!found.enabled) {
      throw new AppError('CONFLICT', 'The endpoint is disabled: enable it before resending');
    }
    const now = new Date();
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ status: 'PENDING', nextAttemptAt: now })
      .where(eq(webhookDeliveries.id, deliveryId))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'No such webhook delivery');
    await enqueueDelivery(context.platform, tx, {
      deliveryId,
      due: now.toISOString(),
      retry: 0,
    });
    return deliveryOf(row);
  });
}
