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

/**
 * The series of a test purchase's invoice (an order the sandbox PSP took: no money moved),
 * apart from the real ones so that their numbering stays without gaps; its credit notes'
 * is TESTR. INVOICE_SERIES may be neither (config.ts).
 */
export const TEST_INVOICE_SERIES = 'TEST';

/** Whether an invoice or credit note is of a test purchase: it says so (PRUEBA, TEST, PROVA). */
export function isTestInvoice(invoice: { series: string }): boolean {
  return invoice.series === TEST_INVOICE_SERIES || invoice.series === `${TEST_INVOICE_SERIES}R`;
}
