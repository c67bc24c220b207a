import { detectFace } from './detect-face.ts';
import {
  type TTurn,
  type TTurnDirection,
  type TTurnThresholds,
  TURN_THRESHOLDS,
  turnFromYaw,
} from './turn-motion.ts';

export { type TTurn, type TTurnDirection, type TTurnThresholds, TURN_THRESHOLDS, turnFromYaw };

export interface TTurnCheck extends TTurn {
  /** Face descriptors of the frontal and the turned frame (for the same-person checks). */
  frontalEmbedding: number[] | null;
  turnedEmbedding: number[] | null;
  ms: number;
}

/** Runs the face check on each frame of a burst and looks for a head turn to `direction`. */
export async function detectTurn(
  frames: readonly (Buffer | Uint8Array)[],
  direction: TTurnDirection,
  thresholds: TTurnThresholds = TURN_THRESHOLDS,
): Promise<TTurnCheck> {
  const started = performance.now();
  const yaw: (number | null)[] = [];
  const embeddings: (number[] | null)[] = [];
  for (const frame of frames) {
    const face = await detectFace(frame, { widthFaceRect: 0, attributes: false });
    yaw.push(face.detected ? face.yaw : null);
    embeddings.push(face.embedding);
  }
  const turn = turnFromYaw(yaw, direction, thresholds);
  return {
    ...turn,
    frontalEmbedding: turn.frontalAt === null ? null : (embeddings[turn.frontalAt] ?? null),
    turnedEmbedding: turn.turnedAt === null ? null : (embeddings[turn.turnedAt] ?? null),
    ms: performance.now() - started,
  };
}
