import { loadOpenCv } from '../opencv.ts';
import type { TCardFrame } from './card-frames.ts';
import { insideQuad, type TPoint } from './find-document.ts';

/** The side of the square patches of the frame whose spectra are summed, px. */
export const PATCH = 64;
/** Patches are cut this far apart, px (they overlap by a quarter). */
const STEP = 48;
/** Patches keep off the card's edge by this share of the way to its centre. */
const INSET = 0.1;

/** The power spectra (PATCH x PATCH, unshifted) of a card's patches, summed, per channel. */
export interface TCardSpectrum {
  /** Luminance. */
  lum: Float64Array;
  /** The two colour-opponent channels (red less green, yellow less blue), added. */
  chroma: Float64Array;
  patches: number;
}

/** An empty spectrum to add frames' spectra into. */
export const emptySpectrum = (): TCardSpectrum => ({
  lum: new Float64Array(PATCH * PATCH),
  chroma: new Float64Array(PATCH * PATCH),
  patches: 0,
});

const HANN = Float64Array.from(
  { length: PATCH },
  (_, i) => Math.sin((Math.PI * i) / (PATCH - 1)) ** 2,
);

/**
 * Adds into `into` the spectra of the patches of `frame` that lie inside `outline` (kept off
 * its edge): the frame's own pixels, never resampled, so a screen's subpixel grid and a
 * print's dots stay as the camera caught them.
 */
export async function addSpectra(
  frame: TCardFrame['frame'],
  outline: TPoint[],
  into: TCardSpectrum,
): Promise<void> {
  const { cv } = await loadOpenCv();
  const inner = shrink(outline, INSET);
  const xs = inner.map((p) => p.x);
  const ys = inner.map((p) => p.y);
  const source = new cv.Mat(PATCH, PATCH, cv.CV_32FC1);
  const spectrum = new cv.Mat();
  for (
    let top = Math.max(0, Math.ceil(Math.min(...ys)));
    top + PATCH <= Math.min(frame.height, Math.max(...ys));
    top += STEP
  ) {
    for (
      let left = Math.max(0, Math.ceil(Math.min(...xs)));
      left + PATCH <= Math.min(frame.width, Math.max(...xs));
      left += STEP
    ) {
      const corners = [
        { x: left, y: top },
        { x: left + PATCH, y: top },
        { x: left + PATCH, y: top + PATCH },
        { x: left, y: top + PATCH },
      ];
      if (!corners.every((corner) => insideQuad(corner, inner))) continue;
      for (const channel of ['lum', 'rg', 'yb'] as const) {
        fillPatch(source.data32F, frame, left, top, channel);
        cv.dft(source, spectrum, cv.DFT_COMPLEX_OUTPUT);
        const target = channel === 'lum' ? into.lum : into.chroma;
        const values = spectrum.data32F;
        for (let i = 0; i < PATCH * PATCH; i += 1) {
          target[i] =
            (target[i] as number) +
            (values[2 * i] as number) ** 2 +
            (values[2 * i + 1] as number) ** 2;
        }
      }
      into.patches += 1;
    }
  }
  source.delete();
  spectrum.delete();
}

/** One channel of the patch at (left, top), its mean removed, Hann-windowed. */
function fillPatch(
  out: Float32Array,
  frame: TCardFrame['frame'],
  left: number,
  top: number,
  channel: 'lum' | 'rg' | 'yb',
): void {
  let mean = 0;
  for (let y = 0; y < PATCH; y += 1) {
    for (let x = 0; x < PATCH; x += 1) {
      const at = ((top + y) * frame.width + left + x) * 3;
      const r = frame.data[at] as number;
      const g = frame.data[at + 1] as number;
      const b = frame.data[at + 2] as number;
      const value =
        channel === 'lum'
          ? 0.299 * r + 0.587 * g + 0.114 * b
          : channel === 'rg'
            ? r - g
            : (r + g) / 2 - b;
      out[y * PATCH + x] = value;
      mean += value;
    }
  }
  mean /= PATCH * PATCH;
  for (let y = 0; y < PATCH; y += 1) {
    for (let x = 0; x < PATCH; x += 1) {
      const i = y * PATCH + x;
      out[i] = ((out[i] as number) - mean) * (HANN[x] as number) * (HANN[y] as number);
    }
  }
}

/** `corners` moved `share` of the way to their centre. */
export function shrink(corners: TPoint[], share: number): TPoint[] {
  const cx = corners.reduce((sum, p) => sum + p.x, 0) / corners.length;
  const cy = corners.reduce((sum, p) => sum + p.y, 0) / corners.length;
  return corners.map(({ x, y }) => ({ x: x + (cx - x) * share, y: y + (cy - y) * share }));
}

/** JPEG's 8x8 blocks put their harmonics every PATCH / 8 bins. */
const JPEG_BLOCK_BINS = PATCH / 8;

/**
 * The strongest narrow peak of a summed power spectrum at a radius of `from` cycles a patch
 * or more, in amplitude, over the median of the ring of bins two away from it: a screen's
 * grid, its moiré and a print's dots put their power in a bin or two; a card's print spreads
 * it, and JPEG's 8x8 blocks lay it along whole rows and columns of the spectrum, which the
 * ring then shares. Returns the peak and its frequency (cycles a patch, signed).
 */
export function spectralPeak(
  power: Float64Array,
  from: number,
): { peak: number; u: number; v: number } {
  const amplitude = (fu: number, fv: number) =>
    Math.sqrt(
      power[(((fv % PATCH) + PATCH) % PATCH) * PATCH + (((fu % PATCH) + PATCH) % PATCH)] as number,
    );
  let best = { peak: 0, u: 0, v: 0 };
  // Half the plane: a real signal's spectrum is symmetric.
  for (let fv = 0; fv <= PATCH / 2; fv += 1) {
    for (let fu = -PATCH / 2 + 1; fu <= PATCH / 2; fu += 1) {
      // Where JPEG's block rows and columns cross, their harmonics meet: no pattern.
      if (Math.hypot(fu, fv) < from || (fu % JPEG_BLOCK_BINS === 0 && fv % JPEG_BLOCK_BINS === 0))
        continue;
      const ring: number[] = [];
      for (let d = -2; d <= 2; d += 1) {
        ring.push(amplitude(fu + d, fv - 2), amplitude(fu + d, fv + 2));
        if (Math.abs(d) < 2) ring.push(amplitude(fu - 2, fv + d), amplitude(fu + 2, fv + d));
      }
      ring.sort((a, b) => a - b);
      const peak = amplitude(fu, fv) / Math.max(1e-9, ring[ring.length >> 1] as number);
      if (peak > best.peak) best = { peak, u: fu, v: fv };
    }
  }
  return best;
}
