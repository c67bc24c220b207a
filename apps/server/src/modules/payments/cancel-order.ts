import type { TOrder } from '@confirma/contracts/payments';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { CANCEL_REASONS } from './expire-orders.ts';
import { findOwnOrder, lockOrder, toOrder, withExtras } from './orders-queries.ts';
import type { TPaymentsContext } from './payments.types.ts';
import { paymentOrders } from './payments-schema.ts';
import { settleOrder } from './return-order.ts';

const OPEN = new Set(['PENDING', 'REQUIRES_ACTION']);

/**
 * The buyer cancels an order still waiting: an abandoned checkout or a bank transfer they
 * will not make. A checkout is first settled with its provider, so a payment made in
 * another tab is credited rather than cancelled. Answers the order as it is then: CANCELED,
 * or the state it reached (paid, declined); a second cancel answers the first's result.
 */
export async function cancelOrder(
  ctx: TPaymentsContext,
  { organizationId, orderId }: { organizationId: string; orderId: string },
): Promise<TOrder> {
  const order = await findOwnOrder(ctx.db, { organizationId, orderId });
  if (!order) throw new AppError('NOT_FOUND', 'no such order');
  if (OPEN.has(order.status)) {
    await settleOrder(ctx, order);
    await ctx.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      if (!locked || !OPEN.has(locked.status)) return;
      await tx
        .update(paymentOrders)
        .set({ status: 'CANCELED', failureMessage: CANCEL_REASONS.byBuyer, updatedAt: sql`now()` })
        .where(eq(paymentOrders.id, order.id));
    });
  }
  const fresh = await findOwnOrder(ctx.db, { organizationId, orderId });
  if (!fresh) throw new AppError('NOT_FOUND', 'no such order');
  return toOrder(await withExtras(ctx.db, fresh), ctx.config);
}
