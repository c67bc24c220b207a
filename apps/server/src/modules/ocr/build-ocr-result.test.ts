import { describe, expect, it } from 'vitest';
import { ageAt } from './build-ocr-result.ts';

describe('ageAt', () => {
  const today = new Date('2026-11-23T08:00:00Z');
  it('counts whole years, the birthday itself included', () => {
    expect(ageAt('1992-03-17', today)).toBe(34);
    expect(ageAt('2008-11-23', today)).toBe(18);
    expect(ageAt('2008-11-24', today)).toBe(17);
    expect(ageAt('2008-12-01', today)).toBe(17);
  });
  it('gives null for a date after today or one it cannot read', () => {
    expect(ageAt('2027-01-01', today)).toBeNull();
    expect(ageAt('17/03/1992', today)).toBeNull();
  });
});
