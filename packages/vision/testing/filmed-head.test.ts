import { beforeAll, describe, expect, it } from 'vitest';
import { blinkFromOpenness, detectBlink } from '../src/face/detect-blink.ts';
import { closerFromBoxes, detectCloser } from '../src/face/detect-closer.ts';
import { detectFace, type TFaceDetection } from '../src/face/detect-face.ts';
import { detectLookUp, lookUpFromPitch } from '../src/face/detect-look-up.ts';
import { detectTurn, turnFromYaw } from '../src/face/detect-turn.ts';
import { faceMatch } from '../src/face/face-match.ts';
import { getHumanEngine } from '../src/face/human-engine.ts';
import type { TFilmedFace } from './face-motion.ts';
import { FILMED_CAMERA, filmedHeadFrame, livenessRound } from './filmed-head.ts';

// The e2e fake camera's round of movements, sampled as the screen samples it: a burst of
// 12 frames 0.25 s apart (0.3 s too: taking a frame takes its time), starting at each frame
// of the round in turn. Each drawn pose goes through the real engine once; the bursts are
// then judged from those readings with the detectors' own rules and the server's
// same-person checks (the frontal frame against the selfie, the moved one against it).

const CHALLENGES = ['BLINK', 'TURN_LEFT', 'TURN_RIGHT', 'LOOK_UP', 'MOVE_CLOSER'] as const;
type TChallenge = (typeof CHALLENGES)[number];
const BURST = 12;

/** One frame as the engine read it: with the iris model (the blink's reading) and without. */
interface TReading {
  frame: Buffer;
  eyes: TFaceDetection;
  plain: TFaceDetection;
}

/** The round as one reading per frame at FILMED_CAMERA.fps, each pose read once. */
async function readRound(face: TFilmedFace): Promise<TReading[]> {
  const read = new Map<string, TReading>();
  const timeline: TReading[] = [];
  for (const [pose, count] of livenessRound(face)) {
    const key = JSON.stringify(pose);
    let reading = read.get(key);
    if (!reading) {
      const frame = await filmedHeadFrame(face, pose);
      const eyes = await detectFace(frame, { eyes: true, attributes: false });
      const plain = await detectFace(frame, { widthFaceRect: 0, attributes: false });
      reading = { frame, eyes, plain };
      read.set(key, reading);
    }
    for (let i = 0; i < count; i += 1) timeline.push(reading);
  }
  return timeline;
}

/** The burst starting at frame `start` with frames `interval` seconds apart. */
const burstOf = (round: TReading[], start: number, interval: number) =>
  Array.from(
    { length: BURST },
    (_, k) =>
      round[Math.floor(start + k * interval * FILMED_CAMERA.fps) % round.length] as TReading,
  );

/** Whether a burst passes `challenge`: the detector's rule and the same-person checks. */
function passes(burst: TReading[], challenge: TChallenge, selfie: number[]): boolean {
  const same = (a: number[] | null | undefined, b: number[] | null | undefined) =>
    Boolean(a && b && faceMatch(a, b).passed);
  const plain = burst.map((reading) => reading.plain);
  const pair = (frontal: number | null, moved: number | null) =>
    frontal !== null &&
    moved !== null &&
    same(selfie, plain[frontal]?.embedding) &&
    same(plain[frontal]?.embedding, plain[moved]?.embedding);
  if (challenge === 'BLINK') {
    const openness = burst.map((reading) => reading.eyes.eyeOpenness);
    const widest = openness.indexOf(Math.max(...openness.map((value) => value ?? 0)));
    return blinkFromOpenness(openness).blinked && same(selfie, burst[widest]?.eyes.embedding);
  }
  if (challenge === 'TURN_LEFT' || challenge === 'TURN_RIGHT') {
    const side = challenge === 'TURN_LEFT' ? 'LEFT' : 'RIGHT';
    const turn = turnFromYaw(
      plain.map((face) => face.yaw),
      side,
    );
    return turn.turned && pair(turn.frontalAt, turn.turnedAt);
  }
  if (challenge === 'LOOK_UP') {
    const up = lookUpFromPitch(
      plain.map((face) => face.pitch),
      undefined,
      plain.map((face) => face.yaw),
    );
    return up.raised && pair(up.frontalAt, up.raisedAt);
  }
  const frame = { width: FILMED_CAMERA.width, height: FILMED_CAMERA.height };
  const faces = plain.map((face) => (face.landmarkBox ? { box: face.landmarkBox, frame } : null));
  const closer = closerFromBoxes(faces);
  return closer.closer && pair(closer.farAt, closer.nearAt);
}

/** The same burst through the detector itself (the pool task's function). */
async function detected(frames: Buffer[], challenge: TChallenge): Promise<boolean> {
  if (challenge === 'BLINK') return (await detectBlink(frames)).blinked;
  if (challenge === 'TURN_LEFT') return (await detectTurn(frames, 'LEFT')).turned;
  if (challenge === 'TURN_RIGHT') return (await detectTurn(frames, 'RIGHT')).turned;
  if (challenge === 'LOOK_UP') return (await detectLookUp(frames)).raised;
  return (await detectCloser(frames)).closer;
}

beforeAll(async () => {
  await getHumanEngine();
}, 60_000);

describe('the fake camera’s round, sampled as the screen does', () => {
  for (const face of ['holder', 'impostor'] as const) {
    it(`${face}: every movement is caught by most bursts, and by its detector`, async () => {
      const round = await readRound(face);
      const selfie = round[0]?.plain.embedding ?? [];
      const caught: Record<string, number> = {};
      for (const interval of [0.25, 0.3]) {
        for (const challenge of CHALLENGES) {
          const starts = round.map((_, start) => start);
          const passed = starts.filter((start) =>
            passes(burstOf(round, start, interval), challenge, selfie),
          );
          caught[`${challenge} ${interval}`] = passed.length / round.length;
          if (interval > 0.25) continue;
          // The first burst that catches it, through the detector itself.
          const first = burstOf(round, passed[0] ?? 0, interval).map((reading) => reading.frame);
          expect(await detected(first, challenge), challenge).toBe(true);
        }
      }
      // Measured: 68–96 % of the bursts at 0.25 s (the blink the least: it needs open eyes
      // on both sides), 84–100 % at 0.3 s; five tries miss a movement caught by 60 % of
      // bursts 1 % of the time, if their starts fall at random.
      const missed = Object.entries(caught).filter(([, share]) => share < 0.6);
      expect(missed, JSON.stringify(caught)).toEqual([]);
    }, 120_000);
  }
});
