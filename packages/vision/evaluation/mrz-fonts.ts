import { execFileSync } from 'node:child_process';
import type { TMrzPrint } from './draw-security.ts';

/**
 * The MRZ fonts of the evaluation set: OCR-B (ICAO's font, what the glyph templates were
 * made from) and three other monospace fonts some documents print their MRZ in. Each is
 * sized so its capitals are as tall as OCR-B's at 40.8 px (2.45 mm at 12 px/mm), measured
 * once on a rendered "H": OCR B 0.72 em, DejaVu Sans Mono 0.73, Liberation Mono 0.66,
 * Nimbus Mono PS 0.58.
 */
export const MRZ_FONTS = [
  { family: 'OCR B', fontSize: 40.8, debian: 'fonts-ocr-b' },
  { family: 'DejaVu Sans Mono', fontSize: 40.2, debian: 'fonts-dejavu-core' },
  { family: 'Liberation Mono', fontSize: 44.5, debian: 'fonts-liberation' },
  { family: 'Nimbus Mono PS', fontSize: 50.6, debian: 'fonts-urw-base35' },
] as const satisfies readonly (TMrzPrint & { debian: string })[];
export type TMrzFontFamily = (typeof MRZ_FONTS)[number]['family'];

export const OCR_B: TMrzFontFamily = 'OCR B';

/**
 * The installed MRZ fonts and a note for each missing one. librsvg would silently draw a
 * missing font in another, so such a font's images are left out of the set, said aloud.
 * OCR-B itself is required (as by the tuning generator).
 */
export function installedMrzFonts() {
  let families: string;
  try {
    families = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  } catch {
    return { fonts: [...MRZ_FONTS], notes: ['fc-list is missing: every MRZ font assumed present'] };
  }
  return mrzFontsAmong(families);
}

/** The MRZ fonts among `fc-list : family`'s output (one family list per line, commas between). */
export function mrzFontsAmong(families: string) {
  const installed = new Set(
    families
      .split('\n')
      .flatMap((line) => line.split(','))
      .map((name) => name.trim()),
  );
  if (!installed.has(OCR_B)) {
    throw new Error('The MRZ font OCR-B is missing: apt-get install fonts-ocr-b (see .ci/run).');
  }
  const fonts: (typeof MRZ_FONTS)[number][] = MRZ_FONTS.filter((font) =>
    installed.has(font.family),
  );
  const notes = MRZ_FONTS.filter((font) => !installed.has(font.family)).map(
    (font) =>
      `MRZ font ${font.family} is not installed (Debian ${font.debian}): its images are skipped`,
  );
  return { fonts, notes };
}
