import { and, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { MINUTE_MS } from '../../platform/time-units.ts';
import { paymentOrders } from './payments-schema.ts';

/**
 * Why an order was CANCELED (its `failureMessage`): the buyer cancelled it, or it expired
 * unpaid (a transfer past BANK_TRANSFER_DAYS, a checkout past PAYMENT_CHECKOUT_MINUTES).
 * The web shows the expired ones as "Caducado".
 */
export const CANCEL_REASONS = {
  byBuyer: 'canceled-by-buyer',
  transferExpired: 'transfer-expired',
  checkoutExpired: 'checkout-expired',
} as const;

/**
 * The periodic sweep: cancels the orders still waiting past their expiry: bank transfers
 * whose money did not come, and card or wallet checkouts left unpaid (abandoned). A
 * checkout's payment that still arrives afterwards is credited (order-transitions.ts); an
 * administrator can still confirm a late transfer.
 */
export async function expireOrders(
  db: TDbOrTx,
  { checkoutMinutes, now = new Date() }: { checkoutMinutes: number; now?: Date },
): Promise<{ expiredTransfers: number; expiredCheckouts: number }> {
  const transfers = await db
    .update(paymentOrders)
    .set({
      status: 'CANCELED',
      failureMessage: CANCEL_REASONS.transferExpired,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(paymentOrders.method, 'transfer'),
        eq(paymentOrders.status, 'PENDING'),
        lt(paymentOrders.expiresAt, now),
      ),
    )
    .returning({ id: paymentOrders.id });
  const cutoff = new Date(now.getTime() - checkoutMinutes * MINUTE_MS);
  const checkouts = await db
    .update(paymentOrders)
    .set({
      status: 'CANCELED',
      failureMessage: CANCEL_REASONS.checkoutExpired,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        ne(paymentOrders.method, 'transfer'),
        inArray(paymentOrders.status, ['PENDING', 'REQUIRES_ACTION']),
        // Orders from before checkouts carried an expiry: their creation time and the limit.
        or(
          lt(paymentOrders.expiresAt, now),
          and(sql`${paymentOrders.expiresAt} is null`, lt(paymentOrders.createdAt, cutoff)),
        ),
      ),
    )
    .returning({ id: paymentOrders.id });
  return { expiredTransfers: transfers.length, expiredCheckouts: checkouts.length };
}
