import type { TRgbImage } from '../image.ts';
import { loadOpenCv } from '../opencv.ts';

/**
 * A straightened card's colours, slightly blurred (the few pixels two frames' outlines
 * disagree by are tolerated): (r, g) chromaticity pairs, brightness removed, and the
 * luminance relative to the card's mean, exposure removed.
 */
export interface TCardColours {
  width: number;
  height: number;
  rg: Float32Array;
  lum: Float32Array;
}

export async function cardColours(card: TRgbImage): Promise<TCardColours> {
  const { cv } = await loadOpenCv();
  const { width, height } = card;
  const source = cv.matFromArray(height, width, cv.CV_8UC3, card.data);
  const blurred = new cv.Mat();
  try {
    cv.GaussianBlur(source, blurred, new cv.Size(5, 5), 0);
    const pixels = blurred.data;
    const rg = new Float32Array(width * height * 2);
    const lum = new Float32Array(width * height);
    let total = 0;
    for (let i = 0; i < width * height; i++) {
      const r = pixels[i * 3] as number;
      const g = pixels[i * 3 + 1] as number;
      const b = pixels[i * 3 + 2] as number;
      const sum = r + g + b || 1;
      rg[i * 2] = r / sum;
      rg[i * 2 + 1] = g / sum;
      lum[i] = sum;
      total += sum;
    }
    const mean = total / (width * height) || 1;
    for (let i = 0; i < lum.length; i++) lum[i] = (lum[i] as number) / mean;
    return { width, height, rg, lum };
  } finally {
    source.delete();
    blurred.delete();
  }
}

/** Pixels of slack between two frames' outlines (the warp is only as good as the corners). */
export const OUTLINE_SLACK = 3;
/** The card's edge (rounded corners, background) is left out. */
const MARGIN = 0.04;

/**
 * Share of the card's pixels whose value (the rg chromaticity, or the relative luminance)
 * moved by more than `tolerance` from `a` to `b`, after removing the global cast (white
 * balance, exposure), where a pixel is compared with the closest one within `slack` pixels in
 * the other frame (so a slightly shifted outline does not read as a change; `slack` less
 * for frames aligned on their print).
 */
export function changedBetween(
  a: TCardColours,
  b: TCardColours,
  channel: 'rg' | 'lum',
  tolerance: number,
  slack = OUTLINE_SLACK,
): number {
  const { width, height } = a;
  const channels = channel === 'rg' ? 2 : 1;
  const [from, to] = [a[channel], b[channel]];
  const cast = Array.from({ length: channels }, (_, c) => {
    const differences: number[] = [];
    for (let i = 0; i < width * height; i += 7) {
      differences.push((to[i * channels + c] as number) - (from[i * channels + c] as number));
    }
    return median(differences);
  });
  const x0 = Math.round(width * MARGIN) + slack;
  const y0 = Math.round(height * MARGIN) + slack;
  const wanted = new Float32Array(channels);
  const limit = tolerance ** 2;
  let changed = 0;
  let counted = 0;
  for (let y = y0; y < height - y0; y++) {
    for (let x = x0; x < width - x0; x++) {
      const i = y * width + x;
      for (let c = 0; c < channels; c++) {
        wanted[c] = (from[i * channels + c] as number) + (cast[c] as number);
      }
      let nearest = Number.POSITIVE_INFINITY;
      for (let dy = -slack; dy <= slack && nearest > limit; dy++) {
        for (let dx = -slack; dx <= slack; dx++) {
          const j = ((y + dy) * width + x + dx) * channels;
          let squared = 0;
          for (let c = 0; c < channels; c++) {
            squared += ((to[j + c] as number) - (wanted[c] as number)) ** 2;
          }
          if (squared < nearest) nearest = squared;
        }
      }
      counted++;
      if (nearest > limit) changed++;
    }
  }
  return counted ? changed / counted : 0;
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[values.length >> 1] ?? 0;

/**
 * How far the card's colours spread from its median chromaticity: the `share`-th quantile
 * of the rg distance over its inner part. A grey photocopy's is the sensor's noise; a
 * printed card's, its tints, its portrait and its OVI.
 */
export function colourSpread(card: TCardColours, share: number): number {
  const { width, height, rg } = card;
  const x0 = Math.round(width * MARGIN);
  const y0 = Math.round(height * MARGIN);
  const reds: number[] = [];
  const greens: number[] = [];
  for (let y = y0; y < height - y0; y += 2) {
    for (let x = x0; x < width - x0; x += 2) {
      reds.push(rg[(y * width + x) * 2] as number);
      greens.push(rg[(y * width + x) * 2 + 1] as number);
    }
  }
  const [r, g] = [median(reds), median(greens)];
  const distances = reds.map((red, i) => Math.hypot(red - r, (greens[i] as number) - g));
  distances.sort((p, q) => p - q);
  return distances[Math.min(distances.length - 1, Math.floor(share * distances.length))] ?? 0;
}
