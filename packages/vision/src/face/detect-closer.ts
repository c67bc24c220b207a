import sharp from 'sharp';
import {
  CLOSER_THRESHOLDS,
  closerFromBoxes,
  type TCloser,
  type TCloserThresholds,
  type TFaceInFrame,
} from './closer-motion.ts';
import { detectFace } from './detect-face.ts';

export {
  CLOSER_THRESHOLDS,
  closerFromBoxes,
  type TCloser,
  type TCloserThresholds,
  type TFaceInFrame,
};

export interface TCloserCheck extends TCloser {
  /** Face descriptors of the far and the near frame (for the same-person checks). */
  farEmbedding: number[] | null;
  nearEmbedding: number[] | null;
  ms: number;
}

/** The frame's upright size (EXIF orientation applied), as detectFace's boxes measure it. */
export async function frameSize(frame: Buffer | Uint8Array) {
  const meta = await sharp(frame).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    width: (turned ? meta.height : meta.width) ?? 1,
    height: (turned ? meta.width : meta.height) ?? 1,
  };
}

/** Runs the face check on each frame of a burst and looks for the face coming closer. */
export async function detectCloser(
  frames: readonly (Buffer | Uint8Array)[],
  thresholds: TCloserThresholds = CLOSER_THRESHOLDS,
): Promise<TCloserCheck> {
  const started = performance.now();
  const faces: (TFaceInFrame | null)[] = [];
  const embeddings: (number[] | null)[] = [];
  for (const frame of frames) {
    const face = await detectFace(frame, { widthFaceRect: 0, attributes: false });
    faces.push(face.landmarkBox ? { box: face.landmarkBox, frame: await frameSize(frame) } : null);
    embeddings.push(face.embedding);
  }
  const closer = closerFromBoxes(faces, thresholds);
  return {
    ...closer,
    farEmbedding: closer.farAt === null ? null : (embeddings[closer.farAt] ?? null),
    nearEmbedding: closer.nearAt === null ? null : (embeddings[closer.nearAt] ?? null),
    ms: performance.now() - started,
  };
}
