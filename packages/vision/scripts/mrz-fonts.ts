import sharp from 'sharp';
import { svgFontFamily } from '../testing/svg-font-family.ts';

/**
 * Monospace fonts that stand for the MRZs not printed in OCR-B (old documents): the glyph
 * templates are made from these, two serif and six sans designs. Debian:
 * fonts-courier-prime, fonts-go, fonts-noto-mono, fonts-jetbrains-mono, fonts-inconsolata,
 * fonts-hermit, fonts-league-mono, fonts-agave.
 * The evaluation set prints its MRZs in other fonts, which no list here may name, nor a
 * font derived from them (FreeMono comes from Nimbus Mono, Hack from DejaVu Sans Mono,
 * Cousine is Liberation Mono's design): those would measure the templates on themselves.
 */
export const MONO_FONTS = [
  'Courier Prime',
  'Go Mono',
  'Noto Mono',
  'JetBrains Mono',
  'Inconsolata',
  'Hermit',
  'League Mono',
  'Agave',
];

/**
 * The development set also prints MRZs in three fonts no template is made from and the
 * classifier never learns from: how the reader does on a font it has never seen. Two sans
 * (Debian fonts-anonymous-pro, fonts-firacode) and, later, a
 * serif (fonts-linuxlibertine: Linux Libertine's monospace), without which the
 * development set could not show how an unseen serif design reads.
 */
export const UNSEEN_FONTS = ['Anonymous Pro', 'Fira Code', 'Linux Libertine Mono O'];

/**
 * Monospace fonts only the cell classifier learns from (scripts/mrz-classifier.ts), for a
 * wider idea of a monospace glyph than the template fonts give: two thin serif designs
 * (CMU Typewriter Text, Latin Modern Mono Light: both from Knuth's Computer Modern, not
 * from Courier) and six sans. Debian: fonts-b612, fonts-cmu, fonts-fantasque-sans,
 * fonts-mononoki, fonts-monoid, fonts-lmodern, fonts-3270, fonts-monofur. Not derived
 * from the evaluation set's fonts either.
 */
export const CLASSIFIER_FONTS = [
  'B612 Mono',
  'CMU Typewriter Text',
  'Fantasque Sans Mono',
  'mononoki',
  'Monoid',
  'Latin Modern Mono Light',
  'IBM 3270',
  'monofur',
];

const heights = new Map<string, number>();

/** A font's rendered capital height at 100 px (an 'H', trimmed). */
async function capitalHeight(family: string): Promise<number> {
  const known = heights.get(family);
  if (known) return known;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="100%" height="100%" fill="#fff"/><text x="20" y="150" font-family="${svgFontFamily(family)}" font-size="100" fill="#000">H</text></svg>`;
  const { info } = await sharp(Buffer.from(svg)).trim().toBuffer({ resolveWithObject: true });
  heights.set(family, info.height);
  return info.height;
}

/** The font size, relative to OCR-B's, that gives `family` OCR-B's capital height. */
export async function capitalScale(family: string): Promise<number> {
  return (await capitalHeight('OCR B')) / (await capitalHeight(family));
}
