import { IDENTIFICATION_DEFAULTS } from '@confirma/contracts/identification';
import { faceMatch } from '@confirma/vision';
import type { TIdentificationRow } from '../identification.types.ts';

const round = (value: number) => Number(value.toFixed(4));

/**
 * The document portrait against the person who answered the challenges: its similarity with
 * the selfie and with each kept frontal frame of the passed liveness bursts (every one of
 * them already the selfie's person, liveness-bursts.ts), and their median, the face match
 * the verdict counts. A frame picked well (the selfie) or badly (a blink half-way) moves the
 * median less than it would a single score. Null without a portrait or a selfie.
 */
export function boundFaceMatch(
  row: Pick<TIdentificationRow, 'faceEmbedding' | 'burstEmbeddings'>,
  portrait: readonly number[] | null,
): { similarity: number; scores: number[] } | null {
  if (!portrait || !row.faceEmbedding) return null;
  const faces = [row.faceEmbedding, ...(row.burstEmbeddings ?? [])];
  const scores = faces.map((face) =>
    round(
      faceMatch(face, portrait, { threshold: IDENTIFICATION_DEFAULTS.biometryConfidence })
        .similarity,
    ),
  );
  const sorted = [...scores].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return { similarity: round(median), scores };
}
