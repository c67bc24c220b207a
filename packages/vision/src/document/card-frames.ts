import sharp from 'sharp';
import type { TRgbImage } from '../image.ts';
import { loadOpenCv } from '../opencv.ts';
import { aspectOf, CARD_ASPECT, findDocuments, type TPoint, warpQuad } from './find-document.ts';

/** A frame of a card (a front's capture, a hologram burst's frame) and where the card is in it. */
export interface TCardFrame {
  /** Its place among the frames given. */
  index: number;
  /** The decoded frame. */
  frame: TRgbImage;
  /** The card's corners in the frame, clockwise from its top left. */
  corners: TPoint[];
  /** The outline's width over its height (perspective included). */
  aspect: number;
}

/** A frame decoded as RGB (EXIF orientation applied, alpha dropped). */
export async function decodeRgb(bytes: Uint8Array): Promise<TRgbImage> {
  const { data, info } = await sharp(bytes)
    .rotate()
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), ...size(info) };
}

const size = ({ width, height }: { width: number; height: number }) => ({ width, height });

/** How far (in log aspect) an outline may be from an ID-1 card's to be taken as one when asked. */
const CARD_SHAPED = 0.1;
/** Outlines looked at for a card-shaped one. */
const CANDIDATES = 8;

/**
 * The card in each frame: found (the likeliest document outline of the frame's grey; with
 * `cardShaped`, the likeliest of those within CARD_SHAPED of an ID-1 card's proportions, so
 * a phone's screen around the card is passed over), or at the corners the caller already
 * knows (`known[i]`). Frames in which no card is found are left out.
 */
export async function findCards(
  frames: readonly Uint8Array[],
  known: readonly (TPoint[] | null | undefined)[] = [],
  { cardShaped = false }: { cardShaped?: boolean } = {},
): Promise<TCardFrame[]> {
  const { cv } = await loadOpenCv();
  const cards: TCardFrame[] = [];
  for (const [index, bytes] of frames.entries()) {
    const frame = await decodeRgb(bytes);
    let corners = known[index] ?? null;
    if (!corners) {
      const rgb = cv.matFromArray(frame.height, frame.width, cv.CV_8UC3, frame.data);
      const grey = new cv.Mat();
      try {
        cv.cvtColor(rgb, grey, cv.COLOR_RGB2GRAY);
        const found = await findDocuments({ data: grey.data, ...size(frame) }, CANDIDATES);
        const shaped = found.find(
          (quad) => Math.abs(Math.log(quad.aspect / CARD_ASPECT)) <= CARD_SHAPED,
        );
        corners = (cardShaped ? shaped : found[0])?.corners ?? null;
      } finally {
        rgb.delete();
        grey.delete();
      }
    }
    if (corners) cards.push({ index, frame, corners, aspect: aspectOf(corners) });
  }
  return cards;
}

/** The card of `card` straightened to `to` (RGB), by area averaging or bilinear. */
export async function straighten(
  card: TCardFrame,
  to: { width: number; height: number },
  interpolation: 'area' | 'linear' = 'area',
): Promise<TRgbImage> {
  const { cv } = await loadOpenCv();
  const { frame } = card;
  const source = cv.matFromArray(frame.height, frame.width, cv.CV_8UC3, frame.data);
  const warped = warpQuad(
    cv,
    source,
    card.corners,
    to,
    interpolation === 'area' ? cv.INTER_AREA : cv.INTER_LINEAR,
  );
  try {
    return { data: new Uint8Array(warped.data), ...to };
  } finally {
    source.delete();
    warped.delete();
  }
}

/**
 * Where a point of `card`'s frame falls on the card straightened to `to` (the perspective
 * map from its corners to the rectangle's).
 */
export async function onStraightened(
  card: TCardFrame,
  to: { width: number; height: number },
  points: TPoint[],
): Promise<TPoint[]> {
  const { cv } = await loadOpenCv();
  const from = cv.matFromArray(
    4,
    1,
    cv.CV_32FC2,
    card.corners.flatMap(({ x, y }) => [x, y]),
  );
  const target = cv.matFromArray(4, 1, cv.CV_32FC2, [
    0,
    0,
    to.width,
    0,
    to.width,
    to.height,
    0,
    to.height,
  ]);
  const map = cv.getPerspectiveTransform(from, target);
  try {
    const [a, b, c, d, e, f, g, h, i] = Array.from(map.data64F) as number[];
    return points.map(({ x, y }) => {
      const w = (g as number) * x + (h as number) * y + (i as number) || 1;
      return {
        x: ((a as number) * x + (b as number) * y + (c as number)) / w,
        y: ((d as number) * x + (e as number) * y + (f as number)) / w,
      };
    });
  } finally {
    for (const mat of [from, target, map]) mat.delete();
  }
}
