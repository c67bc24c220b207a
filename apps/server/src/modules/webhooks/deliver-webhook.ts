import { and, eq, sql } from 'drizzle-orm';
import type { TTx } from '../../platform/db/client.ts';
import { jobPayload } from '../../platform/jobs/job-payload.ts';
import type { TJobHandler } from '../../platform/jobs/job-runner.ts';
import { disableIfFailing } from './disable-failing-endpoint.ts';
import { enqueueDelivery } from './emit-webhook-event.ts';
import { postWebhook, type TWebhookPostResult } from './post-webhook.ts';
import { signatureHeader, signingSecrets } from './webhook-secret.ts';
import {
  type TWebhookDeliverJob,
  type TWebhookDeliveryRow,
  type TWebhookEndpointRow,
  type TWebhooksContext,
  ZWebhookDeliverJob,
} from './webhooks.types.ts';
import { type TWebhookTry, webhookDeliveries, webhookEndpoints } from './webhooks-schema.ts';

/** Tries kept per delivery (the newest). */
const TRIES_KEPT = 20;

export const WEBHOOK_USER_AGENT = 'Confirma-Webhooks/1';

/**
 * The `webhooks.deliver` job: one try of one delivery. It POSTs the stored body, signed
 * (Standard Webhooks), to the endpoint; then, in one transaction with the job's completion,
 * records the try and either ends the delivery (SUCCEEDED on a 2xx; FAILED when the retry
 * schedule ran out or the endpoint got disabled) or sends the job of the next try, due
 * after the schedule's wait. A job no longer current (the delivery was resent, deleted or
 * has ended) does nothing; a disabled endpoint's pending delivery stops without a try.
 */
export function createDeliverHandler(context: TWebhooksContext): TJobHandler {
  const { config } = context.platform;
  return async (payload, _job, ctx) => {
    const job = jobPayload(ZWebhookDeliverJob, payload);
    const [found] = await ctx.db
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, job.deliveryId))
      .limit(1);
    if (!found || !isCurrent(found.delivery, job)) return;
    const { delivery, endpoint } = found;
    if (!endpoint.enabled) {
      await ctx.completeWith(async (tx) => {
        await tx
          .update(webhookDeliveries)
          .set({ status: 'FAILED', nextAttemptAt: null })
          .where(current(job));
      });
      return;
    }
    const at = new Date();
    const result = await postWebhook(context.platform.outbound, {
      url: endpoint.url,
      body: delivery.body,
      timeoutMs: config.WEBHOOK_TIMEOUT_MS,
      headers: {
        'content-type': 'application/json',
        'user-agent': WEBHOOK_USER_AGENT,
        'webhook-id': delivery.messageId,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signatureHeader(
          signingSecrets(context.secretKey, endpoint, at),
          delivery.messageId,
          at,
          delivery.body,
        ),
      },
    });
    if (result.error) ctx.log.info({ deliveryId: delivery.id, error: result.error }, 'webhook');
    await ctx.completeWith((tx) => recordTry(context, tx, { job, endpoint, at, result }));
  };
}

function isCurrent(delivery: TWebhookDeliveryRow, job: TWebhookDeliverJob) {
  return (
    delivery.status === 'PENDING' &&
    delivery.nextAttemptAt?.getTime() === new Date(job.due).getTime()
  );
}

/** The delivery while this job is its current try (guarded update: a resend moves `due`). */
const current = (job: TWebhookDeliverJob) =>
  and(
    eq(webhookDeliveries.id, job.deliveryId),
    eq(webhookDeliveries.status, 'PENDING'),
    eq(webhookDeliveries.nextAttemptAt, new Date(job.due)),
  );

async function recordTry(
  context: TWebhooksContext,
  tx: TTx,
  {
    job,
    endpoint,
    at,
    result,
  }: {
    job: TWebhookDeliverJob;
    endpoint: TWebhookEndpointRow;
    at: Date;
    result: TWebhookPostResult;
  },
) {
  const [held] = await tx
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(current(job))
    .for('update');
  if (!held) return;
  const succeeded = result.status !== null && result.status >= 200 && result.status < 300;
  const attempt: TWebhookTry = {
    at: at.toISOString(),
    responseStatus: result.status,
    durationMs: result.durationMs,
    ...(result.error ? { error: result.error } : {}),
  };
  let disabled = false;
  if (succeeded) {
    await tx
      .update(webhookEndpoints)
      .set({ failingSince: null })
      .where(eq(webhookEndpoints.id, endpoint.id));
  } else {
    disabled = await disableIfFailing(context, tx, endpoint.id);
  }
  const wait = context.platform.config.WEBHOOK_RETRY_SCHEDULE_SECONDS[job.retry];
  const next =
    succeeded || disabled || wait === undefined ? null : new Date(Date.now() + wait * 1000);
  await tx
    .update(webhookDeliveries)
    .set({
      status: succeeded ? 'SUCCEEDED' : next ? 'PENDING' : 'FAILED',
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      responseStatus: result.status,
      durationMs: result.durationMs,
      responseExcerpt: result.excerpt,
      lastAttemptAt: at,
      nextAttemptAt: next,
      tries: sql`(select coalesce(jsonb_agg(t.value order by t.ordinality), '[]'::jsonb)
        from jsonb_array_elements(${webhookDeliveries.tries} || ${JSON.stringify([attempt])}::jsonb)
          with ordinality t
        where t.ordinality > jsonb_array_length(${webhookDeliveries.tries}) + 1 - ${TRIES_KEPT})`,
    })
    .where(eq(webhookDeliveries.id, job.deliveryId));
  if (next) {
    await enqueueDelivery(context.platform, tx, {
      deliveryId: job.deliveryId,
      due: next.toISOString(),
      retry: job.retry + 1,
    });
  }
}
