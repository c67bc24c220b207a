import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { applyProviderState } from './order-transitions.ts';
import { findOrderByProviderRef, lockOrder } from './orders-queries.ts';
import { type TWebhookEvent, WebhookVerificationError } from './payment-provider.ts';
import type { TPaymentsContext } from './payments.types.ts';
import { paymentEvents } from './payments-schema.ts';

const STATE_OF: Partial<Record<TWebhookEvent['type'], string>> = {
  'payment.succeeded': 'succeeded',
  'payment.failed': 'failed',
  'payment.requires_action': 'requires_action',
  'payment.canceled': 'canceled',
  'payment.refunded': 'refunded',
  'payment.disputed': 'disputed',
};

/**
 * One webhook delivery: verified by its provider (a bad signature or a stale time stamp is
 * VALIDATION_FAILED, logged, nothing stored), then in one transaction: the event stored
 * once per provider and event id (a duplicate stops here and changes nothing), the order
 * locked and moved, the event's outcome recorded. A failure rolls it all back and the
 * provider's retry comes again.
 */
export async function receiveWebhook(
  ctx: TPaymentsContext,
  providerName: string,
  request: { headers: Record<string, string | string[] | undefined>; rawBody: Buffer; ip: string },
): Promise<{ outcome: string }> {
  const provider = ctx.providers.byName(providerName);
  let event: TWebhookEvent;
  try {
    event = await provider.parseWebhook(request);
  } catch (error) {
    if (!(error instanceof WebhookVerificationError)) throw error;
    ctx.log.warn(
      { provider: providerName, reason: error.message, ip: request.ip },
      'payment webhook refused',
    );
    throw new AppError('VALIDATION_FAILED', 'webhook signature not valid');
  }

  return ctx.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(paymentEvents)
      .values({
        provider: provider.name,
        eventId: event.eventId,
        type: event.type,
        payload: event.raw as object,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!stored) return { outcome: 'duplicate' };

    const found = event.providerRef
      ? await findOrderByProviderRef(tx, {
          provider: provider.name,
          providerRef: event.providerRef,
        })
      : undefined;
    const order = found && (await lockOrder(tx, found.id));
    const state = STATE_OF[event.type];
    let outcome: string;
    if (!order) outcome = 'ignored:unknown-order';
    else if (!state) outcome = 'ignored:type';
    else {
      outcome = await applyProviderState(ctx, tx, order, {
        state: state as never,
        amountCents: event.amountCents,
        currency: event.currency,
        refundedCents: event.refundedCents,
        failureMessage: event.failureMessage,
      });
    }
    await tx
      .update(paymentEvents)
      .set({ outcome, orderId: order?.id ?? null })
      .where(eq(paymentEvents.id, stored.id));
    return { outcome };
  });
}
