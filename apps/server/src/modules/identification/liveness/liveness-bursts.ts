import {
  IDENTIFICATION_DEFAULTS,
  type TLivenessChallengeKind,
} from '@confirma/contracts/identification';
import {
  BLINK_THRESHOLDS,
  blinkFromOpenness,
  closerFromBoxes,
  faceMatch,
  lookUpFromPitch,
  PAD_BLOCKING,
  PAD_THRESHOLDS,
  padDecision,
  type TBurstConsistency,
  type TBurstPair,
  type TFaceDetection,
  turnFromYaw,
} from '@confirma/vision';
import type { TIdentificationContext, TIdentificationRow } from '../identification.types.ts';

/** The movements the server draws its challenges from (each judged below). */
export const CHALLENGE_KINDS = [
  'BLINK',
  'TURN_LEFT',
  'TURN_RIGHT',
  'LOOK_UP',
  'MOVE_CLOSER',
] as const satisfies readonly TLivenessChallengeKind[];

/** How one burst went: passed, its score 0..1, and what its evidence event records. */
export interface TBurstOutcome {
  passed: boolean;
  score: number;
  evidence: Record<string, unknown>;
  /**
   * Descriptors of the burst's most frontal frames of the selfie's person (at most
   * KEPT_PER_BURST): with the selfie, what the document portrait is matched against.
   */
  descriptors: number[][];
}

const threshold = IDENTIFICATION_DEFAULTS.biometryConfidence;
/** Frontal frames of a passed burst kept for the portrait match. */
const KEPT_PER_BURST = 3;
/** Of a burst's frames, the least share that must show a face (a movement out of view is no answer). */
const MIN_FACE_SHARE = 0.5;
const round = (value: number) => Number(value.toFixed(4));
const clamp01 = (value: number) => Math.max(0, Math.min(1, value));

/** One frame's face as the pool's `faces` task measures it, with the frame's size. */
export type TFrameFace = Omit<TFaceDetection, 'faceImage'> & {
  frame: { width: number; height: number };
};

/** Biometry confidence of two descriptors; 0 when one is missing (no face, no selfie). */
const similarityOf = (a: readonly number[] | null, b: readonly number[] | null) =>
  a && b ? faceMatch(a, b, { threshold }).similarity : 0;

/**
 * One challenge's burst (decoded frames): every frame's face checked once in the vision pool,
 * then judged here on three counts. The movement: the kind's decision over the frames'
 * measures (blink-motion.ts, turn-motion.ts, look-up-motion.ts, closer-motion.ts). The
 * person: every frame that shows a face is the selfie's person (`row.faceEmbedding`) at the
 * biometry threshold, directly or through the burst's frame most like the selfie (a turned
 * head scores lower against a frontal selfie than against the same head a second earlier),
 * and at least half the frames show one. The presentation: a burst that moved is measured
 * again in the pool for what a print or a screen gives away (@confirma/vision's padDecision:
 * a screen's or a print's pattern, a turn or a look up that a bent sheet explains; the room
 * moving with the face is refused only where IDENTIFICATION_FIXED_CAMERA says every camera
 * stands still, and otherwise kept in the evidence). All three must hold.
 */
export async function checkBurst(
  context: TIdentificationContext,
  row: TIdentificationRow,
  kind: TLivenessChallengeKind,
  frames: Uint8Array[],
): Promise<TBurstOutcome> {
  const faces = await context.vision.run('faces', {
    frames: frames.map((frame) => frame.slice()),
    options: { widthFaceRect: 0, attributes: false, eyes: kind === 'BLINK' },
  });
  const motion = judgeMotion(kind, faces);
  const person = samePerson(row.faceEmbedding, faces);
  const presentation = motion.moved
    ? await presentationOf(context, kind, frames, faces, motion.turn)
    : null;
  const passed = motion.moved && person.same && presentation?.live === true;
  return {
    passed,
    score: round(clamp01(motion.score)),
    evidence: {
      ...motion.evidence,
      ...person.evidence,
      presentation: presentation?.evidence ?? null,
    },
    descriptors: passed ? person.frontal : [],
  };
}

/** The burst's frame-consistency measures (vision pool) and what padDecision finds in them. */
async function presentationOf(
  context: TIdentificationContext,
  kind: TLivenessChallengeKind,
  frames: Uint8Array[],
  faces: readonly TFrameFace[],
  turn: TBurstPair | null,
) {
  const measures: TBurstConsistency = await context.vision.run('consistency', {
    frames: frames.map((frame) => frame.slice()),
    boxes: faces.map((face) => (face.detected ? face.box : null)),
    turn,
  });
  const blocking = context.platform.config.IDENTIFICATION_FIXED_CAMERA
    ? [...PAD_BLOCKING, 'SURROUND_MOVED' as const]
    : PAD_BLOCKING;
  const decision = padDecision(kind, measures, PAD_THRESHOLDS, blocking);
  return {
    live: decision.live,
    evidence: {
      live: decision.live,
      findings: decision.findings,
      surroundMotion: round(measures.surroundMotion),
      flatness: measures.flatness === null ? null : round(measures.flatness),
      screenPeak: round(measures.screenPeak),
    },
  };
}

/**
 * Whether the frames show the asked movement, how clearly (0..1), and what was measured: a
 * burst's frames here, the recording's own frames again at the verdict.
 */
export function judgeMotion(kind: TLivenessChallengeKind, faces: readonly TFrameFace[]) {
  if (kind === 'BLINK') {
    const openness = faces.map((face) => (face.detected ? face.eyeOpenness : null));
    const blink = blinkFromOpenness(openness);
    const measured = openness.filter((value): value is number => value !== null);
    const widest = measured.length ? Math.max(...measured) : 0;
    // The blink's depth: how far the openness fell from its widest.
    const score = widest > 0 ? (widest - Math.min(...measured)) / widest : 0;
    return { moved: blink.blinked, score, evidence: { blinked: blink.blinked }, turn: null };
  }
  if (kind === 'TURN_LEFT' || kind === 'TURN_RIGHT') {
    const yaw = faces.map((face) => (face.detected ? face.yaw : null));
    const turn = turnFromYaw(yaw, kind === 'TURN_LEFT' ? 'LEFT' : 'RIGHT');
    const reached = turn.turnedAt === null ? null : (yaw[turn.turnedAt] ?? null);
    const pair =
      turn.frontalAt !== null && turn.turnedAt !== null
        ? { frontalAt: turn.frontalAt, turnedAt: turn.turnedAt, axis: 'yaw' as const }
        : null;
    return {
      moved: turn.turned,
      score: turn.swing,
      evidence: { turned: turn.turned, yaw: reached, swing: turn.swing },
      turn: pair,
    };
  }
  if (kind === 'LOOK_UP') {
    const pitch = faces.map((face) => (face.detected ? face.pitch : null));
    const yaw = faces.map((face) => (face.detected ? face.yaw : null));
    const up = lookUpFromPitch(pitch, undefined, yaw);
    const reached = up.raisedAt === null ? null : (pitch[up.raisedAt] ?? null);
    return {
      moved: up.raised,
      score: up.swing,
      evidence: { raised: up.raised, pitch: reached, swing: up.swing },
      turn:
        up.frontalAt !== null && up.raisedAt !== null
          ? { frontalAt: up.frontalAt, turnedAt: up.raisedAt, axis: 'pitch' as const }
          : null,
    };
  }
  const closer = closerFromBoxes(
    faces.map((face) =>
      face.detected && face.landmarkBox ? { box: face.landmarkBox, frame: face.frame } : null,
    ),
  );
  // The growth beyond the start: 1.3 times wider scores 0.3, twice as wide 1.
  return {
    moved: closer.closer,
    score: closer.growth - 1,
    evidence: { closer: closer.closer, growth: closer.growth },
    turn: null,
  };
}

/**
 * Whether every frame with a face is the selfie's person: against the selfie, or against the
 * burst's anchor (its frame most like the selfie, itself at the threshold). Also the
 * descriptors of the most frontal matching frames, eyes open where measured.
 */
function samePerson(selfie: readonly number[] | null, faces: readonly TFrameFace[]) {
  const seen = faces
    .map((face, index) => ({ face, index, toSelfie: similarityOf(selfie, face.embedding) }))
    .filter(({ face }) => face.detected && face.embedding);
  const anchor = seen.reduce<(typeof seen)[number] | null>(
    (best, one) => (best === null || one.toSelfie > best.toSelfie ? one : best),
    null,
  );
  const anchored = anchor !== null && anchor.toSelfie >= threshold;
  const matches = seen.map((one) => ({
    ...one,
    same:
      one.toSelfie >= threshold ||
      (anchored && similarityOf(anchor.face.embedding, one.face.embedding) >= threshold),
  }));
  const others = matches.filter((one) => !one.same).length;
  const enough = seen.length >= Math.ceil(faces.length * MIN_FACE_SHARE);
  const frontal = matches
    .filter((one) => one.same && (one.face.eyeOpenness ?? 1) > BLINK_THRESHOLDS.openAbove)
    .sort((a, b) => Math.abs(a.face.yaw ?? 1) - Math.abs(b.face.yaw ?? 1))
    .slice(0, KEPT_PER_BURST)
    .map((one) => one.face.embedding as number[]);
  return {
    same: anchored && enough && others === 0,
    frontal,
    evidence: {
      similarity: anchor ? round(anchor.toSelfie) : null,
      lowestSimilarity: seen.length ? round(Math.min(...seen.map((one) => one.toSelfie))) : null,
      facesSeen: seen.length,
      otherPersonFrames: others,
    },
  };
}
