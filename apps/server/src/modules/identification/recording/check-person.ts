import { faceMatch, type TVisionPool } from '@confirma/vision';
import type { TLocatedFrame, TPersonSample } from './recording.types.ts';
import {
  FACE_STAGE_TAIL_MS,
  PERSON_MIN_FACE_WIDTH,
  PERSON_THRESHOLD,
} from './recording-parameters.ts';

const DOCUMENT_KINDS = new Set(['FRONT', 'BACK', 'PASSPORT']);
/** The frames that show the person: the selfie, the movements and the colour steps. */
const PERSON_KINDS = new Set(['FACE', 'LIVENESS', 'COLOUR']);

/**
 * Where the face stage ends, in video time: at the first document frame (where it was found,
 * else where its receive time and the session's offset put it), or FACE_STAGE_TAIL_MS after
 * the last face, liveness or colour frame if that comes first; the whole video without either.
 */
export function faceStageEnd(
  located: TLocatedFrame[],
  mappedTime: (index: number) => number,
  durationMs: number,
): number {
  const timeOf = (frame: TLocatedFrame, index: number) => frame.timeMs ?? mappedTime(index);
  const documents = located.flatMap((frame, i) =>
    DOCUMENT_KINDS.has(frame.kind) ? [timeOf(frame, i)] : [],
  );
  const faces = located.flatMap((frame, i) =>
    PERSON_KINDS.has(frame.kind) ? [timeOf(frame, i)] : [],
  );
  const ends = [durationMs];
  if (documents.length) ends.push(Math.min(...documents));
  if (faces.length) ends.push(Math.max(...faces) + FACE_STAGE_TAIL_MS);
  return Math.max(0, Math.min(...ends));
}

/**
 * Each sampled frame's largest face, described in the vision pool and compared with the
 * selfie: a face PERSON_MIN_FACE_WIDTH wide or more matches at PERSON_THRESHOLD; a smaller
 * one, or none, is neither for nor against. One frame at a time: the pool is shared with
 * live detections, which wait behind one task at most.
 */
export async function checkPerson(
  vision: Pick<TVisionPool, 'run'>,
  stills: Map<number, Buffer>,
  times: number[],
  selfie: number[] | null,
): Promise<TPersonSample[]> {
  const samples: TPersonSample[] = [];
  for (const timeMs of times) {
    const still = stills.get(timeMs);
    if (!still) continue;
    const face = await vision.run('face', {
      image: new Uint8Array(still),
      options: { widthFaceRect: PERSON_MIN_FACE_WIDTH, attributes: false },
    });
    const faceWidth = face.detected && face.box ? Math.round(face.box.width) : null;
    const similarity =
      face.detected && !face.tooSmall && face.embedding && selfie
        ? faceMatch(selfie, face.embedding, { threshold: PERSON_THRESHOLD }).similarity
        : null;
    samples.push({ timeMs, faceWidth, similarity, matched: (similarity ?? 0) >= PERSON_THRESHOLD });
  }
  return samples;
}
