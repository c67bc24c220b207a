import type { TFaceBox } from '../face/detect-face.ts';
import type { TRgbImage } from '../image.ts';
import { loadOpenCv, type TCv } from '../opencv.ts';

type TMat = InstanceType<TCv['Mat']>;

/** A rectangle of the straightened card (its portrait's), px. */
export type TRegion = TFaceBox;

/** Blocks of the straightened card whose shift is measured (px), and how far apart. */
const BLOCK = 24;
const STEP = 16;
/** How far a block is looked for either way, px. */
const SEARCH = 8;
/** A block matched worse than this (normalised correlation) says nothing... */
const MIN_MATCH = 0.6;
/** ...nor one matched nearly as well elsewhere (a repeated pattern: no one place). */
const DISTINCT = 0.15;
/** The card's rim is left out, a share of its width. */
const MARGIN = 0.05;
/** Shifts off the card's own motion by more than this (px) are not the card's. */
const OUTLIER = 0.7;
/** Fewer blocks than this inside the portrait, or outside it, measure nothing. */
const MIN_BLOCKS = { inside: 6, outside: 12 };
/**
 * A slid portrait moves as one: at least this share of its blocks lie within AGREE px of
 * their median leftover, or the leftovers are misreads (a face's smooth skin, a reflection).
 */
const AGREEING = 0.5;
const AGREE = 0.5;

/** How one straightened frame of a card maps onto another, and how its portrait slid. */
export interface TCardMotion {
  /**
   * Where a point of the first card is in the second (row-major 3x3), fitted through the
   * blocks outside the portrait; null when too few were matched.
   */
  homography: number[] | null;
  /**
   * How far the portrait slid against the rest of the card, px: the median leftover of its
   * blocks; null without a portrait or too few of its blocks matched.
   */
  portraitSlide: number | null;
}

/**
 * How a card moved between two of its straightened frames (band-passed luminance, the same
 * size): each block's shift found by template matching (to a tenth of a pixel), the card's
 * own motion fitted through the blocks outside `portrait` (the outlines' corners are only so
 * good: a few pixels of perspective), and what is left of the portrait's blocks' shifts. A
 * printed card moves as one; a portrait cut out and laid on it, standing off it where the
 * paper curls, slides as the card turns.
 */
export async function cardMotion(a: TMat, b: TMat, portrait: TRegion | null): Promise<TCardMotion> {
  const inside = (block: TBlockShift) =>
    portrait !== null &&
    block.x >= portrait.x &&
    block.x <= portrait.x + portrait.width &&
    block.y >= portrait.y &&
    block.y <= portrait.y + portrait.height;
  // The whole card's shift first, then the blocks around it, then again around the
  // homography they gave: a card turned a few degrees moves its corners past one search.
  const shift = await wholeShift(a, b);
  let homography: number[] = [1, 0, shift.x, 0, 1, shift.y, 0, 0, 1];
  let blocks: TBlockShift[] = [];
  for (let pass = 0; pass < 2; pass += 1) {
    blocks = await blockShifts(a, b, mapped(homography));
    const outside = blocks.filter((block) => !inside(block));
    if (outside.length < MIN_BLOCKS.outside) return { homography: null, portraitSlide: null };
    homography = await fitHomography(outside);
  }
  const within = blocks.filter(inside);
  if (within.length < MIN_BLOCKS.inside) return { homography, portraitSlide: null };
  const card = mapped(homography);
  const leftovers = within.map(({ x, y, dx, dy }) => {
    const expected = card(x, y);
    return [x + dx - expected.x, y + dy - expected.y] as const;
  });
  const [mx, my] = [median(leftovers.map(([dx]) => dx)), median(leftovers.map(([, dy]) => dy))];
  const agreeing = leftovers.filter(([dx, dy]) => Math.hypot(dx - mx, dy - my) <= AGREE);
  return {
    homography,
    portraitSlide: agreeing.length >= AGREEING * leftovers.length ? Math.hypot(mx, my) : 0,
  };
}

/** `image` (RGB) resampled so that it lies over the first card of `homography`'s pair. */
export async function alignedOver(image: TRgbImage, homography: number[]): Promise<TRgbImage> {
  const { cv } = await loadOpenCv();
  const source = cv.matFromArray(image.height, image.width, cv.CV_8UC3, image.data);
  const map = cv.matFromArray(3, 3, cv.CV_64FC1, homography);
  const aligned = new cv.Mat();
  try {
    cv.warpPerspective(
      source,
      aligned,
      map,
      new cv.Size(image.width, image.height),
      cv.INTER_LINEAR + cv.WARP_INVERSE_MAP,
      cv.BORDER_REPLICATE,
    );
    return { data: new Uint8Array(aligned.data), width: image.width, height: image.height };
  } finally {
    for (const mat of [source, map, aligned]) mat.delete();
  }
}

/** A block's centre in the first card and how far it moved in the second, px. */
interface TBlockShift {
  x: number;
  y: number;
  dx: number;
  dy: number;
}

/**
 * The blocks of the first card found, unambiguously, in the second: each looked for within
 * SEARCH px of where `expected` puts it (its own place when null).
 */
async function blockShifts(
  a: TMat,
  b: TMat,
  expected: ((x: number, y: number) => { x: number; y: number }) | null,
): Promise<TBlockShift[]> {
  const { cv } = await loadOpenCv();
  const from = Math.round(a.cols * MARGIN);
  const shifts: TBlockShift[] = [];
  const result = new cv.Mat();
  try {
    for (let y = from; y + BLOCK <= a.rows - from; y += STEP) {
      for (let x = from; x + BLOCK <= a.cols - from; x += STEP) {
        const centre = { x: x + BLOCK / 2, y: y + BLOCK / 2 };
        const there = expected ? expected(centre.x, centre.y) : centre;
        const left = Math.round(there.x - BLOCK / 2) - SEARCH;
        const top = Math.round(there.y - BLOCK / 2) - SEARCH;
        const side = BLOCK + 2 * SEARCH;
        if (left < 0 || top < 0 || left + side > b.cols || top + side > b.rows) continue;
        const block = a.roi(new cv.Rect(x, y, BLOCK, BLOCK));
        const around = b.roi(new cv.Rect(left, top, side, side));
        try {
          cv.matchTemplate(around, block, result, cv.TM_CCOEFF_NORMED);
          const shift = peakShift(result);
          if (shift) {
            shifts.push({
              ...centre,
              dx: left + SEARCH - x + shift.dx,
              dy: top + SEARCH - y + shift.dy,
            });
          }
        } finally {
          block.delete();
          around.delete();
        }
      }
    }
    return shifts;
  } finally {
    result.delete();
  }
}

/** Share of the card's sides the whole-card match may be off by either way (outlines astray). */
const GLOBAL_REACH = 0.1;

/**
 * How far the second card is shifted from the first as a whole, px: the first's inner part
 * looked for in the second at half size (the outlines can be off by more than a block's
 * search).
 */
async function wholeShift(a: TMat, b: TMat): Promise<{ x: number; y: number }> {
  const { cv } = await loadOpenCv();
  const [smallA, smallB, result] = [new cv.Mat(), new cv.Mat(), new cv.Mat()];
  try {
    cv.resize(
      a,
      smallA,
      new cv.Size(Math.round(a.cols / 2), Math.round(a.rows / 2)),
      0,
      0,
      cv.INTER_AREA,
    );
    cv.resize(
      b,
      smallB,
      new cv.Size(Math.round(b.cols / 2), Math.round(b.rows / 2)),
      0,
      0,
      cv.INTER_AREA,
    );
    const [rx, ry] = [
      Math.round(smallA.cols * GLOBAL_REACH),
      Math.round(smallA.rows * GLOBAL_REACH),
    ];
    const inner = smallA.roi(new cv.Rect(rx, ry, smallA.cols - 2 * rx, smallA.rows - 2 * ry));
    try {
      cv.matchTemplate(smallB, inner, result, cv.TM_CCOEFF_NORMED);
    } finally {
      inner.delete();
    }
    let best = { x: rx, y: ry, score: -2 };
    for (let y = 0; y < result.rows; y += 1)
      for (let x = 0; x < result.cols; x += 1) {
        const score = result.data32F[y * result.cols + x] as number;
        if (score > best.score) best = { x, y, score };
      }
    return { x: 2 * (best.x - rx), y: 2 * (best.y - ry) };
  } finally {
    for (const mat of [smallA, smallB, result]) mat.delete();
  }
}

/** Where `homography` (row-major 3x3) takes a point. */
const mapped =
  (h: number[]) =>
  (x: number, y: number): { x: number; y: number } => {
    const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = h as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const w = h6 * x + h7 * y + h8 || 1;
    return { x: (h0 * x + h1 * y + h2) / w, y: (h3 * x + h4 * y + h5) / w };
  };

/** The best match's offset from the block's own place, to a tenth of a pixel (parabola fit); null when poor. */
function peakShift(result: TMat): { dx: number; dy: number } | null {
  const width = result.cols;
  const value = (x: number, y: number) => result.data32F[y * width + x] as number;
  let best = { x: 0, y: 0, score: -2 };
  for (let y = 0; y < result.rows; y += 1)
    for (let x = 0; x < width; x += 1)
      if (value(x, y) > best.score) best = { x, y, score: value(x, y) };
  if (best.score < MIN_MATCH) return null;
  // Another peak (a local maximum away from the best) nearly as good: no one place.
  for (let y = 1; y < result.rows - 1; y += 1)
    for (let x = 1; x < width - 1; x += 1) {
      const here = value(x, y);
      if (
        Math.max(Math.abs(x - best.x), Math.abs(y - best.y)) <= 2 ||
        here <= best.score - DISTINCT
      )
        continue;
      let peak = true;
      for (let dy = -1; dy <= 1 && peak; dy += 1)
        for (let dx = -1; dx <= 1; dx += 1) if (value(x + dx, y + dy) > here) peak = false;
      if (peak) return null;
    }
  const refine = (minus: number, at: number, plus: number) => {
    const curve = minus - 2 * at + plus;
    return curve < 0 ? (0.5 * (minus - plus)) / curve : 0;
  };
  const dx =
    best.x > 0 && best.x < width - 1
      ? refine(value(best.x - 1, best.y), best.score, value(best.x + 1, best.y))
      : 0;
  const dy =
    best.y > 0 && best.y < result.rows - 1
      ? refine(value(best.x, best.y - 1), best.score, value(best.x, best.y + 1))
      : 0;
  return { dx: best.x + dx - SEARCH, dy: best.y + dy - SEARCH };
}

/**
 * The homography the blocks' shifts fit best, outliers set aside (RANSAC): a perspective
 * error of the outlines is a homography too. Row-major 3x3.
 */
async function fitHomography(blocks: TBlockShift[]): Promise<number[]> {
  const { cv } = await loadOpenCv();
  const from = cv.matFromArray(
    blocks.length,
    1,
    cv.CV_32FC2,
    blocks.flatMap(({ x, y }) => [x, y]),
  );
  const to = cv.matFromArray(
    blocks.length,
    1,
    cv.CV_32FC2,
    blocks.flatMap(({ x, y, dx, dy }) => [x + dx, y + dy]),
  );
  const inliers = new cv.Mat();
  try {
    const model = cv.findHomography(from, to, cv.RANSAC, OUTLIER, inliers);
    const values = model.rows === 3 ? Array.from(model.data64F) : [1, 0, 0, 0, 1, 0, 0, 0, 1];
    model.delete();
    return values;
  } finally {
    for (const mat of [from, to, inliers]) mat.delete();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
