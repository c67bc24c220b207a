import { AppError } from '../../platform/errors.ts';
import { recordAdminAction, type TAdminAction } from '../admin/index.ts';
import { markPaid, markRefunded } from './order-transitions.ts';
import { lockOrder } from './orders-queries.ts';
import type { TPaymentsContext } from './payments.types.ts';

type TActor = Pick<TAdminAction, 'actor' | 'ip'>;

/**
 * An administrator refunds a paid order in full (again: the first refund's result,
 * `already:REFUNDED`): through its provider (a bank transfer is
 * paid back by hand, outside), then, under the order's lock, the order moves to REFUNDED,
 * the credits are taken back (a debt where they were spent), the credit note is queued and
 * the action recorded, in one transaction. The provider's later webhook changes nothing.
 */
export async function refundOrder(
  ctx: TPaymentsContext,
  { orderId, reason, ...actor }: TActor & { orderId: string; reason: string },
): Promise<string> {
  const [order] = await ctx.db.transaction(async (tx) => [await lockOrder(tx, orderId)]);
  if (!order) throw new AppError('NOT_FOUND', 'no such order');
  // A repeated refund (a double click) answers the first one's result.
  if (order.status === 'REFUNDED') return `already:${order.status}`;
  if (order.status !== 'PAID') throw new AppError('CONFLICT', `order is ${order.status}`);
  let refundRef = 'manual';
  if (order.method !== 'transfer') {
    if (!order.providerRef) throw new AppError('CONFLICT', 'order has no provider payment');
    const refund = await ctx.providers
      .byName(order.provider)
      .refund({
        providerRef: order.providerRef,
        amountCents: order.amountCents - order.refundedCents,
        idempotencyKey: `refund:${order.id}`,
      })
      .catch((error: unknown) => {
        ctx.log.error({ err: error, orderId: order.id }, 'provider refused the refund');
        throw new AppError('CONFLICT', 'the payment provider refused the refund');
      });
    refundRef = refund.refundRef;
    if (refund.state === 'pending') {
      await recordAdminAction(ctx.db, {
        ...actor,
        action: 'payment.refund',
        target: { type: 'payment_order', id: order.id },
        reason,
        details: { refundRef, state: 'pending' },
      });
      return 'pending';
    }
  }
  return ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw new AppError('NOT_FOUND', 'no such order');
    const outcome = await markRefunded(ctx, tx, locked, locked.amountCents);
    await recordAdminAction(tx, {
      ...actor,
      action: 'payment.refund',
      target: { type: 'payment_order', id: order.id },
      reason,
      details: { refundRef, outcome, amountCents: order.amountCents },
    });
    return outcome;
  });
}

/**
 * An administrator confirms that a bank transfer arrived: the order is PAID, credited once
 * and its invoice queued, with the action recorded, in one transaction; a second
 * confirmation changes nothing and answers `already:PAID`. A transfer
 * cancelled for lateness can still be confirmed when the money came after all.
 */
export async function confirmTransfer(
  ctx: TPaymentsContext,
  { orderId, reason, ...actor }: TActor & { orderId: string; reason?: string | undefined },
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new AppError('NOT_FOUND', 'no such order');
    if (order.method !== 'transfer') throw new AppError('CONFLICT', 'not a bank transfer');
    // A repeated confirmation (a double click, a retry) answers the first one's result.
    if (order.status === 'PAID') return `already:${order.status}`;
    if (order.status !== 'PENDING' && order.status !== 'CANCELED') {
      throw new AppError('CONFLICT', `order is ${order.status}`);
    }
    const outcome = await markPaid(ctx, tx, order);
    await recordAdminAction(tx, {
      ...actor,
      action: 'transfer.confirm',
      target: { type: 'payment_order', id: order.id },
      reason,
      details: { reference: order.transferReference, amountCents: order.amountCents },
    });
    return outcome;
  });
}
