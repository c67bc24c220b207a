import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, SCHEME_NAMES } from './settings-types.ts';
import { buildTheme, CONTRAST_THRESHOLD, SCHEME_PRESETS } from './themes.ts';

const theme = (patch: Partial<typeof DEFAULT_SETTINGS>) =>
  buildTheme({ ...DEFAULT_SETTINGS, ...patch });

describe('buildTheme', () => {
  it.each(SCHEME_NAMES)('gives %s the palette mode its name says', (scheme) => {
    const { palette } = theme({ scheme });
    expect(palette.mode).toBe(scheme.endsWith('-dark') ? 'dark' : 'light');
    expect(SCHEME_PRESETS[scheme].dark).toBe(palette.mode === 'dark');
    expect(palette.primary.main).toBe(SCHEME_PRESETS[scheme].primary);
    expect(palette.secondary.main).toBe(SCHEME_PRESETS[scheme].secondary);
  });

  it.each(SCHEME_NAMES)('keeps text readable (≥ 4.5:1) on %s', (scheme) => {
    const { palette } = theme({ scheme });
    for (const color of [palette.primary, palette.secondary]) {
      expect(getContrastRatio(color.main, color.contrastText)).toBeGreaterThanOrEqual(4.5);
    }
    for (const background of [palette.background.default, palette.background.paper]) {
      expect(getContrastRatio(palette.text.primary, background)).toBeGreaterThan(7);
      // Primary and secondary also colour text (links, text buttons).
      expect(getContrastRatio(palette.primary.main, background)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(palette.secondary.main, background)).toBeGreaterThanOrEqual(4.5);
      // Status colours colour text too: an outlined chip's label, an outlined button's.
      for (const status of [palette.info, palette.warning, palette.success, palette.error]) {
        expect(getContrastRatio(status.main, background)).toBeGreaterThanOrEqual(4.5);
        expect(getContrastRatio(status.main, status.contrastText)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('paints the yellow toolbar with readable text unless the primary colour is overridden', () => {
    const appBar = (primaryColor: string | null) => {
      const t = theme({ scheme: 'yellow-light', primaryColor });
      const style = t.components?.MuiAppBar?.styleOverrides?.colorPrimary;
      return typeof style === 'function' ? style({ theme: t, ownerState: {} }) : style;
    };
    expect(appBar(null)).toEqual({ backgroundColor: '#fbc02d', color: 'rgba(0, 0, 0, 0.87)' });
    expect(appBar('#123456')).toBeUndefined();
    expect(theme({ scheme: 'blue-light' }).components?.MuiAppBar).toBeUndefined();
  });

  it('applies a valid primary override and computes a readable text colour for it', () => {
    for (const primaryColor of ['#ffeb3b', '#0A0A0A', '#ff5722', '#2196f3']) {
      const { palette } = theme({ scheme: 'pink-dark', primaryColor });
      expect(palette.primary.main).toBe(primaryColor);
      expect(palette.mode).toBe('dark');
      expect(getContrastRatio(primaryColor, palette.primary.contrastText)).toBeGreaterThanOrEqual(
        CONTRAST_THRESHOLD,
      );
    }
  });

  it('ignores an invalid override', () => {
    for (const primaryColor of ['red', '#fff', '#12345g', 'rgb(1,2,3)', '']) {
      expect(theme({ scheme: 'blue-light', primaryColor }).palette.primary.main).toBe(
        SCHEME_PRESETS['blue-light'].primary,
      );
    }
  });

  it('falls back to the default preset for an unknown scheme', () => {
    const scheme = 'neon' as (typeof SCHEME_NAMES)[number];
    expect(theme({ scheme }).palette.primary.main).toBe(SCHEME_PRESETS['default-light'].primary);
  });
});
