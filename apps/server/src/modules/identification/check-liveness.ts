import type { TLivenessRequest, TLivenessResponse } from '@confirma/contracts/identification';
import { AppError } from '../../platform/errors.ts';
import { recordEvidence } from '../evidence/index.ts';
import { decodeFrame } from './decode-frame.ts';
import { extractedOf } from './extracted.ts';
import type { TIdentificationActor, TIdentificationContext } from './identification.types.ts';
import { updateIdentification } from './identification-queries.ts';
import { checkBurst } from './liveness-bursts.ts';
import { recordingIdentification } from './recording-identification.ts';

/** Tries of one challenge; past them it stays as it is. */
const MAX_ATTEMPTS = 5;

/**
 * `POST detection/liveness/{op}`: a burst of frames for one challenge of the stored
 * sequence, checked in the vision pool (liveness-bursts.ts: a blink, or a head turn to the
 * person's left or right, by the person of the selfie). Each try is an evidence event;
 * nothing else of the frames is kept.
 */
export async function checkLiveness(
  context: TIdentificationContext,
  actor: TIdentificationActor,
  request: TLivenessRequest,
): Promise<TLivenessResponse> {
  const row = await recordingIdentification(context, actor, ['FRONT', 'BACK', 'DONE']);
  const extracted = extractedOf(row);
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
  const { passed, score, evidence } = await checkBurst(context, row, challenge.kind, frames);
  const updated = challenges.map((item) =>
    item.index === challenge.index
      ? {
          ...item,
          passed: item.passed || passed,
          score: Math.max(item.score ?? 0, score),
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
        score,
        ...evidence,
        frames: frames.length,
      },
    });
  });
  return {
    index: challenge.index,
    kind: challenge.kind,
    passed,
    score,
    completed: updated.every((item) => item.passed),
    attemptsLeft: Math.max(0, MAX_ATTEMPTS - challenge.attempts - 1),
  };
}
