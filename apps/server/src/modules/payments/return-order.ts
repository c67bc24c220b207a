import type { TOrder } from '@confirma/contracts/payments';
import { AppError } from '../../platform/errors.ts';
import { applyProviderState } from './order-transitions.ts';
import { findOwnOrder, lockOrder, toOrder, withExtras } from './orders-queries.ts';
import type { TOrderRow, TPaymentsContext } from './payments.types.ts';
import { paymentEvents } from './payments-schema.ts';

const SETTLED = new Set(['PAID', 'REFUNDED', 'DISPUTED', 'CANCELED']);

/**
 * Asks the provider for the payment's state (`settle`, which captures where the provider
 * needs it) and applies it to the order like a webhook would, under the order's lock.
 * Nothing to ask for a transfer, an order without a checkout, or one already settled.
 */
export async function settleOrder(ctx: TPaymentsContext, order: TOrderRow): Promise<void> {
  if (order.method === 'transfer' || !order.providerRef || SETTLED.has(order.status)) return;
  const provider = ctx.providers.byName(order.provider);
  const payment = await provider.settle(order.providerRef);
  await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!locked) return;
    const outcome = await applyProviderState(ctx, tx, locked, {
      state: payment.state,
      amountCents: payment.amountCents,
      currency: payment.currency,
      refundedCents: payment.refundedCents,
      failureMessage: payment.failureMessage,
    });
    await tx
      .insert(paymentEvents)
      .values({
        provider: locked.provider,
        eventId: `return:${order.id}:${payment.state}`,
        orderId: order.id,
        type: `return.${payment.state}`,
        payload: payment as unknown as object,
        outcome,
      })
      .onConflictDoNothing();
  });
}

/**
 * The browser came back from the provider: settle with it (settleOrder). Safe to call any
 * number of times, and in a race with the webhook: whichever comes second finds the order
 * moved.
 */
export async function returnOrder(
  ctx: TPaymentsContext,
  { organizationId, orderId }: { organizationId: string; orderId: string },
): Promise<TOrder> {
  const order = await findOwnOrder(ctx.db, { organizationId, orderId });
  if (!order) throw new AppError('NOT_FOUND', 'no such order');
  await settleOrder(ctx, order);
  const fresh = await findOwnOrder(ctx.db, { organizationId, orderId });
  if (!fresh) throw new AppError('NOT_FOUND', 'no such order');
  return toOrder(await withExtras(ctx.db, fresh), ctx.config);
}
