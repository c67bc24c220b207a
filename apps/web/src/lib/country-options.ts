import { alpha2Of, COUNTRY_ALPHA3_CODES } from '@confirma/contracts/countries';

/** A country's name in `language` from its ISO 3166-1 alpha-3 code ('' for none). */
export function countryName(alpha3: string, language: string): string {
  const alpha2 = alpha3 ? alpha2Of(alpha3) : undefined;
  if (!alpha2) return '';
  return new Intl.DisplayNames([language], { type: 'region' }).of(alpha2) ?? alpha3;
}

/** Every country as `[alpha-3, name in language]`, in the language's alphabetical order. */
export function countryOptions(language: string): [string, string][] {
  const collator = new Intl.Collator(language);
  return COUNTRY_ALPHA3_CODES.map((code): [string, string] => [code, countryName(code, language)])
    .filter(([, label]) => label)
    .sort(([, a], [, b]) => collator.compare(a, b));
}
