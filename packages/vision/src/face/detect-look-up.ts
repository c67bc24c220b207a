import { detectFace } from './detect-face.ts';
import {
  LOOK_UP_THRESHOLDS,
  lookUpFromPitch,
  type TLookUp,
  type TLookUpThresholds,
} from './look-up-motion.ts';

export { LOOK_UP_THRESHOLDS, lookUpFromPitch, type TLookUp, type TLookUpThresholds };

export interface TLookUpCheck extends TLookUp {
  /** Per frame: signed yaw, or null where no face was found. */
  yaw: (number | null)[];
  /** Face descriptors of the upright and the raised frame (for the same-person checks). */
  frontalEmbedding: number[] | null;
  raisedEmbedding: number[] | null;
  ms: number;
}

/** Runs the face check on each frame of a burst and looks for the head raised. */
export async function detectLookUp(
  frames: readonly (Buffer | Uint8Array)[],
  thresholds: TLookUpThresholds = LOOK_UP_THRESHOLDS,
): Promise<TLookUpCheck> {
  const started = performance.now();
  const pitch: (number | null)[] = [];
  const yaw: (number | null)[] = [];
  const embeddings: (number[] | null)[] = [];
  for (const frame of frames) {
    const face = await detectFace(frame, { widthFaceRect: 0, attributes: false });
    pitch.push(face.detected ? face.pitch : null);
    yaw.push(face.detected ? face.yaw : null);
    embeddings.push(face.embedding);
  }
  const lookUp = lookUpFromPitch(pitch, thresholds, yaw);
  return {
    ...lookUp,
    yaw,
    frontalEmbedding: lookUp.frontalAt === null ? null : (embeddings[lookUp.frontalAt] ?? null),
    raisedEmbedding: lookUp.raisedAt === null ? null : (embeddings[lookUp.raisedAt] ?? null),
    ms: performance.now() - started,
  };
}
