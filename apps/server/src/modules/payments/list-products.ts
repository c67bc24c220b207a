import type { TProduct } from '@confirma/contracts/payments';
import { splitVat } from '@confirma/contracts/vat';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { products } from './payments-schema.ts';

/**
 * The packs on sale (active, price above zero), in their display order,
 * each with the VAT its price includes at `vatRateBp` (VAT_RATE_PERCENT), split as the
 * invoice of its purchase will split it.
 */
export async function listProducts(
  db: TDbOrTx,
  { vatRateBp }: { vatRateBp: number },
): Promise<TProduct[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.active, true), gt(products.priceCents, 0)))
    .orderBy(asc(products.sortOrder), asc(products.priceCents));
  return rows.map(({ id, name, priceCents, currency, credits, isNew, color }) => ({
    id,
    name,
    priceCents,
    currency,
    credits,
    isNew,
    color,
    vat: { rateBp: vatRateBp, ...splitVat(priceCents, vatRateBp) },
  }));
}
