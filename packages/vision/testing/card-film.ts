import sharp from 'sharp';
import type { TSize } from './face-motion.ts';
import { seenTilted, warpOnto } from './photograph.ts';

/**
 * A card held before a webcam and tilted, frame by frame: where its corners fall for a pose,
 * the light on its surface (a lamp's reflection that slides across a glossy laminate as the
 * card turns, barely a sheen on paper), and the card drawn over what is behind it. The
 * capture screen's frames are 640x480 (VIDEO_SIZES.desktop).
 */
export const CARD_FILM = { width: 640, height: 480 } as const;

type TPoint = { x: number; y: number };

/** A flat card: RGBA pixels, transparent outside its rounded corners. */
export interface TFlatCard {
  data: Buffer;
  width: number;
  height: number;
}

/** Where the card is and how it is turned in one frame. */
export interface TCardPose {
  /** The card's centre in the frame, px. */
  x: number;
  y: number;
  /** The card's width in the frame were it square to the camera, px. */
  width: number;
  /** In-plane rotation, degrees. */
  roll: number;
  /** The card's plane turned by `degrees` about an axis lying in it at `axis` degrees. */
  tilt: { degrees: number; axis: number };
}

/** A lamp's reflection on the card's surface, in the card's own coordinates (0..1). */
export interface TSheen {
  u: number;
  v: number;
  /** The reflection's half-width, a share of the card's width. */
  radius: number;
  /** How much of white it adds at its core (0: a matte surface). */
  strength: number;
}

/** The card's corners in the frame, clockwise from its top left. */
export function cardCorners(card: TSize, pose: TCardPose, frame: TSize = CARD_FILM): TPoint[] {
  const height = (pose.width * card.height) / card.width;
  const square = [
    { x: -pose.width / 2, y: -height / 2 },
    { x: pose.width / 2, y: -height / 2 },
    { x: pose.width / 2, y: height / 2 },
    { x: -pose.width / 2, y: height / 2 },
  ];
  const angle = (pose.roll * Math.PI) / 180;
  return square
    .map((point) => seenTilted(point, pose.tilt, frame.width))
    .map(({ x, y }) => ({
      x: pose.x + x * Math.cos(angle) - y * Math.sin(angle),
      y: pose.y + x * Math.sin(angle) + y * Math.cos(angle),
    }));
}

/**
 * The card with a lamp's reflection added (an elongated soft spot) and its light scaled by
 * `light` (the share of the lamp its turned face catches): a copy.
 */
export function lit(card: TFlatCard, sheen: TSheen | null, light = 1): TFlatCard {
  const { width, height } = card;
  const out = Buffer.from(card.data);
  const scaled = Uint8Array.from({ length: 256 }, (_, level) => Math.min(255, level * light + 0.5));
  // The reflection's soft spot is separable: a factor along x times one along y.
  const strength = 255 * (sheen?.strength ?? 0);
  const rx = (sheen?.radius ?? 1) * width;
  const ry = rx * 0.6;
  const across = Float32Array.from({ length: width }, (_, x) =>
    Math.exp(-2 * ((x - (sheen?.u ?? 0) * width) / rx) ** 2),
  );
  for (let y = 0; y < height; y += 1) {
    const down = strength * Math.exp(-2 * ((y - (sheen?.v ?? 0) * height) / ry) ** 2);
    for (let x = 0, i = y * width * 4; x < width; x += 1, i += 4) {
      const add = down * (across[x] as number);
      for (let c = 0; c < 3; c += 1) {
        const value = (scaled[out[i + c] as number] as number) + add;
        out[i + c] = Math.min(value, 255);
      }
    }
  }
  return { width, height, data: out };
}

/**
 * `card` seen at `pose` over `behind` (RGB, `frame` sized): scaled near its size in the
 * frame first (an area filter, as a sensor integrates), then warped in perspective. Raw RGB.
 */
export async function cardOver(
  behind: Buffer,
  card: TFlatCard,
  pose: TCardPose,
  frame: TSize = CARD_FILM,
): Promise<Buffer> {
  const corners = cardCorners(card, pose, frame);
  const target = Math.max(64, Math.min(card.width, Math.round(pose.width * 1.15)));
  const { data, info } = await sharp(card.data, { raw: { ...size(card), channels: 4 } })
    .resize({ width: target, kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const layer = await warpOnto(
    { data, width: info.width, height: info.height },
    corners,
    frame,
    'linear',
  );
  const out = Buffer.from(behind);
  for (let i = 0, j = 0; i < out.length; i += 3, j += 4) {
    const alpha = layer[j + 3] as number;
    if (alpha === 0) continue;
    for (let c = 0; c < 3; c += 1) {
      const under = out[i + c] as number;
      out[i + c] = under + (((layer[j + c] as number) - under) * alpha) / 255 + 0.5;
    }
  }
  return out;
}

const size = ({ width, height }: TSize) => ({ width, height });

/** A PNG (or any image sharp reads) as a flat RGBA card. */
export async function flatCard(image: Buffer): Promise<TFlatCard> {
  const { data, info } = await sharp(image)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
