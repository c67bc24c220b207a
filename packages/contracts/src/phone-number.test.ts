import { describe, expect, it } from 'vitest';
import { maskPhonePublicly } from './phone-number.ts';

describe('a phone as the public verification shows it', () => {
  it('keeps the country code and the last three digits', () => {
    expect(maskPhonePublicly('+34600111678')).toBe('+34 ··· ··· 678');
    expect(maskPhonePublicly('+39 312 345 6789')).toBe('+39 ··· ··· 789');
    expect(maskPhonePublicly('+1 415 555 0100')).toBe('+1 ··· ··· 100');
    expect(maskPhonePublicly('600111678')).toBe('··· ··· 678');
    expect(maskPhonePublicly('+3412')).toBe('+34 ··· ···');
  });
});
