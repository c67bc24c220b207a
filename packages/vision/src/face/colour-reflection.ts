import {
  COLOUR_NAMES,
  COLOUR_RGB,
  COLOUR_SEQUENCE_DEFAULTS,
  type TColourName,
} from '@confirma/contracts/identification';
import sharp from 'sharp';
import type { TFaceBox } from './detect-face.ts';

type TRgb = readonly [number, number, number];

/**
 * The face's part whose colour is measured, as shares of the face mesh's box (cheeks, nose,
 * the forehead's lower half: skin, away from the hair and the room behind the outline).
 */
const SKIN_ACROSS = { from: 0.25, to: 0.75 } as const;
const SKIN_DOWN = { from: 0.3, to: 0.8 } as const;
/** The far room: the frame's top corners, this share of its width and height each... */
const ROOM_CORNER = { across: 0.18, down: 0.3 } as const;
/** ...and none of it within the face box grown by this factor about its centre. */
const ROOM_CLEAR_OF_FACE = 1.4;
/**
 * A step counts when the face's chromaticity moved towards the issued colour by at least
 * this much more than the room's (chromaticity units, r + g + b = 1). A face 20 cm from a
 * phone's full screen moves by 0.02–0.06 on the generated frames; the room, noise and a
 * camera's white balance by under 0.003.
 */
export const MIN_STEP_SHIFT = 0.008;

/** One step of the sequence as measured: what the face did against the room. */
export interface TColourStep {
  /** The issued colour's index in the palette. */
  issued: number;
  /** The palette colour the face's change is nearest to (cosine), or null without a change. */
  nearest: number | null;
  /** The face's change towards the issued colour beyond the room's (chromaticity). */
  shift: number;
  /** The room's own change towards it. */
  roomShift: number;
  /** Cosine of the face's change (beyond the room's) with the issued colour's direction. */
  agreement: number;
  matched: boolean;
}

export interface TColourReflection {
  steps: TColourStep[];
  /** Steps whose colour the face took. */
  matched: number;
  /**
   * 0..1: the steps' mean agreement (negative where the face moved away from the colour),
   * each weighed by how far its change reached MIN_STEP_SHIFT (half as far counts half).
   */
  score: number;
}

type TChroma = [number, number, number];

/** Mean chromaticity (each channel over their sum) of the pixels `inside` keeps. */
async function chromaOf(
  frame: Uint8Array,
  inside: (x: number, y: number, width: number, height: number) => boolean,
): Promise<TChroma> {
  const { data, info } = await sharp(frame)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sums = [0, 0, 0];
  for (let y = 0; y < info.height; y += 2) {
    for (let x = 0; x < info.width; x += 2) {
      if (!inside(x, y, info.width, info.height)) continue;
      const at = (y * info.width + x) * 3;
      for (let c = 0; c < 3; c += 1) sums[c] = (sums[c] as number) + (data[at + c] as number);
    }
  }
  const [r = 0, g = 0, b = 0] = sums;
  const total = r + g + b || 1;
  return [r / total, g / total, b / total];
}

/** Where the skin and the far room are, in a frame of the face `box` (source pixels). */
function regions(box: TFaceBox) {
  const skin = (x: number, y: number) =>
    x >= box.x + box.width * SKIN_ACROSS.from &&
    x <= box.x + box.width * SKIN_ACROSS.to &&
    y >= box.y + box.height * SKIN_DOWN.from &&
    y <= box.y + box.height * SKIN_DOWN.to;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const clearX = (box.width * ROOM_CLEAR_OF_FACE) / 2;
  const clearY = (box.height * ROOM_CLEAR_OF_FACE) / 2;
  const room = (x: number, y: number, width: number, height: number) =>
    y < height * ROOM_CORNER.down &&
    (x < width * ROOM_CORNER.across || x > width * (1 - ROOM_CORNER.across)) &&
    (Math.abs(x - cx) > clearX || Math.abs(y - cy) > clearY);
  return { skin, room };
}

const minus = (a: TChroma, b: TChroma): TChroma => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: readonly number[], b: readonly number[]) =>
  a.reduce((sum, value, i) => sum + value * (b[i] ?? 0), 0);
const norm = (a: readonly number[]) => Math.sqrt(dot(a, a));

/** The direction a colour moves a white-lit surface's chromaticity in (unit length). */
function directionOf(colour: TRgb, neutral: TRgb): TChroma {
  const chroma = (rgb: TRgb): TChroma => {
    const total = rgb[0] + rgb[1] + rgb[2] || 1;
    return [rgb[0] / total, rgb[1] / total, rgb[2] / total];
  };
  const direction = minus(chroma(colour), chroma(neutral));
  const length = norm(direction) || 1;
  return [direction[0] / length, direction[1] / length, direction[2] / length];
}

/**
 * How the face's colour followed a sequence the screen showed: `frames` are the neutral
 * screen's frame then one per step, `issued` each step's palette index, `box` the face
 * mesh's box in the neutral frame (the person holds still for the few seconds). Per step,
 * the skin's chromaticity change from the neutral frame, less the far room's (a camera's
 * white balance or the room's own light moves both), against the issued colour's direction:
 * the step is matched when the palette colour nearest to that change is the issued one and
 * the change towards it is at least MIN_STEP_SHIFT.
 */
export async function colourReflection(
  frames: readonly Uint8Array[],
  issued: readonly number[],
  palette: readonly TRgb[],
  neutral: TRgb,
  box: TFaceBox,
): Promise<TColourReflection> {
  const { skin, room } = regions(box);
  const measured = await Promise.all(
    frames.map(async (frame) => ({
      skin: await chromaOf(frame, skin),
      room: await chromaOf(frame, room),
    })),
  );
  const [reference, ...stepped] = measured;
  if (!reference || stepped.length !== issued.length) {
    throw new Error('colourReflection needs the neutral frame and one frame per step');
  }
  const directions = palette.map((colour) => directionOf(colour, neutral));
  const steps = stepped.map((frame, i): TColourStep => {
    const index = issued[i] as number;
    const direction = directions[index] as TChroma;
    const roomChange = minus(frame.room, reference.room);
    const change = minus(minus(frame.skin, reference.skin), roomChange);
    const length = norm(change);
    const cosines = directions.map((other) => (length ? dot(change, other) / length : 0));
    const best = Math.max(...cosines);
    const nearest = length ? cosines.indexOf(best) : null;
    const shift = dot(change, direction);
    const agreement = length ? shift / length : 0;
    return {
      issued: index,
      nearest,
      shift: round(shift),
      roomShift: round(dot(roomChange, direction)),
      agreement: round(agreement),
      matched: nearest === index && shift >= MIN_STEP_SHIFT,
    };
  });
  // Each step's agreement (a change away from the colour counts against), weighed by how
  // far the change reached MIN_STEP_SHIFT: a faint reflection (a monitor's glass) scores little.
  const weighed = steps.map(
    (step) => step.agreement * Math.min(1, Math.abs(step.shift) / MIN_STEP_SHIFT),
  );
  const mean = weighed.reduce((sum, value) => sum + value, 0) / (steps.length || 1);
  return {
    steps,
    matched: steps.filter((step) => step.matched).length,
    score: round(Math.max(0, Math.min(1, mean))),
  };
}

const round = (value: number) => Number(value.toFixed(4));

/** colourReflection on the product's palette and neutral screen, the steps named. */
export function measureColours(
  frames: readonly Uint8Array[],
  colours: readonly TColourName[],
  box: TFaceBox,
): Promise<TColourReflection> {
  return colourReflection(
    frames,
    colours.map((name) => COLOUR_NAMES.indexOf(name)),
    COLOUR_NAMES.map((name) => COLOUR_RGB[name]),
    COLOUR_SEQUENCE_DEFAULTS.neutral,
    box,
  );
}

/**
 * Whether the face followed the sequence: every step but COLOUR_SEQUENCE_DEFAULTS.missesAllowed
 * matched (a step the camera caught while the screen changed colour), and the steps' mean
 * agreement at least its passScore.
 */
export function colourFollowed(reflection: TColourReflection): boolean {
  const { missesAllowed, passScore } = COLOUR_SEQUENCE_DEFAULTS;
  return (
    reflection.steps.length > 0 &&
    reflection.matched >= reflection.steps.length - missesAllowed &&
    reflection.score >= passScore
  );
}
