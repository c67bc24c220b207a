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
/** Luminance change (relative to the card's mean) that counts as a change of the print. */
const PRINT_CHANGE = 0.15;
/**
 * The print (text, portrait, layout) stays put on one card however it is tilted: on the
 * synthetic cards at most 0.5 % of it changed within a burst, 26 % between a card's front
 * and its back. Past this the frames show different cards (two people's fronts of one
 * design changed 0.5–11 %: this does not tell them apart).
 */
const MAX_PRINT_SHARE = 0.15;

export interface THologramCheck {
  /** 0..1, compared with the spec's hologramConfidence (0.75). */
  score: number;
  detected: boolean;
  /** Share of the card whose colour changed between frames (beyond the global cast). */
  changedShare: number;
  /** Share of the card whose print (luminance, exposure removed) changed, at most. */
  printChangedShare: number;
  /** Frames in which the card was found. */
  frames: number;
  reason: 'ok' | 'too-few-frames' | 'no-change' | 'whole-card-changed';
  /**
   * The most telling frame: of the two frames whose colours differ most, the later one
   * (`frame`: its index among the frames given), with the card's corners in it; null
   * when the card was found in fewer than two frames.
   */
  telling: { frame: number; corners: TPoint[] } | null;
}

/**
 * A modest hologram check: the card is found and straightened in each frame (taken at
 * different angles), reduced to rg chromaticity (brightness removed) and compared. A
 * hologram or kinegram changes colour with the viewing angle in a small region while the
 * printed card keeps its colours; a photocopy or a screen shows no such region. The
 * whole-card colour cast between frames (white balance) is removed first. Frames whose
 * print differs (the card turned to its back, another card) fail as not the same card. See
 * docs/vision.md for what this can and cannot prove.
 */
export async function checkHologram(
  frames: (Buffer | Uint8Array)[],
  threshold: number = IDENTIFICATION_THRESHOLDS.hologramConfidence,
): Promise<THologramCheck> {
  const cards: { rg: Float32Array; lum: Float32Array; frame: number; corners: TPoint[] }[] = [];
  const { cv } = await loadOpenCv();
  for (const [index, frame] of frames.entries()) {
    // Decoded once: its grey version finds the card, its colours are compared.
    const { data, info } = await sharp(frame)
      .rotate()
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const rgb = cv.matFromArray(info.height, info.width, cv.CV_8UC3, data);
    try {
      const quad = await findDocument(greyOf(cv, rgb));
      if (quad) {
        cards.push({ ...chromaticity(cv, rgb, quad.corners), frame: index, corners: quad.corners });
      }
    } finally {
      rgb.delete();
    }
  }
  if (cards.length < 2) {
    return {
      score: 0,
      detected: false,
      changedShare: 0,
      printChangedShare: 0,
      frames: cards.length,
      reason: 'too-few-frames',
      telling: null,
    };
  }
  // Largest share of changed pixels over all pairs of frames, and the later frame of it;
  // the largest change of the print.
  let changedShare = 0;
  let printChangedShare = 0;
  let later = cards[1] as (typeof cards)[number];
  for (let a = 0; a < cards.length; a++) {
    for (let b = a + 1; b < cards.length; b++) {
      const first = cards[a] as (typeof cards)[number];
      const second = cards[b] as (typeof cards)[number];
      const share = changedBetween(first.rg, second.rg, 2, CHANGE);
      if (share > changedShare) {
        changedShare = share;
        later = second;
      }
      const print = changedBetween(first.lum, second.lum, 1, PRINT_CHANGE);
      printChangedShare = Math.max(printChangedShare, print);
    }
  }
  const telling = { frame: later.frame, corners: later.corners };
  const measured = {
    changedShare: round(changedShare),
    printChangedShare: round(printChangedShare),
    frames: cards.length,
    telling,
  };
  if (changedShare > MAX_SHARE || printChangedShare > MAX_PRINT_SHARE) {
    return { score: 0, detected: false, ...measured, reason: 'whole-card-changed' };
  }
  const score = round(Math.min(1, changedShare / EXPECTED_SHARE));
  return {
    score,
    detected: score >= threshold,
    ...measured,
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

/**
 * The card straightened to WIDTH x HEIGHT, slightly blurred, as (r, g) chromaticity pairs
 * and as luminance relative to the card's mean (exposure removed).
 */
function chromaticity(
  cv: TCv,
  rgb: InstanceType<TCv['Mat']>,
  corners: TPoint[],
): { rg: Float32Array; lum: Float32Array } {
  const warped = warpQuad(cv, rgb, corners, { width: WIDTH, height: HEIGHT }, cv.INTER_AREA);
  const blurred = new cv.Mat();
  try {
    // Tolerates the few pixels of misalignment between two frames' outlines.
    cv.GaussianBlur(warped, blurred, new cv.Size(5, 5), 0);
    const pixels = blurred.data;
    const rg = new Float32Array(WIDTH * HEIGHT * 2);
    const lum = new Float32Array(WIDTH * HEIGHT);
    let total = 0;
    for (let i = 0; i < WIDTH * HEIGHT; i++) {
      const r = pixels[i * 3] as number;
      const g = pixels[i * 3 + 1] as number;
      const b = pixels[i * 3 + 2] as number;
      const sum = r + g + b || 1;
      rg[i * 2] = r / sum;
      rg[i * 2 + 1] = g / sum;
      lum[i] = sum;
      total += sum;
    }
    const mean = total / (WIDTH * HEIGHT) || 1;
    for (let i = 0; i < lum.length; i++) lum[i] = (lum[i] as number) / mean;
    return { rg, lum };
  } finally {
    for (const mat of [warped, blurred]) mat.delete();
  }
}

/** Pixels of slack between two frames' outlines (the warp is only as good as the corners). */
const SLACK = 3;
/** The card's edge (rounded corners, background) is left out. */
const MARGIN = 0.04;

/**
 * Share of pixels whose value (`channels` per pixel: the rg chromaticity, or the relative
 * luminance) moved by more than `tolerance`, after removing the global cast (white balance,
 * exposure), where a pixel is compared with the closest one within SLACK pixels in the other
 * frame (so a slightly shifted outline does not read as a change).
 */
function changedBetween(
  a: Float32Array,
  b: Float32Array,
  channels: 1 | 2,
  tolerance: number,
): number {
  const cast = Array.from({ length: channels }, (_, c) => {
    const differences: number[] = [];
    for (let i = 0; i < WIDTH * HEIGHT; i += 7) {
      differences.push((b[i * channels + c] as number) - (a[i * channels + c] as number));
    }
    return median(differences);
  });
  const x0 = Math.round(WIDTH * MARGIN) + SLACK;
  const y0 = Math.round(HEIGHT * MARGIN) + SLACK;
  const wanted = new Float32Array(channels);
  const limit = tolerance ** 2;
  let changed = 0;
  let counted = 0;
  for (let y = y0; y < HEIGHT - y0; y++) {
    for (let x = x0; x < WIDTH - x0; x++) {
      const i = y * WIDTH + x;
      for (let c = 0; c < channels; c++) {
        wanted[c] = (a[i * channels + c] as number) + (cast[c] as number);
      }
      let nearest = Number.POSITIVE_INFINITY;
      for (let dy = -SLACK; dy <= SLACK && nearest > limit; dy++) {
        for (let dx = -SLACK; dx <= SLACK; dx++) {
          const j = ((y + dy) * WIDTH + x + dx) * channels;
          let squared = 0;
          for (let c = 0; c < channels; c++) {
            squared += ((b[j + c] as number) - (wanted[c] as number)) ** 2;
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
const round = (value: number) => Number(value.toFixed(3));
