import type { TDbOrTx, TTx } from '../../platform/db/client.ts';
import { findOrderPaidAt, lockOrderWithProduct } from '../payments/index.ts';
import { InvoiceOrderError } from './invoices.types.ts';

/** What the invoices module reads of payment orders: all of it is in this file. */

/** Locks the order row until the end of `tx`: issuers of one order are serialised. */
export async function lockOrder(tx: TTx, { orderId }: { orderId: string }) {
  const row = await lockOrderWithProduct(tx, { orderId });
  if (!row) throw new InvoiceOrderError(`payment order ${orderId} does not exist`);
  return row;
}

/** When the order was paid (printed on the invoice); null if it never was. */
export function orderPaidAt(db: TDbOrTx, { orderId }: { orderId: string }) {
  return findOrderPaidAt(db, { orderId });
}
