import sharp from 'sharp';
import { moveHead } from '../testing/head-motion.ts';
import { random } from '../testing/photograph.ts';
import type { TPadPerson } from './pad-people.ts';
import {
  camera,
  FRAME,
  flatPhoto,
  glareAndBezel,
  held,
  inRoom,
  liveFrame,
  onScreen,
  printed,
  type TCapture,
  type TPlacement,
  withAlpha,
} from './pad-scenes.ts';

/**
 * The presentation-attack set (ISO/IEC 30107-3 vocabulary): bursts of one liveness
 * challenge, each either bona fide (the person's head drawn moving in depth, head-motion.ts)
 * or one of the attack types below, every one drawn from the person's single photograph.
 * Generated, never stored; same people and seeds, same bytes.
 */
export const ATTACKS = [
  /** A print of the photograph held still (a painted-shut print swapped in for a blink). */
  'print-still',
  /** The print moved: shifted, rolled, swung about a vertical axis. */
  'print-moved',
  /** The print bent and swung: the flat squeeze that reads as a turn, painted-shut eyelids. */
  'print-bent',
  /** The person's own bona fide burst replayed on a phone or monitor. */
  'replay',
  /** A rigid flat cut-out of the face, a real blink in its eye holes, before a real room. */
  'cutout',
] as const;
export type TAttack = (typeof ATTACKS)[number];
export type TPresentation = 'bona-fide' | TAttack;
export type TChallenge = 'BLINK' | 'TURN_LEFT' | 'TURN_RIGHT';
export const CHALLENGES: readonly TChallenge[] = ['BLINK', 'TURN_LEFT', 'TURN_RIGHT'];

export interface TPadBurst {
  person: string;
  challenge: TChallenge;
  presentation: TPresentation;
  seed: number;
  /** Camera JPEGs, 640x480, unmirrored. */
  frames: Buffer[];
}

const FRAMES = 8;
/** How closed the eyes are through a blink burst, and how far a turn has gone. */
const BLINK = [0, 0, 0.35, 1, 1, 0.4, 0, 0];
const TURN = [0, 0.05, 0.25, 0.6, 0.95, 1, 0.7, 0.3];

const between = (next: () => number, low: number, high: number) => low + (high - low) * next();

function captureFor(next: () => number): TCapture {
  return {
    gain: between(next, 0.85, 1.12),
    tint: [between(next, 0.92, 1.06), 1, between(next, 0.9, 1.08)],
    noise: between(next, 1.5, 5),
    quality: Math.round(between(next, 70, 92)),
    light: [between(next, -0.8, 0.8), between(next, -0.6, 0), 0.8],
  };
}

/** A room behind what the attacker holds: another person's surroundings, blurred. */
async function attackRoom(other: TPadPerson): Promise<Buffer> {
  const room = await inRoom(other.rgb, other.size);
  return sharp(room, { raw: { ...FRAME, channels: 3 } })
    .blur(7)
    .linear(0.8, 10)
    .raw()
    .toBuffer();
}

/** One burst of `challenge` for `person`; `other` lends the room (and the cut-out's wearer). */
export async function padBurst(
  person: TPadPerson,
  other: TPadPerson,
  challenge: TChallenge,
  presentation: TPresentation,
  seed: number,
): Promise<TPadBurst> {
  const next = random(seed * 7919 + presentation.length * 131 + challenge.length);
  const capture = captureFor(next);
  const sign = challenge === 'TURN_LEFT' ? 1 : challenge === 'TURN_RIGHT' ? -1 : 0;
  const reach = between(next, 0.4, 0.55);
  const drift: [number, number] = [0, 0];
  const live = [];
  for (let i = 0; i < FRAMES; i += 1) {
    drift[0] += between(next, -1.2, 1.2);
    drift[1] += between(next, -0.8, 0.8);
    live.push(
      await liveFrame(person, {
        yaw: sign * reach * (TURN[i] as number) + between(next, -0.02, 0.02),
        eyesClosed: sign === 0 ? (BLINK[i] as number) : 0,
        shift: [drift[0], drift[1]],
        light: capture.light,
      }),
    );
  }
  const frames: Buffer[] = [];
  if (presentation === 'bona-fide') {
    for (const frame of live) frames.push(await camera(frame, capture, next));
    return { person: person.person, challenge, presentation, seed, frames };
  }
  const room = await attackRoom(other);
  const period = between(next, 3.2, 4.5);
  const base: TPlacement = {
    x: 320 + between(next, -20, 20),
    y: 240 + between(next, -15, 15),
    scale: between(next, 0.8, 0.95),
    roll: between(next, -4, 4),
    swing: 0,
  };
  const band = { period: between(next, 40, 110), phase: between(next, 0, 6.3) };
  const glare = {
    x: between(next, 80, 560),
    y: between(next, 60, 300),
    r: between(next, 40, 110),
    gain: between(next, 30, 90),
  };
  for (let i = 0; i < FRAMES; i += 1) {
    const closed = sign === 0 && (BLINK[i] as number) >= 0.35;
    const turn = sign * (TURN[i] as number);
    let at = { ...base, x: base.x + between(next, -1, 1), y: base.y + between(next, -1, 1) };
    let layer: Buffer;
    if (presentation === 'replay') {
      band.phase += between(next, 0.8, 2.2);
      const shown = glareAndBezel(onScreen(live[i] as Buffer, FRAME, band), FRAME, glare, 14);
      layer = withAlpha(shown, FRAME);
    } else if (presentation === 'cutout') {
      // The victim's flat photo with the wearer's real blink in the eye holes.
      const face = sign === 0 ? liveHoles(person, BLINK[i] as number) : person.rgb;
      const inRoomFace = await inRoom(face, person.size);
      layer = withAlpha(inRoomFace, FRAME, headMask(person));
      const wearer = await liveFrame(other, { light: capture.light });
      at = {
        ...at,
        x: 320 + drift[0] * 3 * Math.sin(i),
        y: 240 + drift[1] * 2,
        scale: 1,
        roll: base.roll * Math.sin(i / 2),
        swing: Math.abs(turn) * 0.6,
      };
      frames.push(await camera(await held(wearer, layer, FRAME, at), capture, next));
      continue;
    } else {
      const squeeze = presentation === 'print-bent' ? turn * 0.5 : 0;
      const photo = await flatPhoto(person, { closed, squeeze });
      layer = withAlpha(printed(await inRoom(photo, person.size), FRAME, period), FRAME);
      if (presentation === 'print-moved') {
        at = {
          ...at,
          x: at.x + 18 * Math.sin(i / 1.7),
          y: at.y + 10 * Math.cos(i / 2.3),
          roll: at.roll + 6 * Math.sin(i / 2),
          swing: sign === 0 ? 0.2 * Math.sin(i) : Math.abs(turn) * 0.65,
        };
      } else if (presentation === 'print-bent') {
        at = { ...at, x: at.x + 4 * Math.sin(i), swing: Math.abs(turn) * 0.25 };
      }
    }
    frames.push(await camera(await held(room, layer, FRAME, at), capture, next));
  }
  return { person: person.person, challenge, presentation, seed, frames };
}

/** The head's ellipse (what a cut-out keeps), in frame pixels, soft at the edge. */
function headMask(person: TPadPerson) {
  const left = Math.floor((FRAME.width - person.size.width) / 2);
  const top = Math.max(0, Math.floor((FRAME.height - person.size.height) / 2));
  const [l, r] = person.geometry.outline;
  const eyeY = (person.geometry.eyes[0]?.[1] ?? 0.4) * person.size.height + top;
  const cx = ((l + r) / 2) * person.size.width + left;
  const a = ((r - l) / 2) * person.size.width * 1.05;
  const b = a * 1.35;
  const cy = eyeY + 0.3 * a;
  return (x: number, y: number) => (1 - Math.hypot((x - cx) / a, (y - cy) / b)) * 12;
}

/** The photograph with a real blink at `closed` in the eyes only (the rest stays flat). */
function liveHoles(person: TPadPerson, closed: number) {
  return moveHead(person.rgb, person.size, person.geometry, { eyesClosed: closed });
}

/** Every burst of a split: each person, challenge and presentation, `seeds` times. */
export async function* padSet(
  people: readonly TPadPerson[],
  options: { seeds: readonly number[]; bonaFideSeeds: readonly number[] },
): AsyncGenerator<TPadBurst> {
  for (const [index, person] of people.entries()) {
    const other = people[(index + 1) % people.length] as TPadPerson;
    for (const challenge of CHALLENGES) {
      for (const seed of options.bonaFideSeeds)
        yield padBurst(person, other, challenge, 'bona-fide', seed);
      for (const attack of ATTACKS) {
        for (const seed of options.seeds) yield padBurst(person, other, challenge, attack, seed);
      }
    }
  }
}
