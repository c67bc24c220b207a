import { describe, expect, it } from 'vitest';
import {
  alpha2Of,
  alpha3Of,
  COUNTRY_ALPHA3_CODES,
  countryOfMrzNationality,
  languageOfNationality,
} from './countries.ts';

describe('countries', () => {
  it('maps alpha-2 and alpha-3 both ways', () => {
    expect(alpha3Of('ES')).toBe('ESP');
    expect(alpha2Of('ESP')).toBe('ES');
    expect(alpha2Of('gbr')).toBe('GB');
    expect(alpha3Of('ZZ')).toBeUndefined();
    expect(COUNTRY_ALPHA3_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_ALPHA3_CODES).size).toBe(249);
  });

  it("reads an MRZ's nationality, Germany's D<< included", () => {
    expect(countryOfMrzNationality('ITA')).toBe('ITA');
    expect(countryOfMrzNationality('D<<')).toBe('DEU');
    expect(countryOfMrzNationality('UTO')).toBeUndefined();
    expect(countryOfMrzNationality(null)).toBeUndefined();
  });

  it("names the interface language of a document's country, none where it is another", () => {
    expect(languageOfNationality('ESP')).toBe('es');
    expect(languageOfNationality('MEX')).toBe('es');
    expect(languageOfNationality('ITA')).toBe('it');
    expect(languageOfNationality('SMR')).toBe('it');
    expect(languageOfNationality('GBR')).toBe('en');
    expect(languageOfNationality('usa')).toBe('en');
    expect(languageOfNationality('D<<')).toBeUndefined();
    expect(languageOfNationality('FRA')).toBeUndefined();
    expect(languageOfNationality('MLT')).toBeUndefined();
    expect(languageOfNationality('UTO')).toBeUndefined();
    expect(languageOfNationality(null)).toBeUndefined();
  });

  it('maps codes of the standard only: every one listed names a country', () => {
    const mapped = COUNTRY_ALPHA3_CODES.filter((code) => languageOfNationality(code));
    expect(mapped).toHaveLength(21 + 3 + 12);
  });
});
