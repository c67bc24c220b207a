/** "10 €" / "€10" / "0,33 €" by language, from (possibly fractional) cents. */
export function formatPrice(cents: number, currency: string, language: string): string {
  const whole = Number.isInteger(cents / 100);
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
