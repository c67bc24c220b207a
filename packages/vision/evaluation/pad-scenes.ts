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
  /** The lens's softness: a Gaussian blur's sigma, px (0: sharp). */
  blur: number;
  quality: number;
  light: readonly [number, number, number];
  /**
   * A camera held in the hand (a phone): the whole picture shifts from frame to frame, a
   * random walk of up to HANDHELD_STEP px a frame, where `at` is now; null on a stand.
   */
  handheld: { at: [number, number] } | null;
}

/** A hand-held camera's largest shift from one frame to the next (0.25 s), px. */
export const HANDHELD_STEP = { x: 3, y: 2 } as const;
const HANDHELD_REACH = 12;

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

const rooms = new WeakMap<Buffer, Promise<Buffer>>();

/**
 * The room a person sits in: their still photograph mirrored past its edges and blurred
 * (no mirrored face in it), the same in every frame.
 */
function roomOf(face: TPadFace): Promise<Buffer> {
  let room = rooms.get(face.rgb);
  if (!room) {
    room = inRoom(face.rgb, face.size).then((mirrored) =>
      sharp(mirrored, raw(FRAME)).blur(7).raw().toBuffer(),
    );
    rooms.set(face.rgb, room);
  }
  return room;
}

/** A bona fide frame: the head in `pose`, its photograph over its still room. */
export async function liveFrame(face: TPadFace, pose: THeadPose): Promise<Buffer> {
  const moved = moveHead(face.rgb, face.size, face.geometry, pose);
  const left = Math.floor((FRAME.width - face.size.width) / 2);
  const top = Math.max(0, Math.floor((FRAME.height - face.size.height) / 2));
  const photo = await sharp(moved, raw(face.size)).png().toBuffer();
  return sharp(await roomOf(face), raw(FRAME))
    .composite([{ input: photo, left, top }])
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** The flat photograph an attacker prints: frontal, eyes open or painted shut, squeezed. */
export async function flatPhoto(face: TPadFace, paint: { closed?: boolean; squeeze?: number }) {
  let rgb = face.rgb;
  if (paint.closed) rgb = await closeEyes(rgb, face.size, face.geometry);
  if (paint.squeeze) rgb = turnHead(rgb, face.size, face.geometry, paint.squeeze);
  return rgb;
}

/**
 * A print bent about a horizontal line at `axis` (a share of the height): below it the sheet
 * leans away from the camera by `angle` radians, its rows foreshortened by the cosine.
 */
export function bentBack(rgb: Buffer, size: TSize, axis: number, angle: number): Buffer {
  const out = Buffer.from(rgb);
  const line = axis * size.height;
  const cos = Math.cos(angle);
  for (let y = Math.ceil(line); y < size.height; y += 1) {
    const from = line + (y - line) / cos;
    const y0 = Math.floor(from);
    const share = from - y0;
    for (let x = 0; x < size.width; x += 1) {
      for (let c = 0; c < 3; c += 1) {
        const i = (y * size.width + x) * 3 + c;
        const row = (r: number) => Math.min(size.height - 1, r) * size.width;
        const a = rgb[(row(y0) + x) * 3 + c] as number;
        const b = rgb[(row(y0 + 1) + x) * 3 + c] as number;
        out[i] = Math.round(a * (1 - share) + b * share);
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
  /** Rotation about the horizontal axis (the height foreshortened by its cosine), radians. */
  tilt?: number;
}

/**
 * `layer` (RGBA, `size`) held up in front of `room` (a frame's RGB): scaled, rolled,
 * swung; what the camera sees.
 */
export async function held(room: Buffer, layer: Buffer, size: TSize, at: TPlacement) {
  const cos = Math.cos((at.roll * Math.PI) / 180);
  const sin = Math.sin((at.roll * Math.PI) / 180);
  const sx = at.scale * Math.cos(at.swing);
  const sy = at.scale * Math.cos(at.tilt ?? 0);
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

/** The webcam: softness, gain, the light's colour, sensor noise, JPEG. `next` draws the noise. */
export async function camera(rgb: Buffer, capture: TCapture, next: () => number): Promise<Buffer> {
  const held = capture.handheld ? await shaken(rgb, capture.handheld, next) : rgb;
  const soft =
    capture.blur >= 0.3 ? await sharp(held, raw(FRAME)).blur(capture.blur).raw().toBuffer() : held;
  const out = Buffer.alloc(rgb.length);
  for (let i = 0; i < rgb.length; i += 1) {
    // Box-Muller would be exact; a sum of three uniforms is close enough for sensor noise.
    const noise = (next() + next() + next() - 1.5) * 2 * capture.noise;
    const value = (soft[i] as number) * capture.gain * (capture.tint[i % 3] as number) + noise;
    out[i] = Math.max(0, Math.min(255, Math.round(value)));
  }
  return sharp(out, raw(FRAME)).jpeg({ quality: capture.quality }).toBuffer();
}

/** The picture moved as a hand moves the camera: the walk's next step, the edges mirrored. */
async function shaken(rgb: Buffer, hand: { at: [number, number] }, next: () => number) {
  const step = (at: number, most: number) =>
    Math.max(-HANDHELD_REACH, Math.min(HANDHELD_REACH, at + Math.round((2 * next() - 1) * most)));
  hand.at = [step(hand.at[0], HANDHELD_STEP.x), step(hand.at[1], HANDHELD_STEP.y)];
  const grown = await sharp(rgb, raw(FRAME))
    .extend({
      top: HANDHELD_REACH,
      bottom: HANDHELD_REACH,
      left: HANDHELD_REACH,
      right: HANDHELD_REACH,
      extendWith: 'mirror',
    })
    .raw()
    .toBuffer();
  const size = {
    width: FRAME.width + 2 * HANDHELD_REACH,
    height: FRAME.height + 2 * HANDHELD_REACH,
  };
  return sharp(grown, raw(size))
    .extract({ left: HANDHELD_REACH + hand.at[0], top: HANDHELD_REACH + hand.at[1], ...FRAME })
    .raw()
    .toBuffer();
}
