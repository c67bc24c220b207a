import { describe, expect, it } from 'vitest';
import {
  BRAND_MIN_CONTRAST,
  contrastWithWhite,
  darkenForWhite,
  ZBrandColor,
  ZBrandUpdate,
} from './branding.ts';

describe('brand colours', () => {
  it("measures white text's contrast as WCAG 2 does", () => {
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5);
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
    // The web client's primary colour; #767676 is the lightest grey that passes AA.
    expect(contrastWithWhite('#3f51b5')).toBeCloseTo(6.89, 1);
    expect(contrastWithWhite('#767676')).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite('#777777')).toBeLessThan(4.5);
  });

  it('darkens a colour just enough for white text, keeping its hue', () => {
    for (const color of ['#ffcc00', '#00bcd4', '#ff80ab', '#ffffff', '#7cb342']) {
      const dark = darkenForWhite(color);
      expect(contrastWithWhite(dark)).toBeGreaterThanOrEqual(BRAND_MIN_CONTRAST);
      // Just enough: a step lighter (each channel + 2) falls under again.
      const lighter = `#${[1, 3, 5]
        .map((at) => Math.min(255, Number.parseInt(dark.slice(at, at + 2), 16) + 2))
        .map((channel) => channel.toString(16).padStart(2, '0'))
        .join('')}`;
      expect(contrastWithWhite(lighter)).toBeLessThan(BRAND_MIN_CONTRAST);
    }
    expect(darkenForWhite('#ffcc00')).toMatch(/^#[0-9a-f]{4}00$/);
    expect(darkenForWhite('#3F51B5')).toBe('#3f51b5');
  });

  it('takes a readable #rrggbb and refuses the rest with its message key', () => {
    expect(ZBrandColor.safeParse('#8a1c1c').success).toBe(true);
    expect(ZBrandColor.safeParse('#ffcc00').error?.issues[0]?.message).toBe(
      'validation.brandColorContrast',
    );
    for (const bad of ['red', '#fff', '#12345g', '#8a1c1c;']) {
      expect(ZBrandColor.safeParse(bad).error?.issues[0]?.message).toBe(
        'validation.brandColorInvalid',
      );
    }
  });

  it('asks for a name and bounds the logo', () => {
    expect(ZBrandUpdate.safeParse({ name: '  ', color: null }).error?.issues[0]?.message).toBe(
      'validation.brandNameRequired',
    );
    const logo = 'A'.repeat(400_000);
    expect(
      ZBrandUpdate.safeParse({ name: 'Sol', color: null, logo }).error?.issues[0]?.message,
    ).toBe('validation.brandLogoTooLarge');
    expect(ZBrandUpdate.parse({ name: ' Sol ', color: null, logo: null })).toEqual({
      name: 'Sol',
      color: null,
      logo: null,
    });
  });
});
