import { describe, expect, it } from 'vitest';
import { splitVat, vatRateBp } from './vat.ts';

describe('splitVat', () => {
  it.each([
    [1000, 2100, 826, 174],
    [2000, 2100, 1653, 347],
    [10000, 2100, 8264, 1736],
    [1000, 1000, 909, 91],
    [2000, 1000, 1818, 182],
    [10000, 1000, 9091, 909],
    [0, 2100, 0, 0],
    [1000, 0, 1000, 0],
  ])('%i cents at %i bp: base %i, VAT %i', (total, rate, base, vat) => {
    expect(splitVat(total, rate)).toEqual({ baseCents: base, vatCents: vat });
  });

  it('rounds half up and always adds up to the total', () => {
    // 121 / 1.21 = 100 exactly; 605 / 1.21 = 500; 1 / 1.21 = 0.826 → 1
    expect(splitVat(121, 2100)).toEqual({ baseCents: 100, vatCents: 21 });
    expect(splitVat(1, 2100)).toEqual({ baseCents: 1, vatCents: 0 });
    for (let total = 0; total < 5000; total += 7) {
      const { baseCents, vatCents } = splitVat(total, 2100);
      expect(baseCents + vatCents).toBe(total);
      expect(Math.abs(baseCents - total / 1.21)).toBeLessThanOrEqual(0.5);
    }
  });

  it('refuses fractions and negatives', () => {
    expect(() => splitVat(-1, 2100)).toThrow(RangeError);
    expect(() => splitVat(10.5, 2100)).toThrow(RangeError);
    expect(() => splitVat(100, 21.5)).toThrow(RangeError);
  });

  it('turns percent into basis points', () => {
    expect(vatRateBp(21)).toBe(2100);
    expect(vatRateBp(5.5)).toBe(550);
    expect(vatRateBp(0)).toBe(0);
  });
});
