import {
  IDENTIFICATION_DEFAULTS,
  type TLivenessChallengeKind,
} from '@confirma/contracts/identification';
import { faceMatch } from '@confirma/vision';
import type { TIdentificationContext, TIdentificationRow } from './identification.types.ts';

/** How one burst went: passed, its score 0..1, and what its evidence event records. */
export interface TBurstOutcome {
  passed: boolean;
  score: number;
  evidence: Record<string, unknown>;
}

const threshold = IDENTIFICATION_DEFAULTS.biometryConfidence;
const round = (value: number) => Number(value.toFixed(4));
const clamp01 = (value: number) => Math.max(0, Math.min(1, value));

/** Biometry confidence of two descriptors; 0 when one is missing (no face, no selfie). */
const similarityOf = (a: readonly number[] | null, b: readonly number[] | null) =>
  a && b ? faceMatch(a, b, { threshold }).similarity : 0;

/**
 * One challenge's burst (decoded frames) checked in the vision pool against the selfie's
 * descriptor (`row.faceEmbedding`), at the biometry threshold.
 */
export function checkBurst(
  context: TIdentificationContext,
  row: TIdentificationRow,
  kind: TLivenessChallengeKind,
  frames: Uint8Array[],
): Promise<TBurstOutcome> {
  return kind === 'BLINK'
    ? blinkBurst(context, row, frames)
    : turnBurst(context, row, frames, kind === 'TURN_LEFT' ? 'LEFT' : 'RIGHT');
}

/**
 * A BLINK passes when the eyes go open → closed → open (the engine's blink detection) and
 * the open-eyed frame is the person of the selfie. The score is the blink's depth: how far
 * the eye openness fell from its widest.
 */
async function blinkBurst(
  context: TIdentificationContext,
  row: TIdentificationRow,
  frames: Uint8Array[],
): Promise<TBurstOutcome> {
  const blink = await context.vision.run('blink', { frames: frames.map((frame) => frame.slice()) });
  const measured = blink.openness.filter((value): value is number => value !== null);
  const widest = measured.length ? Math.max(...measured) : 0;
  const score = widest > 0 ? clamp01((widest - Math.min(...measured)) / widest) : 0;
  // The person: the frame with the widest eyes against the selfie's descriptor.
  const openFrame = frames[blink.openness.indexOf(widest)];
  let similarity: number | null = null;
  if (blink.blinked && openFrame) {
    const face = await context.vision.run('face', {
      image: openFrame,
      options: { widthFaceRect: 0, returnFaceImg: false },
    });
    similarity = similarityOf(row.faceEmbedding, face.embedding);
  }
  const passed = blink.blinked && similarity !== null && similarity >= threshold;
  return {
    passed,
    score: round(score),
    evidence: {
      blinked: blink.blinked,
      similarity: similarity === null ? null : round(similarity),
    },
  };
}

/**
 * A TURN_LEFT / TURN_RIGHT (the person's own left or right: the right or left of the camera's
 * unmirrored picture) passes when the head's yaw goes past the engine's threshold towards
 * that side with a swing (detect-turn.ts), the most frontal frame is the person of the
 * selfie, and the turned frame is the same person as the frontal one. The score is the
 * swing of the yaw towards the asked side.
 */
async function turnBurst(
  context: TIdentificationContext,
  row: TIdentificationRow,
  frames: Uint8Array[],
  direction: 'LEFT' | 'RIGHT',
): Promise<TBurstOutcome> {
  const turn = await context.vision.run('turn', {
    frames: frames.map((frame) => frame.slice()),
    direction,
  });
  const similarity = turn.turned ? similarityOf(row.faceEmbedding, turn.frontalEmbedding) : null;
  const sameInBurst = turn.turned
    ? similarityOf(turn.frontalEmbedding, turn.turnedEmbedding)
    : null;
  const passed =
    turn.turned &&
    similarity !== null &&
    similarity >= threshold &&
    sameInBurst !== null &&
    sameInBurst >= threshold;
  const reached = turn.turnedAt === null ? null : (turn.yaw[turn.turnedAt] ?? null);
  return {
    passed,
    score: round(clamp01(turn.swing)),
    evidence: {
      turned: turn.turned,
      yaw: reached,
      swing: turn.swing,
      similarity: similarity === null ? null : round(similarity),
      turnedSimilarity: sameInBurst === null ? null : round(sameInBurst),
    },
  };
}
