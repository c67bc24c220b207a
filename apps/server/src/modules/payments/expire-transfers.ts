import { and, eq, lt, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { paymentOrders } from './payments-schema.ts';

/** Cancels bank-transfer orders still waiting past their expiry (the periodic sweep). */
export async function expireTransfers(db: TDbOrTx, now = new Date()): Promise<number> {
  const expired = await db
    .update(paymentOrders)
    .set({ status: 'CANCELED', failureMessage: 'transfer-expired', updatedAt: sql`now()` })
    .where(
      and(
        eq(paymentOrders.method, 'transfer'),
        eq(paymentOrders.status, 'PENDING'),
        lt(paymentOrders.expiresAt, now),
      ),
    )
    .returning({ id: paymentOrders.id });
  return expired.length;
}
