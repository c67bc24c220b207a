import { IDENTIFICATION_THRESHOLDS } from '@confirma/contracts/constants';
import sharp from 'sharp';
import type { TGreyImage } from '../image.ts';
import { loadOpenCv, type TCv } from '../opencv.ts';
import { CARD_ASPECT, findDocument, type TPoint, warpQuad } from './find-document.ts';

/** The straightened card the frames are compared on (small: colour, not detail, matters). */
const WIDTH = 320;
const HEIGHT = Math.round(WIDTH / CARD_ASPECT);
/** rg-chromaticity change that counts as a colour change of a pixel. */
const CHANGE = 0.05;
/** A hologram covers a few percent of a card; most of the card must stay put. */
const EXPECTED_SHARE = 0.02;
const MAX_SHARE = 0.35;

export interface THologramCheck {
  /** 0..1, compared with the spec's hologramConfidence (0.75). */
  score: number;
  detected: boolean;
  /** Share of the card whose colour changed between frames (beyond the global cast). */
  changedShare: number;
  /** Frames in which the card was found. */
  frames: number;
  reason: 'ok' | 'too-few-frames' | 'no-change' | 'whole-card-changed';
}

/**
 * A modest hologram check: the card is found and straightened in each frame (taken at
 * different angles), reduced to rg chromaticity (brightness removed) and compared. A
 * hologram or kinegram changes colour with the viewing angle in a small region while the
 * printed card keeps its colours; a photocopy or a screen shows no such region. The
 * whole-card colour cast between frames (white balance) is removed first. See
 * docs/vision.md for what this can and cannot prove.
 */
export async function checkHologram(
  frames: (Buffer | Uint8Array)[],
  threshold: number = IDENTIFICATION_THRESHOLDS.hologramConfidence,
): Promise<THologramCheck> {
  const cards: Float32Array[] = [];
  const { cv } = await loadOpenCv();
  for (const frame of frames) {
    // Decoded once: its grey version finds the card, its colours are compared.
    const { data, info } = await sharp(frame)
      .rotate()
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const rgb = cv.matFromArray(info.height, info.width, cv.CV_8UC3, data);
    try {
      const quad = await findDocument(greyOf(cv, rgb));
      if (quad) cards.push(chromaticity(cv, rgb, quad.corners));
    } finally {
      rgb.delete();
    }
  }
  if (cards.length < 2) {
    return {
      score: 0,
      detected: false,
      changedShare: 0,
      frames: cards.length,
      reason: 'too-few-frames',
    };
  }
  // Largest share of changed pixels over all pairs of frames.
  let changedShare = 0;
  for (let a = 0; a < cards.length; a++) {
    for (let b = a + 1; b < cards.length; b++) {
      changedShare = Math.max(
        changedShare,
        changedBetween(cards[a] as Float32Array, cards[b] as Float32Array),
      );
    }
  }
  if (changedShare > MAX_SHARE) {
    return {
      score: 0,
      detected: false,
      changedShare: round(changedShare),
      frames: cards.length,
      reason: 'whole-card-changed',
    };
  }
  const score = round(Math.min(1, changedShare / EXPECTED_SHARE));
  return {
    score,
    detected: score >= threshold,
    changedShare: round(changedShare),
    frames: cards.length,
    reason: score > 0 ? 'ok' : 'no-change',
  };
}

/** The frame in greyscale, for finding the card. */
function greyOf(cv: TCv, rgb: InstanceType<TCv['Mat']>): TGreyImage {
  const grey = new cv.Mat();
  try {
    cv.cvtColor(rgb, grey, cv.COLOR_RGB2GRAY);
    return { data: new Uint8Array(grey.data), width: grey.cols, height: grey.rows };
  } finally {
    grey.delete();
  }
}

/** The card straightened to WIDTH x HEIGHT, slightly blurred, as (r, g) chromaticity pairs. */
function chromaticity(cv: TCv, rgb: InstanceType<TCv['Mat']>, corners: TPoint[]): Float32Array {
  const warped = warpQuad(cv, rgb, corners, { width: WIDTH, height: HEIGHT }, cv.INTER_AREA);
  const blurred = new cv.Mat();
  try {
    // Tolerates the few pixels of misalignment between two frames' outlines.
    cv.GaussianBlur(warped, blurred, new cv.Size(5, 5), 0);
    const pixels = blurred.data;
    const rg = new Float32Array(WIDTH * HEIGHT * 2);
    for (let i = 0; i < WIDTH * HEIGHT; i++) {
      const r = pixels[i * 3] as number;
      const g = pixels[i * 3 + 1] as number;
      const b = pixels[i * 3 + 2] as number;
      const sum = r + g + b || 1;
      rg[i * 2] = r / sum;
      rg[i * 2 + 1] = g / sum;
    }
    return rg;
  } finally {
    for (const mat of [warped, blurred]) mat.delete();
  }
}

/** Pixels of slack between two frames' outlines (the warp is only as good as the corners). */
const SLACK = 3;
/** The card's edge (rounded corners, background) is left out. */
const MARGIN = 0.04;

/**
 * Share of pixels whose chromaticity moved by more than CHANGE, after removing the global
 * colour cast, where a pixel is compared with the closest one within SLACK pixels in the
 * other frame (so a slightly shifted outline does not read as a colour change).
 */
function changedBetween(a: Float32Array, b: Float32Array): number {
  const dr: number[] = [];
  const dg: number[] = [];
  for (let i = 0; i < WIDTH * HEIGHT; i += 7) {
    dr.push((b[i * 2] as number) - (a[i * 2] as number));
    dg.push((b[i * 2 + 1] as number) - (a[i * 2 + 1] as number));
  }
  const castR = median(dr);
  const castG = median(dg);
  const x0 = Math.round(WIDTH * MARGIN) + SLACK;
  const y0 = Math.round(HEIGHT * MARGIN) + SLACK;
  let changed = 0;
  let counted = 0;
  for (let y = y0; y < HEIGHT - y0; y++) {
    for (let x = x0; x < WIDTH - x0; x++) {
      const i = y * WIDTH + x;
      const r = (a[i * 2] as number) + castR;
      const g = (a[i * 2 + 1] as number) + castG;
      let nearest = Number.POSITIVE_INFINITY;
      for (let dy = -SLACK; dy <= SLACK && nearest > CHANGE; dy++) {
        for (let dx = -SLACK; dx <= SLACK; dx++) {
          const j = (y + dy) * WIDTH + x + dx;
          const distance = Math.hypot((b[j * 2] as number) - r, (b[j * 2 + 1] as number) - g);
          if (distance < nearest) nearest = distance;
        }
      }
      counted++;
      if (nearest > CHANGE) changed++;
    }
  }
  return counted ? changed / counted : 0;
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[values.length >> 1] ?? 0;
const round = (value: number) => Number(value.toFixed(3));
