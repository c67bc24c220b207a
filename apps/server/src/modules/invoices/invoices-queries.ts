import { and, desc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import type { TInvoice, TInvoiceKind, TInvoiceRow } from './invoices.types.ts';
import { invoices } from './invoices-schema.ts';

/** The row with its JSON columns typed (they are written by this module only). */
export function toInvoice(row: TInvoiceRow): TInvoice {
  return row as TInvoice;
}

export async function findInvoice(db: TDbOrTx, { id }: { id: string }) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  return row ? toInvoice(row) : undefined;
}

/** The order's invoice or credit note, when issued. */
export async function findInvoiceOfOrder(
  db: TDbOrTx,
  { orderId, kind }: { orderId: string; kind: TInvoiceKind },
) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)))
    .limit(1);
  return row ? toInvoice(row) : undefined;
}

/** The account's invoices and credit notes, newest first. */
export async function listInvoicesOf(db: TDbOrTx, { userId }: { userId: string }) {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.number));
  return rows.map(toInvoice);
}
