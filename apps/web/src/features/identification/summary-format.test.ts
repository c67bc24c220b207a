import { describe, expect, it } from 'vitest';
import { formatPercent } from '../../lib/format-percent';
import { hasFacialHair, imageSrc, ringColour, sexKey } from './summary-format';

describe('summary display rules', () => {
  it('shows percentages trimmed to 5 characters', () => {
    expect(formatPercent(0.875321)).toBe('87.53');
    expect(formatPercent(1)).toBe('100');
    expect(formatPercent(0.09123)).toBe('9.123');
    expect(formatPercent(93.456789)).toBe('93.45');
    expect(formatPercent(null)).toBe('—');
  });

  it('colours the ring red under 40, orange under 50, else green', () => {
    expect(ringColour(0.399)).toBe('error');
    expect(ringColour(0.4)).toBe('warning');
    expect(ringColour(0.499)).toBe('warning');
    expect(ringColour(0.5)).toBe('success');
    expect(ringColour(null)).toBe('error');
  });

  it("counts facial hair as 'Si' above 0.4, and reads sex M as male", () => {
    expect(hasFacialHair(0.41)).toBe(true);
    expect(hasFacialHair(0.4)).toBe(false);
    expect(hasFacialHair(null)).toBe(false);
    expect(sexKey('M')).toBe('male');
    expect(sexKey('F')).toBe('female');
    expect(sexKey(null)).toBe('female');
  });

  it('makes a data URL of a base64 JPEG', () => {
    expect(imageSrc('abc')).toBe('data:image/jpeg;base64,abc');
    expect(imageSrc('data:image/png;base64,x')).toBe('data:image/png;base64,x');
    expect(imageSrc(null)).toBeNull();
  });
});
