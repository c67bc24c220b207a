import { blinkFromOpenness } from '../src/face/blink-motion.ts';
import { burstConsistency, type TBurstConsistency } from '../src/face/burst-consistency.ts';
import { closerFromBoxes } from '../src/face/closer-motion.ts';
import { detectFace, type TFaceDetection } from '../src/face/detect-face.ts';
import { lookUpFromPitch } from '../src/face/look-up-motion.ts';
import { turnFromYaw } from '../src/face/turn-motion.ts';
import type { TChallenge } from './pad-movements.ts';

/** What the liveness measures saw in one burst. */
export interface TBurstMeasure extends TBurstConsistency {
  /** The active challenge as the server judges it (no face match). */
  active: boolean;
  /** Human's passive scores, the lowest over the burst's frames. */
  antispoof: number;
  liveness: number;
}

/**
 * The active check of `challenge` over a burst's faces, as the server judges it, and the
 * pair of frames flatness is measured on (a turn's, or a look up's about the other axis).
 */
function activeCheck(challenge: TChallenge, faces: TFaceDetection[], frame: TFrameSize) {
  const of = <T>(pick: (face: TFaceDetection) => T | null) =>
    faces.map((face) => (face.detected ? pick(face) : null));
  if (challenge === 'BLINK')
    return { active: blinkFromOpenness(of((face) => face.eyeOpenness)).blinked, pair: null };
  if (challenge === 'MOVE_CLOSER') {
    const boxes = of((face) => (face.landmarkBox ? { box: face.landmarkBox, frame } : null));
    return { active: closerFromBoxes(boxes).closer, pair: null };
  }
  if (challenge === 'LOOK_UP') {
    const look = lookUpFromPitch(
      of((face) => face.pitch),
      undefined,
      of((face) => face.yaw),
    );
    const pair =
      look.frontalAt !== null && look.raisedAt !== null
        ? { frontalAt: look.frontalAt, turnedAt: look.raisedAt, axis: 'pitch' as const }
        : null;
    return { active: look.raised, pair };
  }
  const turn = turnFromYaw(
    of((face) => face.yaw),
    challenge === 'TURN_LEFT' ? 'LEFT' : 'RIGHT',
  );
  const pair =
    turn.frontalAt !== null && turn.turnedAt !== null
      ? { frontalAt: turn.frontalAt, turnedAt: turn.turnedAt, axis: 'yaw' as const }
      : null;
  return { active: turn.turned, pair };
}

type TFrameSize = { width: number; height: number };

/**
 * Runs the face check on each frame (JPEG or PNG bytes of `frame` size) and the consistency
 * measures over the burst.
 */
export async function measureBurst(
  frames: readonly Uint8Array[],
  challenge: TChallenge,
  frame: TFrameSize,
): Promise<TBurstMeasure> {
  const faces: TFaceDetection[] = [];
  for (const image of frames) {
    faces.push(
      await detectFace(image, {
        eyes: challenge === 'BLINK',
        liveness: true,
        widthFaceRect: 0,
        attributes: false,
        describe: false,
      }),
    );
  }
  const found = faces.filter((face) => face.detected);
  const lowest = (pick: (face: TFaceDetection) => number | null) =>
    found.length ? Math.min(...found.map((face) => pick(face) ?? 0)) : 0;
  const { active, pair } = activeCheck(challenge, faces, frame);
  const consistency = await burstConsistency(
    frames,
    faces.map((face) => face.box),
    pair,
  );
  return {
    active,
    antispoof: lowest((face) => face.antispoof),
    liveness: lowest((face) => face.liveness),
    ...consistency,
  };
}
