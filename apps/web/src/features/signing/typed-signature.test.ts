import { describe, expect, it } from 'vitest';
import { fittedFontSize, typedSignatureText } from './typed-signature';

/** Text measured at 0.5 × the font size per character. */
const measureOf = (text: string) => (font: string) =>
  text.length * Number(/(\d+)px/.exec(font)?.[1]) * 0.5;

describe('the typed signature', () => {
  it('writes the name trimmed, its spaces single', () => {
    expect(typedSignatureText('  Ana   María\tRuiz ')).toBe('Ana María Ruiz');
  });

  it('is as large as fits the 400 px box, margins kept, and never under 16 px', () => {
    // 8 characters at 64 px: 256 px, within 368.
    expect(fittedFontSize(measureOf('Ana Ruiz'), 400)).toBe(64);
    // 30 characters: 30 × size / 2 ≤ 368 → 24 px.
    const long = 'María de los Ángeles Ruiz Gil'.padEnd(30, '.');
    expect(fittedFontSize(measureOf(long), 400)).toBe(24);
    expect(
      measureOf(long)(`italic ${fittedFontSize(measureOf(long), 400)}px x`),
    ).toBeLessThanOrEqual(368);
    expect(fittedFontSize(measureOf('x'.repeat(120)), 400)).toBe(16);
  });
});
