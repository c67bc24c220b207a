import type { THeadPose } from '../testing/head-motion.ts';
import { random } from '../testing/photograph.ts';
import { attackFrames } from './pad-attacks.ts';
import {
  ATTACKS,
  attackMovements,
  between,
  CHALLENGES,
  FRAMES,
  progress,
  type TChallenge,
  type TPresentation,
} from './pad-movements.ts';
import type { TPadPerson } from './pad-people.ts';
import { camera, liveFrame, type TCapture } from './pad-scenes.ts';

/**
 * The presentation-attack set (ISO/IEC 30107-3 vocabulary; the attack types and movements in
 * pad-movements.ts): bursts of one liveness challenge, each bona fide (the person's head drawn
 * moving in depth, head-motion.ts) or an attack drawn from the person's single photograph
 * (pad-attacks.ts). Generated, never stored; same people and seeds, same bytes.
 */
export interface TPadBurst {
  person: string;
  challenge: TChallenge;
  presentation: TPresentation;
  seed: number;
  /** Camera JPEGs, 640x480, unmirrored. */
  frames: Buffer[];
}

/** A webcam and a room's light: dim to bright, warm to cold, soft to sharp, clean to grainy. */
export function captureFor(next: () => number): TCapture {
  const dim = next() < 0.3;
  return {
    gain: dim ? between(next, 0.62, 0.8) : between(next, 0.85, 1.15),
    tint: [between(next, 0.88, 1.08), 1, between(next, 0.86, 1.1)],
    noise: dim ? between(next, 4, 8) : between(next, 1.5, 5),
    blur: between(next, 0, 1.1),
    quality: Math.round(between(next, 60, 92)),
    light: [between(next, -1, 1), between(next, -0.7, 0.1), between(next, 0.5, 1)],
    // Half the captures from a phone in the hand, half from a camera on a stand.
    handheld: next() < 0.5 ? { at: [0, 0] } : null,
  };
}

/** A person's head through the burst: the movement asked, with drift. */
function livePoses(challenge: TChallenge, capture: TCapture, next: () => number): THeadPose[] {
  const sign = challenge === 'TURN_LEFT' ? 1 : challenge === 'TURN_RIGHT' ? -1 : 0;
  const reach = {
    yaw: between(next, 0.5, 0.65),
    pitch: between(next, 0.28, 0.38),
    scale: between(next, 1.4, 1.6),
  };
  const drift: [number, number] = [0, 0];
  return Array.from({ length: FRAMES }, (_, i) => {
    drift[0] += between(next, -1.2, 1.2);
    drift[1] += between(next, -0.8, 0.8);
    const p = progress(challenge, i);
    return {
      yaw: sign * reach.yaw * p + between(next, -0.02, 0.02),
      pitch: challenge === 'LOOK_UP' ? reach.pitch * p : between(next, -0.015, 0.015),
      scale: challenge === 'MOVE_CLOSER' ? 1 + (reach.scale - 1) * p : 1,
      eyesClosed: challenge === 'BLINK' ? p : 0,
      shift: [drift[0], drift[1]],
      light: capture.light,
    };
  });
}

const hash = (text: string) =>
  [...text].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 65_521, 7);

/** One burst of `challenge` for `person`; `other` lends the room (and the cut-out's wearer). */
export async function padBurst(
  person: TPadPerson,
  other: TPadPerson,
  challenge: TChallenge,
  presentation: TPresentation,
  seed: number,
): Promise<TPadBurst> {
  const next = random(seed * 7919 + hash(presentation) * 131 + hash(challenge));
  const capture = captureFor(next);
  const poses = livePoses(challenge, capture, next);
  const live = await Promise.all(poses.map((pose) => liveFrame(person, pose)));
  if (presentation !== 'bona-fide') {
    const scene = { person, other, challenge, capture, next, live, poses };
    const frames = await attackFrames(scene, presentation);
    return { person: person.person, challenge, presentation, seed, frames };
  }
  // One frame at a time: the noise of each frame is drawn from `next` in order.
  const frames: Buffer[] = [];
  for (const frame of live) frames.push(await camera(frame, capture, next));
  return { person: person.person, challenge, presentation, seed, frames };
}

/**
 * Every burst of a split: each person answers every movement bona fide for each of
 * `bonaFideSeeds`, and presents each attack for each of `seeds` answering
 * `movementsPerAttack` of its movements, taken in turn so the people cover them all.
 */
export async function* padSet(
  people: readonly TPadPerson[],
  options: {
    seeds: readonly number[];
    bonaFideSeeds: readonly number[];
    movementsPerAttack: number;
  },
): AsyncGenerator<TPadBurst> {
  for (const [index, person] of people.entries()) {
    const other = people[(index + 1) % people.length] as TPadPerson;
    for (const seed of options.bonaFideSeeds)
      for (const challenge of CHALLENGES)
        yield padBurst(person, other, challenge, 'bona-fide', seed);
    for (const [a, attack] of ATTACKS.entries()) {
      const movements = attackMovements(attack);
      for (const [s, seed] of options.seeds.entries()) {
        const count = Math.min(movements.length, options.movementsPerAttack);
        const start = (index * count + s * count + a) % movements.length;
        for (let k = 0; k < count; k += 1) {
          const challenge = movements[(start + k) % movements.length] as TChallenge;
          yield padBurst(person, other, challenge, attack, seed);
        }
      }
    }
  }
}
