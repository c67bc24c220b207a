import sharp from 'sharp';
import { closeEyes, type TFaceGeometry, type TSize, turnHead } from '../testing/face-motion.ts';
import { moveHead, type THeadPose } from '../testing/head-motion.ts';

/**
 * The frames of the presentation-attack set: a person before a webcam, or what an attacker
 * holds up instead. Everything is drawn from one photograph per person (pad-people.ts); see
 * generate-pad-set.ts for what each presentation is and docs/vision.md for how far from a
 * real capture this is.
 */

export const FRAME = { width: 640, height: 480 } as const;

/** One person's photograph, as RGB, with its landmarks. */
export interface TPadFace {
  rgb: Buffer;
  size: TSize;
  geometry: TFaceGeometry;
}

/** How the webcam and the room look for one burst. */
export interface TCapture {
  gain: number;
  /** Per-channel multipliers: the light's colour. */
  tint: readonly [number, number, number];
  noise: number;
  quality: number;
  light: readonly [number, number, number];
}

const raw = (size: TSize) => ({ raw: { ...size, channels: 3 as const } });

/** The face's photograph in a 640x480 frame: mirrored past its edges (its own room). */
export async function inRoom(rgb: Buffer, size: TSize): Promise<Buffer> {
  const left = Math.floor((FRAME.width - size.width) / 2);
  const top = Math.max(0, Math.floor((FRAME.height - size.height) / 2));
  // Mirrored a step at a time: one mirror reaches no further than the image is wide.
  let image = rgb;
  let current = { ...size };
  let at = { left: 0, top: 0 };
  while (
    at.left < left ||
    at.top < top ||
    current.width - at.left < FRAME.width - left ||
    current.height - at.top < FRAME.height - top
  ) {
    const step = { x: current.width - 1, y: current.height - 1 };
    const grow = {
      left: Math.min(step.x, Math.max(0, left - at.left)),
      right: Math.min(step.x, Math.max(0, FRAME.width - left - (current.width - at.left))),
      top: Math.min(step.y, Math.max(0, top - at.top)),
      bottom: Math.min(step.y, Math.max(0, FRAME.height - top - (current.height - at.top))),
    };
    image = await sharp(image, raw(current))
      .extend({ ...grow, extendWith: 'mirror' })
      .raw()
      .toBuffer();
    current = {
      width: current.width + grow.left + grow.right,
      height: current.height + grow.top + grow.bottom,
    };
    at = { left: at.left + grow.left, top: at.top + grow.top };
  }
  return sharp(image, raw(current))
    .extract({ left: at.left - left, top: at.top - top, ...FRAME })
    .raw()
    .toBuffer();
}

/** A bona fide frame: the head in `pose` in front of its (still) surroundings. */
export function liveFrame(face: TPadFace, pose: THeadPose): Promise<Buffer> {
  return inRoom(moveHead(face.rgb, face.size, face.geometry, pose), face.size);
}

/** The flat photograph an attacker prints: frontal, eyes open or painted shut, squeezed. */
export async function flatPhoto(face: TPadFace, paint: { closed?: boolean; squeeze?: number }) {
  let rgb = face.rgb;
  if (paint.closed) rgb = await closeEyes(rgb, face.size, face.geometry);
  if (paint.squeeze) rgb = turnHead(rgb, face.size, face.geometry, paint.squeeze);
  return rgb;
}

/**
 * A print of `rgb` (the frame-sized scene): paper's smaller gamut, a warm cast and a dot
 * screen, with a white border.
 */
export function printed(rgb: Buffer, size: TSize, period: number): Buffer {
  const out = Buffer.alloc(rgb.length);
  for (let y = 0; y < size.height; y += 1) {
    for (let x = 0; x < size.width; x += 1) {
      const screen =
        0.93 +
        0.07 *
          Math.cos((2 * Math.PI * (x + y)) / period) *
          Math.cos((2 * Math.PI * (x - y)) / period);
      for (let c = 0; c < 3; c += 1) {
        const i = (y * size.width + x) * 3 + c;
        const paper = 22 + 0.8 * (rgb[i] as number) + (c === 0 ? 6 : c === 2 ? -6 : 0);
        out[i] = Math.max(0, Math.min(255, Math.round(paper * screen)));
      }
    }
  }
  return out;
}

/** A phone or monitor showing `rgb`: subpixel stripes, a rolling refresh band, a bluish cast. */
export function onScreen(rgb: Buffer, size: TSize, band: { phase: number; period: number }) {
  const out = Buffer.alloc(rgb.length);
  for (let y = 0; y < size.height; y += 1) {
    const refresh = 1 - 0.07 * (0.5 + 0.5 * Math.sin((2 * Math.PI * y) / band.period + band.phase));
    const row = y % 3 === 2 ? 0.82 : 1;
    for (let x = 0; x < size.width; x += 1) {
      for (let c = 0; c < 3; c += 1) {
        const i = (y * size.width + x) * 3 + c;
        const stripe = x % 3 === c ? 1.12 : 0.9;
        const cast = c === 2 ? 1.06 : c === 0 ? 0.95 : 1;
        out[i] = Math.max(
          0,
          Math.min(255, Math.round((rgb[i] as number) * stripe * row * refresh * cast)),
        );
      }
    }
  }
  return out;
}

export interface TPlacement {
  /** Centre of the held thing in the frame, px. */
  x: number;
  y: number;
  /** Size relative to the frame. */
  scale: number;
  /** In-plane rotation, degrees. */
  roll: number;
  /** Rotation about the vertical axis (the width foreshortened by its cosine), radians. */
  swing: number;
}

/**
 * `layer` (RGBA, `size`) held up in front of `room` (a frame's RGB): scaled, rolled,
 * swung; what the camera sees.
 */
export async function held(room: Buffer, layer: Buffer, size: TSize, at: TPlacement) {
  const cos = Math.cos((at.roll * Math.PI) / 180);
  const sin = Math.sin((at.roll * Math.PI) / 180);
  const sx = at.scale * Math.cos(at.swing);
  const sy = at.scale;
  const moved = await sharp(layer, { raw: { ...size, channels: 4 } })
    .affine(
      [
        [sx * cos, -sy * sin],
        [sx * sin, sy * cos],
      ],
      { background: { r: 0, g: 0, b: 0, alpha: 0 }, interpolator: 'bilinear' },
    )
    .png()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = moved.info;
  const left = Math.round(at.x - width / 2);
  const top = Math.round(at.y - height / 2);
  const crop = {
    left: Math.max(0, -left),
    top: Math.max(0, -top),
    width: Math.min(width, FRAME.width - left) - Math.max(0, -left),
    height: Math.min(height, FRAME.height - top) - Math.max(0, -top),
  };
  const input = await sharp(moved.data).extract(crop).png().toBuffer();
  return sharp(room, raw(FRAME))
    .composite([{ input, left: Math.max(0, left), top: Math.max(0, top) }])
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** RGB plus an alpha channel: opaque, or `mask(x, y)` 0..1. */
export function withAlpha(rgb: Buffer, size: TSize, mask?: (x: number, y: number) => number) {
  const out = Buffer.alloc(size.width * size.height * 4);
  for (let i = 0; i < size.width * size.height; i += 1) {
    out[i * 4] = rgb[i * 3] as number;
    out[i * 4 + 1] = rgb[i * 3 + 1] as number;
    out[i * 4 + 2] = rgb[i * 3 + 2] as number;
    const alpha = mask ? mask(i % size.width, Math.floor(i / size.width)) : 1;
    out[i * 4 + 3] = Math.round(255 * Math.max(0, Math.min(1, alpha)));
  }
  return out;
}

/** A glare spot (additive, soft) and a black bezel of `bezel` px around an RGB image. */
export function glareAndBezel(
  rgb: Buffer,
  size: TSize,
  glare: { x: number; y: number; r: number; gain: number },
  bezel: number,
) {
  const out = Buffer.from(rgb);
  for (let y = 0; y < size.height; y += 1) {
    for (let x = 0; x < size.width; x += 1) {
      const edge = x < bezel || y < bezel || x >= size.width - bezel || y >= size.height - bezel;
      const add =
        glare.gain * Math.exp(-((x - glare.x) ** 2 + (y - glare.y) ** 2) / (2 * glare.r ** 2));
      for (let c = 0; c < 3; c += 1) {
        const i = (y * size.width + x) * 3 + c;
        out[i] = edge ? 12 : Math.min(255, Math.round((rgb[i] as number) + add));
      }
    }
  }
  return out;
}

/** The webcam: gain, the light's colour, sensor noise, JPEG. `seed` varies the noise. */
export function camera(rgb: Buffer, capture: TCapture, next: () => number): Promise<Buffer> {
  const out = Buffer.alloc(rgb.length);
  for (let i = 0; i < rgb.length; i += 1) {
    // Box-Muller would be exact; a sum of three uniforms is close enough for sensor noise.
    const noise = (next() + next() + next() - 1.5) * 2 * capture.noise;
    const value = (rgb[i] as number) * capture.gain * (capture.tint[i % 3] as number) + noise;
    out[i] = Math.max(0, Math.min(255, Math.round(value)));
  }
  return sharp(out, raw(FRAME)).jpeg({ quality: capture.quality }).toBuffer();
}
