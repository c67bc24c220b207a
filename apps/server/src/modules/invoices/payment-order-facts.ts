import { eq } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../platform/db/client.ts';
import { paymentOrders, products } from '../payments/index.ts';
import { InvoiceOrderError } from './invoices.types.ts';

/** What the invoices module reads of payment orders: all of it is in this file. */

/** Locks the order row until the end of `tx`: issuers of one order are serialised. */
export async function lockOrder(tx: TTx, { orderId }: { orderId: string }) {
  const [row] = await tx
    .select({ order: paymentOrders, productName: products.name })
    .from(paymentOrders)
    .innerJoin(products, eq(products.id, paymentOrders.productId))
    .where(eq(paymentOrders.id, orderId))
    .for('update', { of: paymentOrders });
  if (!row) throw new InvoiceOrderError(`payment order ${orderId} does not exist`);
  return row;
}

/** When the order was paid (printed on the invoice); null if it never was. */
export async function orderPaidAt(db: TDbOrTx, { orderId }: { orderId: string }) {
  const [row] = await db
    .select({ paidAt: paymentOrders.paidAt })
    .from(paymentOrders)
    .where(eq(paymentOrders.id, orderId));
  return row?.paidAt ?? null;
}
