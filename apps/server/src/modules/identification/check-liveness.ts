import {
  IDENTIFICATION_DEFAULTS,
  type TLivenessRequest,
  type TLivenessResponse,
} from '@confirma/contracts/identification';
import { faceMatch } from '@confirma/vision/face/face-match';
import { AppError } from '../../platform/errors.ts';
import { recordEvidence } from '../evidence/index.ts';
import { decodeFrame } from './decode-frame.ts';
import type {
  TExtracted,
  TIdentificationActor,
  TIdentificationContext,
} from './identification.types.ts';
import { updateIdentification } from './identification-queries.ts';
import { recordingIdentification } from './recording-identification.ts';

/** Tries of one challenge; past them it stays failed. */
const MAX_ATTEMPTS = 5;

/**
 * `POST detection/liveness/{op}`: a burst of frames for one challenge of the stored
 * sequence, checked in the vision pool. A BLINK passes when the eyes go open → closed →
 * open (the engine's blink detection) and the open-eyed frame is the person of the selfie
 * (face match at the biometry threshold). The score is the blink's depth: how far the eye
 * openness fell from its widest, 0..1. Each try is an evidence event; nothing else is kept.
 */
export async function checkLiveness(
  context: TIdentificationContext,
  actor: TIdentificationActor,
  request: TLivenessRequest,
): Promise<TLivenessResponse> {
  const row = await recordingIdentification(context, actor, ['FRONT', 'BACK', 'DONE']);
  const extracted = (row.extracted ?? {}) as TExtracted;
  const challenges = extracted.liveness?.challenges;
  const challenge = challenges?.find((item) => item.index === request.index);
  if (!challenges || !challenge) {
    throw new AppError('IDENTIFICATION_OUT_OF_ORDER', 'Ask for the challenge sequence first');
  }
  if (!challenge.passed && challenge.attempts >= MAX_ATTEMPTS) {
    throw new AppError('IDENTIFICATION_OUT_OF_ORDER', 'No tries left for this challenge');
  }
  const maxPixels = context.platform.config.IMAGE_MAX_PIXELS;
  const frames = request.frames.map((frame) => new Uint8Array(decodeFrame(frame, { maxPixels })));
  const blink = await context.vision.run('blink', { frames: frames.map((frame) => frame.slice()) });
  const measured = blink.openness.filter((value): value is number => value !== null);
  const widest = measured.length ? Math.max(...measured) : 0;
  const score =
    widest > 0 ? Math.max(0, Math.min(1, (widest - Math.min(...measured)) / widest)) : 0;
  // The person: the frame with the widest eyes against the selfie's descriptor.
  const openFrame = frames[blink.openness.indexOf(widest)];
  let similarity: number | null = null;
  if (blink.blinked && openFrame && row.faceEmbedding) {
    const face = await context.vision.run('face', {
      image: openFrame,
      options: { widthFaceRect: 0, returnFaceImg: false },
    });
    similarity = face.embedding
      ? faceMatch(row.faceEmbedding, face.embedding, {
          threshold: IDENTIFICATION_DEFAULTS.biometryConfidence,
        }).similarity
      : 0;
  }
  const samePerson =
    similarity !== null && similarity >= IDENTIFICATION_DEFAULTS.biometryConfidence;
  const passed = blink.blinked && samePerson;
  const updated = challenges.map((item) =>
    item.index === challenge.index
      ? {
          ...item,
          passed: item.passed || passed,
          score: Math.max(item.score ?? 0, Number(score.toFixed(4))),
          attempts: item.attempts + 1,
        }
      : item,
  );
  await context.db.transaction(async (tx) => {
    const stored = await updateIdentification(tx, {
      id: row.id,
      from: 'RECORDING',
      set: { extracted: { ...extracted, liveness: { challenges: updated } } },
    });
    if (!stored) throw new AppError('IDENTIFICATION_CLOSED', 'The identification is over');
    await recordEvidence(tx, {
      subjectType: 'identification',
      subjectId: row.id,
      type: 'identification.liveness_checked',
      actorType: 'signer',
      actorId: actor.signer.id,
      ...actor.meta,
      data: {
        index: challenge.index,
        kind: challenge.kind,
        passed,
        score: Number(score.toFixed(4)),
        blinked: blink.blinked,
        similarity: similarity === null ? null : Number(similarity.toFixed(4)),
        frames: frames.length,
      },
    });
  });
  return {
    index: challenge.index,
    kind: challenge.kind,
    passed,
    score: Number(score.toFixed(4)),
    completed: updated.every((item) => item.passed),
  };
}
