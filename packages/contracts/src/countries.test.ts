import { describe, expect, it } from 'vitest';
import { alpha2Of, alpha3Of, COUNTRY_ALPHA3_CODES, countryOfMrzNationality } from './countries.ts';

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
});
