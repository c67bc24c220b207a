import type { TOrder } from '@confirma/contracts/payments';
import { AppError } from '../../platform/errors.ts';
import { applyProviderState } from './order-transitions.ts';
import { findOwnOrder, lockOrder, toOrder, withExtras } from './orders-queries.ts';
import type { TPaymentsContext } from './payments.types.ts';
import { paymentEvents } from './payments-schema.ts';

const SETTLED = new Set(['PAID', 'REFUNDED', 'DISPUTED', 'CANCELED']);

/**
 * The browser came back from the provider: ask the provider for the payment's state
 * (`settle`, which captures where the provider needs it) and apply it to the order like a
 * webhook would, under the order's lock. Safe to call any number of times, and in a race
 * with the webhook: whichever comes second finds the order moved.
 */
export async function returnOrder(
  ctx: TPaymentsContext,
  { userId, orderId }: { userId: string; orderId: string },
): Promise<TOrder> {
  const order = await findOwnOrder(ctx.db, { userId, orderId });
  if (!order) throw new AppError('NOT_FOUND', 'no such order');
  if (order.method !== 'transfer' && order.providerRef && !SETTLED.has(order.status)) {
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
  const fresh = await findOwnOrder(ctx.db, { userId, orderId });
  if (!fresh) throw new AppError('NOT_FOUND', 'no such order');
  return toOrder(await withExtras(ctx.db, fresh), ctx.config);
}
