import { eq, sql } from 'drizzle-orm';
import type { TTx } from '../../platform/db/client.ts';
import { addCredits, revokeCredits } from '../credits/index.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import type { TProviderPayment } from './payment-provider.ts';
import type { TOrderRow, TPaymentsContext } from './payments.types.ts';
import { CREDIT_NOTE_JOB, INVOICE_ISSUE_JOB } from './payments-jobs.ts';
import { paymentOrders } from './payments-schema.ts';

/**
 * The order's state machine. Every function takes the order's row LOCKED in `tx`
 * (lockOrder), so concurrent webhooks, the browser's return and an administrator are
 * serialised on it; each moves the order once and says what it did (the event's outcome).
 *
 *   PENDING / REQUIRES_ACTION / FAILED / CANCELED --succeeded--> PAID (credits added,
 *   invoice queued; a checkout cancelled by its buyer or expired whose money still came)
 *   PENDING --requires_action--> REQUIRES_ACTION
 *   PENDING / REQUIRES_ACTION --failed--> FAILED, --canceled--> CANCELED
 *   PAID --refunded (in full)--> REFUNDED (credits revoked, credit note queued)
 *   PAID --disputed--> DISPUTED (credits revoked)
 *   PENDING / REQUIRES_ACTION --refunded--> REFUNDED (refunded before we saw it paid:
 *   nothing to add nor take back)
 * A later or repeated event finds the order already moved and changes nothing: a failure
 * after a success never un-pays.
 */

const OPEN: readonly TOrderRow['status'][] = ['PENDING', 'REQUIRES_ACTION'];
const PAYABLE: readonly TOrderRow['status'][] = ['PENDING', 'REQUIRES_ACTION', 'FAILED'];

type TObserved = Pick<TProviderPayment, 'state' | 'failureMessage'> & {
  amountCents: number | null;
  currency: string | null;
  refundedCents?: number | undefined;
};

async function update(tx: TTx, orderId: string, set: Partial<typeof paymentOrders.$inferInsert>) {
  await tx
    .update(paymentOrders)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(paymentOrders.id, orderId));
}

/** Tells the buyer's webhooks that the order was paid or refunded (its id, state, credits). */
async function paymentEvent(
  ctx: TPaymentsContext,
  tx: TTx,
  order: TOrderRow,
  status: 'PAID' | 'REFUNDED',
) {
  if (!order.organizationId) return;
  await emitWebhookEvent(
    ctx,
    tx,
    order.organizationId,
    status === 'PAID' ? 'payment.paid' : 'payment.refunded',
    { orderId: order.id, status, credits: order.credits },
  );
}

/** PAID: the pack's credits once (ledger reference = order id) and the invoice job. */
export async function markPaid(ctx: TPaymentsContext, tx: TTx, order: TOrderRow): Promise<string> {
  if (!PAYABLE.includes(order.status) && order.status !== 'CANCELED')
    return `already:${order.status}`;
  await update(tx, order.id, { status: 'PAID', paidAt: new Date(), failureMessage: null });
  if (order.organizationId) {
    await addCredits(tx, {
      organizationId: order.organizationId,
      kind: 'purchase',
      amount: order.credits,
      reason: `pack:${order.productId}`,
      reference: order.id,
    });
  }
  await ctx.enqueue(tx, INVOICE_ISSUE_JOB, { orderId: order.id });
  await paymentEvent(ctx, tx, order, 'PAID');
  ctx.log.info({ orderId: order.id, credits: order.credits }, 'payment order paid');
  return 'credited';
}

/** REFUNDED or DISPUTED after PAID: the credits taken back (a debt where spent). */
async function takeBack(
  ctx: TPaymentsContext,
  tx: TTx,
  order: TOrderRow,
  to: 'REFUNDED' | 'DISPUTED',
  refundedCents: number,
): Promise<string> {
  await update(tx, order.id, {
    status: to,
    refundedCents,
    ...(to === 'REFUNDED' ? { refundedAt: new Date() } : {}),
  });
  if (order.organizationId) {
    await revokeCredits(tx, {
      organizationId: order.organizationId,
      amount: order.credits,
      reason: `${to === 'REFUNDED' ? 'refund' : 'dispute'}:${order.productId}`,
      reference: order.id,
    });
  }
  if (to === 'REFUNDED') {
    await ctx.enqueue(tx, CREDIT_NOTE_JOB, { orderId: order.id });
    await paymentEvent(ctx, tx, order, 'REFUNDED');
  }
  ctx.log.info({ orderId: order.id, status: to }, 'payment order credits taken back');
  return to === 'REFUNDED' ? 'revoked:refund' : 'revoked:dispute';
}

/** A refund of the whole amount (the only kind the product makes). */
export async function markRefunded(
  ctx: TPaymentsContext,
  tx: TTx,
  order: TOrderRow,
  refundedCents = order.amountCents,
): Promise<string> {
  if (order.status === 'PAID') {
    if (refundedCents < order.amountCents) {
      await update(tx, order.id, { refundedCents });
      return 'partial-refund';
    }
    return takeBack(ctx, tx, order, 'REFUNDED', order.amountCents);
  }
  if (OPEN.includes(order.status)) {
    await update(tx, order.id, { status: 'REFUNDED', refundedCents, refundedAt: new Date() });
    await paymentEvent(ctx, tx, order, 'REFUNDED');
    return 'refunded-before-paid';
  }
  return `already:${order.status}`;
}

/**
 * Applies what the provider says of the payment (a webhook, or `settle` on the browser's
 * return) to the locked order. A success whose amount or currency is not the order's
 * credits nothing: the order keeps its state, is flagged, and it is logged as an error.
 */
export async function applyProviderState(
  ctx: TPaymentsContext,
  tx: TTx,
  order: TOrderRow,
  observed: TObserved,
): Promise<string> {
  switch (observed.state) {
    case 'succeeded': {
      if (!PAYABLE.includes(order.status) && order.status !== 'CANCELED')
        return `already:${order.status}`;
      const sameCurrency = observed.currency?.toUpperCase() === order.currency.toUpperCase();
      if (observed.amountCents !== order.amountCents || !sameCurrency) {
        ctx.log.error(
          {
            orderId: order.id,
            expected: { amountCents: order.amountCents, currency: order.currency },
            received: { amountCents: observed.amountCents, currency: observed.currency },
          },
          'payment amount mismatch: nothing credited',
        );
        await update(tx, order.id, {
          failureMessage: `amount-mismatch: ${observed.amountCents} ${observed.currency}`,
        });
        return 'ignored:amount-mismatch';
      }
      return markPaid(ctx, tx, order);
    }
    case 'requires_action':
      if (order.status !== 'PENDING') return `already:${order.status}`;
      await update(tx, order.id, { status: 'REQUIRES_ACTION' });
      return 'requires-action';
    case 'failed':
    case 'canceled':
      if (!OPEN.includes(order.status)) return `already:${order.status}`;
      await update(tx, order.id, {
        status: observed.state === 'failed' ? 'FAILED' : 'CANCELED',
        failureMessage: observed.failureMessage ?? null,
      });
      return observed.state;
    case 'refunded':
      return markRefunded(ctx, tx, order, observed.refundedCents ?? order.amountCents);
    case 'disputed':
      if (order.status !== 'PAID') return `already:${order.status}`;
      return takeBack(ctx, tx, order, 'DISPUTED', order.refundedCents);
    default:
      return 'no-change';
  }
}
