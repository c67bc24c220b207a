/** An amount in cents as the language writes money: 1000, 'EUR', 'es' -> '10,00 €'. */
export function formatAmount(cents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
}
