import { randomUUID } from 'node:crypto';
import type {
  TWebhookEndpoint,
  TWebhookEndpointCreate,
  TWebhookEndpointUpdate,
  TWebhookEndpointWithSecret,
} from '@confirma/contracts/webhooks';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { TRecordAnswer } from '../../platform/idempotency/idempotency.ts';
import { recordOrganizationEvent } from '../accounts/index.ts';
import { newWebhookSecret, PREVIOUS_SECRET_HOURS, sealSecret } from './webhook-secret.ts';
import { checkWebhookUrl } from './webhook-url.ts';
import { endpointOf, type TWebhooksContext } from './webhooks.types.ts';
import { webhookEndpoints } from './webhooks-schema.ts';

/** Endpoints one account may have. */
export const WEBHOOK_ENDPOINTS_MAX = 20;

type TScope = { organizationId: string; id: string };
const ofAccount = ({ organizationId, id }: TScope) =>
  and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organizationId, organizationId));

function urlRules({ platform }: TWebhooksContext) {
  const { NODE_ENV, WEBHOOK_ALLOW_PRIVATE } = platform.config;
  return { production: NODE_ENV === 'production', allowPrivate: WEBHOOK_ALLOW_PRIVATE };
}

/** The account's endpoint, or 404 (another account's id finds nothing). */
export async function findWebhookEndpoint(db: TDbOrTx, scope: TScope) {
  const [row] = await db.select().from(webhookEndpoints).where(ofAccount(scope)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'No such webhook endpoint');
  return row;
}

/** The account's endpoints, newest first. */
export async function listWebhookEndpoints(
  db: TDbOrTx,
  { organizationId }: { organizationId: string },
) {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organizationId, organizationId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return { endpoints: rows.map(endpointOf) };
}

/**
 * Registers an endpoint; the answer is the only time its secret is shown. The audit entry
 * (by `userId`) and `record` (the Idempotency-Key's answer, so a retry gets the same secret
 * back) go in the endpoint's transaction.
 */
export function createWebhookEndpoint(
  context: TWebhooksContext,
  {
    organizationId,
    userId,
    request,
    record,
  }: {
    organizationId: string;
    userId: string;
    request: TWebhookEndpointCreate;
    record?: TRecordAnswer | undefined;
  },
): Promise<TWebhookEndpointWithSecret> {
  checkWebhookUrl(request.url, urlRules(context));
  return context.db.transaction(async (tx) => {
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.organizationId, organizationId));
    if ((count?.n ?? 0) >= WEBHOOK_ENDPOINTS_MAX) {
      throw new AppError(
        'CONFLICT',
        `An account may have at most ${WEBHOOK_ENDPOINTS_MAX} endpoints`,
      );
    }
    const id = randomUUID();
    const secret = newWebhookSecret();
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        id,
        organizationId,
        url: request.url,
        events: [...new Set(request.events)],
        description: request.description ?? '',
        secretEncrypted: sealSecret(context.secretKey, id, secret),
      })
      .returning();
    if (!row) throw new Error('webhook endpoint insert returned no row');
    const created = { ...endpointOf(row), secret };
    await recordOrganizationEvent(tx, {
      organizationId,
      actorUserId: userId,
      action: 'webhook.created',
      target: row.url,
      data: { events: row.events },
    });
    await record?.(tx, created);
    return created;
  });
}

/**
 * Changes what the request carries. `enabled: true` re-enables (clearing why it was
 * disabled and since when it failed); `enabled: false` disables it as its owner's choice.
 */
export async function updateWebhookEndpoint(
  context: TWebhooksContext,
  scope: TScope,
  patch: TWebhookEndpointUpdate,
): Promise<TWebhookEndpoint> {
  if (patch.url !== undefined) checkWebhookUrl(patch.url, urlRules(context));
  const enabling =
    patch.enabled === undefined
      ? {}
      : patch.enabled
        ? { enabled: true, disabledReason: null, failingSince: null }
        : { enabled: false, disabledReason: 'OWNER' as const };
  const [row] = await context.db
    .update(webhookEndpoints)
    .set({
      ...(patch.url !== undefined ? { url: patch.url } : {}),
      ...(patch.events !== undefined ? { events: [...new Set(patch.events)] } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...enabling,
      updatedAt: sql`now()`,
    })
    .where(ofAccount(scope))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'No such webhook endpoint');
  return endpointOf(row);
}

/**
 * Deletes the endpoint and its deliveries (their pending tries find nothing and stop), with
 * its audit entry (by `userId`) in the same transaction.
 */
export function deleteWebhookEndpoint(
  db: TDb,
  { userId, ...scope }: TScope & { userId: string },
): Promise<void> {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(webhookEndpoints)
      .where(ofAccount(scope))
      .returning({ url: webhookEndpoints.url });
    if (!gone) throw new AppError('NOT_FOUND', 'No such webhook endpoint');
    await recordOrganizationEvent(tx, {
      organizationId: scope.organizationId,
      actorUserId: userId,
      action: 'webhook.deleted',
      target: gone.url,
    });
  });
}

/**
 * A new secret; the current one becomes the previous and keeps signing beside it for
 * PREVIOUS_SECRET_HOURS (a secret rotated twice within that time drops the oldest).
 */
export async function rotateWebhookSecret(
  context: TWebhooksContext,
  scope: TScope,
): Promise<TWebhookEndpointWithSecret> {
  const secret = newWebhookSecret();
  const [row] = await context.db
    .update(webhookEndpoints)
    .set({
      previousSecretEncrypted: sql`${webhookEndpoints.secretEncrypted}`,
      previousSecretExpiresAt: sql`now() + make_interval(hours => ${PREVIOUS_SECRET_HOURS})`,
      secretEncrypted: sealSecret(context.secretKey, scope.id, secret),
      updatedAt: sql`now()`,
    })
    .where(ofAccount(scope))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'No such webhook endpoint');
  return { ...endpointOf(row), secret };
}
