import sharp from 'sharp';
import { loadOpenCv } from '../opencv.ts';
import type { TFaceBox } from './detect-face.ts';

/**
 * The surroundings whose motion is measured (surroundMotion): two bands either side of the
 * head, in sizes of the first frame's face box from its centre: from RING.inner to
 * RING.outer across, from RING.above above the centre to RING.below under it. Human's box
 * is about twice the face's width: the head with its hair reaches about 0.4 of it either
 * side, 0.55 once an approach has grown it by half. The column between the bands holds the
 * head, its hair and its neck, which every movement moves; the shoulders below move with a
 * turn.
 */
const RING = { inner: 0.7, outer: 1.4, above: 1.0, below: 0.4 } as const;
/** Fewer tracked points than this in the bands (a face too close): no surround measure. */
const RING_MIN_POINTS = 12;
/**
 * The face's inner part whose flow is measured for flatness, as shares of the frontal box:
 * across from FLAT_ACROSS.from to FLAT_ACROSS.to, down from FLAT_DOWN.from to FLAT_DOWN.to.
 */
const FLAT_ACROSS = { from: 0.2, to: 0.8 } as const;
const FLAT_DOWN = { from: 0.15, to: 0.85 } as const;
/** The optical flow's stopping criterion: its iterations stop once a point moves less than this (px). */
const FLOW_EPSILON = 0.03;

/**
 * Whether a burst's frames behave like a head before a still background, from the pixels:
 * - `surroundMotion`: how far the room either side of the head moves (median tracked
 *   displacement, px, the most over the burst). A held print or screen carries its own
 *   surroundings with the face; a person's room stays put (a camera held in the hand does not).
 * - `flatness`: for a turn or a look up, how badly the face's motion between the upright and
 *   the moved frame fits a flat sheet bent about the movement's axis (for a turn: dx a
 *   function of x, plus an affine part; for a look up, the same with x and y swapped): the
 *   median residual over the face's size. A head's nose moves further than the forehead
 *   above it (a turn) or the cheeks beside it (a look up); a print, squeezed, swung or
 *   bent, does not.
 * - `screenPeak`: the strongest narrow peak of the face's spectrum, summed over the burst,
 *   over the median there (halftone dots, a screen's subpixels and moiré).
 */
/** The upright and the moved frame of a turn (`axis` 'yaw', the default) or a look up ('pitch'). */
export interface TBurstPair {
  frontalAt: number;
  turnedAt: number;
  axis?: 'yaw' | 'pitch';
}

export interface TBurstConsistency {
  surroundMotion: number;
  flatness: number | null;
  screenPeak: number;
}

type TGrey = { data: Uint8Array; width: number; height: number };

async function grey(frame: Uint8Array): Promise<TGrey> {
  const { data, info } = await sharp(frame).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}

/** Points on a grid inside `inside` and outside `outside` (both boxes), every `step` px. */
function grid(image: TGrey, step: number, inside: (x: number, y: number) => boolean) {
  const points: number[] = [];
  for (let y = step; y < image.height - step; y += step) {
    for (let x = step; x < image.width - step; x += step) if (inside(x, y)) points.push(x, y);
  }
  return points;
}

/** Tracks `points` from `a` to `b` (pyramidal Lucas-Kanade): [x, y, dx, dy] of the found. */
async function track(a: TGrey, b: TGrey, points: number[]): Promise<number[][]> {
  if (points.length === 0) return [];
  const { cv } = await loadOpenCv();
  const ma = cv.matFromArray(a.height, a.width, cv.CV_8UC1, a.data);
  const mb = cv.matFromArray(b.height, b.width, cv.CV_8UC1, b.data);
  const from = cv.matFromArray(points.length / 2, 1, cv.CV_32FC2, points);
  const to = new cv.Mat();
  const status = new cv.Mat();
  const error = new cv.Mat();
  try {
    const criteria = new cv.TermCriteria(
      cv.TermCriteria_EPS | cv.TermCriteria_COUNT,
      20,
      FLOW_EPSILON,
    );
    cv.calcOpticalFlowPyrLK(ma, mb, from, to, status, error, new cv.Size(21, 21), 3, criteria);
    const out: number[][] = [];
    for (let i = 0; i < points.length / 2; i += 1) {
      if (status.data[i] !== 1 || (error.data32F[i] ?? 99) > 12) continue;
      const x = points[2 * i] as number;
      const y = points[2 * i + 1] as number;
      out.push([x, y, (to.data32F[2 * i] as number) - x, (to.data32F[2 * i + 1] as number) - y]);
    }
    return out;
  } finally {
    for (const mat of [ma, mb, from, to, status, error]) mat.delete();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((p, q) => p - q);
  return sorted.length ? (sorted[Math.floor(sorted.length / 2)] as number) : 0;
};

/** Least squares of `rows` (features) against `target`; the residuals. */
function residuals(rows: number[][], target: number[]): number[] {
  const k = rows[0]?.length ?? 0;
  const ata = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const atb = new Array<number>(k).fill(0);
  rows.forEach((row, n) => {
    for (let i = 0; i < k; i += 1) {
      atb[i] = (atb[i] as number) + (row[i] as number) * (target[n] as number);
      for (let j = 0; j < k; j += 1)
        (ata[i] as number[])[j] =
          ((ata[i] as number[])[j] as number) + (row[i] as number) * (row[j] as number);
    }
  });
  for (let i = 0; i < k; i += 1)
    (ata[i] as number[])[i] = ((ata[i] as number[])[i] as number) + 1e-6;
  // Gauss-Jordan on the normal equations (k is small).
  for (let i = 0; i < k; i += 1) {
    const pivot = (ata[i] as number[])[i] as number;
    for (let j = 0; j < k; j += 1)
      (ata[i] as number[])[j] = ((ata[i] as number[])[j] as number) / pivot;
    atb[i] = (atb[i] as number) / pivot;
    for (let r = 0; r < k; r += 1) {
      if (r === i) continue;
      const factor = (ata[r] as number[])[i] as number;
      for (let j = 0; j < k; j += 1)
        (ata[r] as number[])[j] =
          ((ata[r] as number[])[j] as number) - factor * ((ata[i] as number[])[j] as number);
      atb[r] = (atb[r] as number) - factor * (atb[i] as number);
    }
  }
  return rows.map(
    (row, n) =>
      (target[n] as number) - row.reduce((sum, value, i) => sum + value * (atb[i] as number), 0),
  );
}

/**
 * Median residual of the bent-sheet model over the face's tracked motion, / face size: for
 * 'yaw' the sheet bends about vertical lines (dx a function of x), for 'pitch' about
 * horizontal ones (dy a function of y); the other component is affine.
 */
function bentSheetResidual(flow: number[][], box: TFaceBox, axis: 'yaw' | 'pitch'): number {
  const bins = 8;
  const yaw = axis === 'yaw';
  // (along, across): along the bend's profile, and the coordinate along its axis.
  const coords = flow.map(([x = 0, y = 0]) => {
    const u = (x - box.x) / box.width;
    const v = (y - box.y) / box.height;
    return yaw ? [u, v] : [v, u];
  });
  const rows = coords.map(([along = 0, across = 0]) => {
    const onehot = Array.from({ length: bins }, (_, b) =>
      Math.max(0, 1 - Math.abs(along * (bins - 1) - b)),
    );
    return [...onehot, across, along * across];
  });
  const affine = coords.map(([along = 0, across = 0]) => [1, along, across]);
  const bent = residuals(
    rows,
    flow.map((point) => (yaw ? point[2] : point[3]) ?? 0),
  );
  const other = residuals(
    affine,
    flow.map((point) => (yaw ? point[3] : point[2]) ?? 0),
  );
  const size = yaw ? box.width : box.height;
  return median(bent.map((value, i) => Math.hypot(value, other[i] ?? 0))) / size;
}

/** The side of the luma patch at the face's centre whose spectrum is measured, px. */
const PATCH = 64;
/** Frequencies below this radius (cycles a patch) are the face's shape, not a pattern. */
const PATTERN_FROM = PATCH / 6;
/** JPEG's 8x8 blocks put their harmonics every PATCH / 8 bins. */
const JPEG_BLOCK_BINS = PATCH / 8;

/** The power spectrum of the PATCH-square luma patch at `box`'s centre, Hann-windowed. */
async function patchPower(image: TGrey, box: TFaceBox): Promise<Float64Array> {
  const { cv } = await loadOpenCv();
  const n = PATCH;
  const left = Math.max(0, Math.min(image.width - n, Math.round(box.x + box.width / 2 - n / 2)));
  const top = Math.max(0, Math.min(image.height - n, Math.round(box.y + box.height / 2 - n / 2)));
  const patch = new Float32Array(n * n);
  let mean = 0;
  for (let y = 0; y < n; y += 1)
    for (let x = 0; x < n; x += 1) mean += image.data[(top + y) * image.width + left + x] as number;
  mean /= n * n;
  for (let y = 0; y < n; y += 1) {
    for (let x = 0; x < n; x += 1) {
      const hann = Math.sin((Math.PI * x) / (n - 1)) ** 2 * Math.sin((Math.PI * y) / (n - 1)) ** 2;
      patch[y * n + x] = ((image.data[(top + y) * image.width + left + x] as number) - mean) * hann;
    }
  }
  const source = cv.matFromArray(n, n, cv.CV_32FC1, Array.from(patch));
  const spectrum = new cv.Mat();
  try {
    cv.dft(source, spectrum, cv.DFT_COMPLEX_OUTPUT);
    const power = new Float64Array(n * n);
    for (let i = 0; i < n * n; i += 1)
      power[i] =
        (spectrum.data32F[2 * i] as number) ** 2 + (spectrum.data32F[2 * i + 1] as number) ** 2;
    return power;
  } finally {
    source.delete();
    spectrum.delete();
  }
}

/**
 * The strongest narrow peak of the face patch's spectrum past PATTERN_FROM over the median
 * there, in amplitude, the power summed over the burst's frames first: a screen's grid, its
 * moiré and a print's dots stay where they are from frame to frame, the skin's texture
 * and the sensor's noise do not.
 */
function patternPeak(powers: Float64Array[]): number {
  const n = PATCH;
  const values: number[] = [];
  for (let v = 0; v < n; v += 1) {
    for (let u = 0; u < n; u += 1) {
      const fu = u > n / 2 ? u - n : u;
      const fv = v > n / 2 ? v - n : v;
      // JPEG's 8-pixel blocks stay put too: their harmonics are no screen.
      if (
        Math.hypot(fu, fv) < PATTERN_FROM ||
        (fu % JPEG_BLOCK_BINS === 0 && fv % JPEG_BLOCK_BINS === 0)
      )
        continue;
      values.push(Math.sqrt(powers.reduce((sum, power) => sum + (power[v * n + u] as number), 0)));
    }
  }
  return values.length ? Math.max(...values) / Math.max(1e-6, median(values)) : 0;
}

/**
 * The consistency measures of a burst. `boxes`: each frame's face box (null without a face);
 * `turn`: the frontal and the turned frame of a turn, or null for a blink.
 */
export async function burstConsistency(
  frames: readonly Uint8Array[],
  boxes: readonly (TFaceBox | null)[],
  turn: TBurstPair | null,
): Promise<TBurstConsistency> {
  const images = await Promise.all(frames.map(grey));
  const firstAt = boxes.findIndex((box) => box !== null);
  const first = images[firstAt];
  const box = boxes[firstAt];
  if (!first || !box) return { surroundMotion: 0, flatness: null, screenPeak: 0 };
  const surroundMotion = await surroundOf(images.slice(firstAt), box);
  let flatness: number | null = null;
  const frontal = turn ? images[turn.frontalAt] : undefined;
  const turned = turn ? images[turn.turnedAt] : undefined;
  const frontalBox = turn ? boxes[turn.frontalAt] : null;
  if (turn && frontal && turned && frontalBox) {
    const inside = (x: number, y: number) =>
      x > frontalBox.x + frontalBox.width * FLAT_ACROSS.from &&
      x < frontalBox.x + frontalBox.width * FLAT_ACROSS.to &&
      y > frontalBox.y + frontalBox.height * FLAT_DOWN.from &&
      y < frontalBox.y + frontalBox.height * FLAT_DOWN.to;
    const flow = await track(frontal, turned, grid(frontal, 5, inside));
    if (flow.length >= 20) flatness = bentSheetResidual(flow, frontalBox, turn.axis ?? 'yaw');
  }
  const powers: Float64Array[] = [];
  for (const [index, image] of images.entries()) {
    const at = boxes[index];
    if (at) powers.push(await patchPower(image, at));
  }
  return { surroundMotion, flatness, screenPeak: patternPeak(powers) };
}

/** The most the bands either side of the head (`box`, in the first image) move, px. */
async function surroundOf(images: TGrey[], box: TFaceBox): Promise<number> {
  const [first, ...rest] = images;
  if (!first) return 0;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const inBands = (x: number, y: number) =>
    Math.abs(x - cx) > box.width * RING.inner &&
    Math.abs(x - cx) < box.width * RING.outer &&
    y > cy - box.height * RING.above &&
    y < cy + box.height * RING.below;
  const bands = grid(first, 12, inBands);
  if (bands.length / 2 < RING_MIN_POINTS) return 0;
  let most = 0;
  for (const image of rest) {
    const moved = await track(first, image, bands);
    if (moved.length)
      most = Math.max(most, median(moved.map(([, , dx = 0, dy = 0]) => Math.hypot(dx, dy))));
  }
  return most;
}
