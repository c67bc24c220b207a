/**
 * VAT of the packs on sale: their prices include it. The invoices split each paid price
 * with `splitVat`, and the buy and pricing pages show the same split, so what a buyer reads
 * before paying is what the invoice says.
 */

/** The rate when VAT_RATE_PERCENT is not set (Spain's general rate). */
export const DEFAULT_VAT_RATE_PERCENT = 21;

/** Basis points of a rate in percent: 21 → 2100, 5.5 → 550. */
export function vatRateBp(percent: number): number {
  return Math.round(percent * 100);
}

/**
 * Splits a price that includes VAT into its base and its VAT, in cents:
 * base = round(total / (1 + rate)) (half up), VAT = total − base, so base + VAT is
 * always the total. Integer arithmetic only: no floating-point rounding surprises.
 */
export function splitVat(
  totalCents: number,
  rateBp: number,
): { baseCents: number; vatCents: number } {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    throw new RangeError(`total must be a non-negative integer of cents, got ${totalCents}`);
  }
  if (!Number.isSafeInteger(rateBp) || rateBp < 0) {
    throw new RangeError(`VAT rate must be a non-negative integer of basis points, got ${rateBp}`);
  }
  const divisor = 10_000 + rateBp;
  const baseCents = Math.floor((2 * totalCents * 10_000 + divisor) / (2 * divisor));
  return { baseCents, vatCents: totalCents - baseCents };
}
