import type { TSize } from './face-motion.ts';
import { random } from './photograph.ts';

/**
 * A print of `rgb` (`channels` a pixel; a fourth, alpha, is kept): paper's smaller gamut, a
 * warm cast and a dot screen of `period` px (null: a photo print's, finer than the camera
 * resolves).
 */
export function printed(rgb: Buffer, size: TSize, period: number | null, channels = 3): Buffer {
  const out = Buffer.from(rgb);
  for (let y = 0; y < size.height; y += 1) {
    for (let x = 0; x < size.width; x += 1) {
      const screen =
        period === null
          ? 1
          : 0.93 +
            0.07 *
              Math.cos((2 * Math.PI * (x + y)) / period) *
              Math.cos((2 * Math.PI * (x - y)) / period);
      for (let c = 0; c < 3; c += 1) {
        const i = (y * size.width + x) * channels + c;
        const paper = 22 + 0.8 * (rgb[i] as number) + (c === 0 ? 6 : c === 2 ? -6 : 0);
        out[i] = Math.max(0, Math.min(255, Math.round(paper * screen)));
      }
    }
  }
  return out;
}

/** How a photocopier renders a page: where the toner starts and saturates, its grain. */
export interface TCopier {
  /** Luminance at and above which the page stays paper (the pale print is lost). */
  white: number;
  /** Luminance at and below which the toner covers the paper fully. */
  black: number;
  /** The paper's level and the toner's. */
  paper: number;
  toner: number;
  /** The toner's grain: the spread of its coverage, 0..1 (dry toner is speckled). */
  grain: number;
}

/**
 * A grey photocopy of `rgba` (RGBA, alpha kept): the luminance mapped between the copier's
 * white and black (the pale security print drops out, dark print goes solid), toner laid in
 * grains whose coverage varies from pixel to pixel (seeded).
 */
export function photocopied(rgba: Buffer, size: TSize, copier: TCopier, seed: number): Buffer {
  const out = Buffer.from(rgba);
  const next = random(seed);
  for (let i = 0; i < size.width * size.height; i += 1) {
    const at = i * 4;
    const luma =
      0.299 * (rgba[at] as number) +
      0.587 * (rgba[at + 1] as number) +
      0.114 * (rgba[at + 2] as number);
    const cover = Math.max(0, Math.min(1, (copier.white - luma) / (copier.white - copier.black)));
    const grain = cover > 0 && cover < 1 ? (next() - 0.5) * 2 * copier.grain : 0;
    const toned = Math.max(0, Math.min(1, cover ** 0.8 + grain * Math.sqrt(cover)));
    const level = Math.round(copier.paper - (copier.paper - copier.toner) * toned);
    out[at] = level;
    out[at + 1] = level;
    out[at + 2] = level;
  }
  return out;
}
