import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { svgFontFamily } from './mrz-fonts.ts';

const installed = (family: string) =>
  execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' }).split('\n').includes(family);

/** `text` drawn in an SVG with the given `font-family` value (none: the renderer's default). */
async function drawn(fontFamily: string | null, text = 'IDESP<<0589') {
  const family = fontFamily === null ? '' : ` font-family="${fontFamily}"`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="60"><rect width="100%" height="100%" fill="#fff"/><text x="10" y="45"${family} font-size="32">${text.replaceAll('<', '&lt;')}</text></svg>`;
  return sharp(Buffer.from(svg)).greyscale().raw().toBuffer();
}

describe('font families in the generated documents', () => {
  // Debian fonts-3270, one of the classifier's fonts; not installed by CI.
  it.skipIf(!installed('IBM 3270'))(
    'draws a family with a word starting with a digit in that font, not the default font',
    async () => {
      const fallback = await drawn(null);
      expect(await drawn('IBM 3270')).toEqual(fallback); // unquoted: not a CSS family name
      expect(await drawn(svgFontFamily('IBM 3270'))).not.toEqual(fallback);
    },
  );

  it('draws a family given quoted as it draws it unquoted', async () => {
    expect(await drawn(svgFontFamily('OCR B'))).toEqual(await drawn('OCR B'));
    expect(await drawn(svgFontFamily('OCR B'))).not.toEqual(await drawn(null));
  });
});
