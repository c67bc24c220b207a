import { sql } from 'drizzle-orm';
import type { TTx } from '../../platform/db/client.ts';
import { invoiceCounters } from './invoices-schema.ts';

/**
 * The next number of a series and year, without gaps: the counter row is created or
 * incremented by one upsert, which keeps the row locked until `tx` ends. The invoice must
 * be inserted in the same transaction: a rollback gives the number back, and the next
 * issuer of the series waits on the lock until this one commits, so numbers follow the
 * order of commits and none is skipped or given twice.
 */
export async function allocateInvoiceNumber(
  tx: TTx,
  { series, year }: { series: string; year: number },
): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.year],
      set: { lastNumber: sql`${invoiceCounters}.last_number + 1` },
    })
    .returning({ number: invoiceCounters.lastNumber });
  if (!row) throw new Error(`invoice counter ${series}/${year} returned no row`);
  return row.number;
}

/** 'CF-2026-000001' */
export function fullInvoiceNumber(series: string, year: number, number: number): string {
  return `${series}-${year}-${String(number).padStart(6, '0')}`;
}
