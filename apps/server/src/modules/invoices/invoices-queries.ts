import { and, desc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { afterCursor, exactTime, keysetPage } from '../../platform/db/keyset-page.ts';
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

/** A page of the account's invoices and credit notes, newest first, after `cursor`. */
export async function listInvoicesOf(
  db: TDbOrTx,
  {
    organizationId,
    cursor,
    limit,
  }: { organizationId: string; cursor?: string | undefined; limit: number },
) {
  const rows = await db
    .select({ row: invoices, cursorAt: exactTime(invoices.issuedAt) })
    .from(invoices)
    .where(
      and(
        eq(invoices.organizationId, organizationId),
        afterCursor(invoices.issuedAt, invoices.id, cursor),
      ),
    )
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(limit + 1);
  const page = keysetPage(rows, limit, ({ row }) => row.id);
  return { invoices: page.rows.map(({ row }) => toInvoice(row)), nextCursor: page.nextCursor };
}
