import { IDENTIFICATION_FEATURES, IDENTIFICATION_THRESHOLDS } from '@confirma/contracts/constants';

/**
 * How raw FaceRes cosine maps onto the spec's 0–1 biometry confidence: linearly, cosine
 * 0.43 → 0 and 0.93 → 1, clamped, so that the spec's default threshold 0.3 sits at cosine
 * 0.58. That point was calibrated on selfies against printed document portraits of the
 * evaluation's tuning people (docs/vision.md, "Test sets and figures"): the lowest
 * cosine at which at most 0.5 % of their impostor pairs pass (0.41 %). Each 0.1 of the
 * scale is 0.05 of cosine. Human's own `match.similarity` (Euclidean on unnormalised
 * descriptors) separated the labelled pairs worse, so it is not used.
 */
export const COSINE_AT_ZERO = 0.43;
export const COSINE_AT_ONE = 0.93;

export interface TFaceMatchOptions {
  /** Spec: biometryConfidence (default 0.3). */
  threshold?: number;
  /** Spec: biometryBlocking (default off): a failed match stops the identification. */
  blocking?: boolean;
}

export interface TFaceMatch {
  /** Biometry confidence, 0–1 (see COSINE_AT_ZERO / COSINE_AT_ONE). */
  similarity: number;
  /** Raw cosine similarity of the two descriptors, −1–1. */
  cosine: number;
  threshold: number;
  passed: boolean;
  blocking: boolean;
  /** The match failed and blocking is on. */
  blocked: boolean;
}

/** Cosine similarity of two face descriptors of the same length. */
export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length || a.length === 0) {
    throw new Error(`face descriptors differ in length (${a.length} and ${b.length})`);
  }
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] as number;
    const y = b[i] as number;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA && normB ? dot / Math.sqrt(normA * normB) : 0;
}

/** Cosine mapped to the biometry confidence scale. */
export function biometrySimilarity(cosine: number): number {
  const scaled = (cosine - COSINE_AT_ZERO) / (COSINE_AT_ONE - COSINE_AT_ZERO);
  return Number(Math.min(1, Math.max(0, scaled)).toFixed(4));
}

/** Compares two face embeddings (e.g. selfie and document portrait) against the threshold. */
export function faceMatch(
  embeddingA: readonly number[],
  embeddingB: readonly number[],
  options: TFaceMatchOptions = {},
): TFaceMatch {
  const threshold = options.threshold ?? IDENTIFICATION_THRESHOLDS.biometryConfidence;
  const blocking = options.blocking ?? IDENTIFICATION_FEATURES.biometryBlocking;
  const cosine = cosineSimilarity(embeddingA, embeddingB);
  const similarity = biometrySimilarity(cosine);
  const passed = similarity >= threshold;
  return {
    similarity,
    cosine: Number(cosine.toFixed(4)),
    threshold,
    passed,
    blocking,
    blocked: blocking && !passed,
  };
}
