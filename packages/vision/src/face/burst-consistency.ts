import sharp from 'sharp';
import { loadOpenCv } from '../opencv.ts';
import type { TFaceBox } from './detect-face.ts';

/**
 * The ring around the face whose motion is measured (surroundMotion), in face box sizes
 * from its centre: within RING_OUTER across and RING_OUTER_DOWN down, outside RING_INNER
 * both ways (the hair and the head's edge moved by a turn lie inside it).
 */
const RING_OUTER = 1.1;
const RING_OUTER_DOWN = 1.0;
const RING_INNER = 0.75;
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
 * - `surroundMotion`: how far the ring around the face moves (median tracked displacement,
 *   px, the most over the burst). A held print or screen carries its own surroundings with
 *   the face; a person's room stays put.
 * - `flatness`: for a turn, how well the face's motion between the frontal and the turned
 *   frame is explained by a flat sheet bent about a vertical axis (dx a function of x, plus
 *   an affine part): the median residual over the face's width. A head's nose moves further
 *   than the forehead above it; a print, squeezed or swung, does not.
 * - `screenPeak`: the strongest narrow peak of the face's spectrum at high frequency over
 *   the median there (halftone dots, a screen's subpixels and moiré).
 */
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

/** Median residual of the bent-sheet model over the face's tracked motion, / face width. */
function bentSheetResidual(flow: number[][], box: TFaceBox): number {
  const bins = 8;
  const rows = flow.map(([x = 0, y = 0]) => {
    const u = (x - box.x) / box.width;
    const v = (y - box.y) / box.height;
    const onehot = Array.from({ length: bins }, (_, b) =>
      Math.max(0, 1 - Math.abs(u * (bins - 1) - b)),
    );
    return [...onehot, v, u * v];
  });
  const affine = flow.map(([x = 0, y = 0]) => [
    1,
    (x - box.x) / box.width,
    (y - box.y) / box.height,
  ]);
  const rx = residuals(
    rows,
    flow.map((point) => point[2] ?? 0),
  );
  const ry = residuals(
    affine,
    flow.map((point) => point[3] ?? 0),
  );
  return median(rx.map((value, i) => Math.hypot(value, ry[i] ?? 0))) / box.width;
}

/** The high-frequency spectral peak of a 64x64 luma patch at the face's centre. */
async function spectralPeak(image: TGrey, box: TFaceBox): Promise<number> {
  const { cv } = await loadOpenCv();
  const n = 64;
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
    const values: number[] = [];
    for (let v = 0; v < n; v += 1) {
      for (let u = 0; u < n; u += 1) {
        const fu = u > n / 2 ? u - n : u;
        const fv = v > n / 2 ? v - n : v;
        if (Math.hypot(fu, fv) < n / 6) continue;
        const i = (v * n + u) * 2;
        values.push(Math.hypot(spectrum.data32F[i] as number, spectrum.data32F[i + 1] as number));
      }
    }
    return Math.max(...values) / Math.max(1e-6, median(values));
  } finally {
    source.delete();
    spectrum.delete();
  }
}

/**
 * The consistency measures of a burst. `boxes`: each frame's face box (null without a face);
 * `turn`: the frontal and the turned frame of a turn, or null for a blink.
 */
export async function burstConsistency(
  frames: readonly Uint8Array[],
  boxes: readonly (TFaceBox | null)[],
  turn: { frontalAt: number; turnedAt: number } | null,
): Promise<TBurstConsistency> {
  const images = await Promise.all(frames.map(grey));
  const firstAt = boxes.findIndex((box) => box !== null);
  const first = images[firstAt];
  const box = boxes[firstAt];
  if (!first || !box) return { surroundMotion: 0, flatness: null, screenPeak: 0 };
  const inRing = (x: number, y: number) =>
    Math.abs(x - box.x - box.width / 2) < box.width * RING_OUTER &&
    Math.abs(y - box.y - box.height / 2) < box.height * RING_OUTER_DOWN &&
    !(
      Math.abs(x - box.x - box.width / 2) < box.width * RING_INNER &&
      Math.abs(y - box.y - box.height / 2) < box.height * RING_INNER
    );
  const ring = grid(first, 12, inRing);
  let surroundMotion = 0;
  for (const image of images.slice(firstAt + 1)) {
    const moved = await track(first, image, ring);
    if (moved.length)
      surroundMotion = Math.max(
        surroundMotion,
        median(moved.map(([, , dx = 0, dy = 0]) => Math.hypot(dx, dy))),
      );
  }
  let flatness: number | null = null;
  const frontal = turn ? images[turn.frontalAt] : undefined;
  const turned = turn ? images[turn.turnedAt] : undefined;
  const frontalBox = turn ? boxes[turn.frontalAt] : null;
  if (frontal && turned && frontalBox) {
    const inside = (x: number, y: number) =>
      x > frontalBox.x + frontalBox.width * FLAT_ACROSS.from &&
      x < frontalBox.x + frontalBox.width * FLAT_ACROSS.to &&
      y > frontalBox.y + frontalBox.height * FLAT_DOWN.from &&
      y < frontalBox.y + frontalBox.height * FLAT_DOWN.to;
    const flow = await track(frontal, turned, grid(frontal, 5, inside));
    if (flow.length >= 20) flatness = bentSheetResidual(flow, frontalBox);
  }
  const peaks: number[] = [];
  for (const [index, image] of images.entries()) {
    const at = boxes[index];
    if (at) peaks.push(await spectralPeak(image, at));
  }
  return { surroundMotion, flatness, screenPeak: median(peaks) };
}
