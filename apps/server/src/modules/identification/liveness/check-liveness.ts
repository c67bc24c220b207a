import type { TLivenessRequest, TLivenessResponse } from '@confirma/contracts/identification';
import { AppError } from '../../../platform/errors.ts';
import { recordEvidence } from '../../evidence/index.ts';
import { decodeFrame } from '../capture/decode-frame.ts';
import { hashFrames, keepFrameImages, logFrames, type TFramesToLog } from '../capture/frame-log.ts';
import { extractedOf, type TExtracted } from '../detection-findings.ts';
import type {
  TIdentificationActor,
  TIdentificationContext,
  TIdentificationRow,
  TStoredChallenge,
} from '../identification.types.ts';
import { updateIdentification } from '../identification-queries.ts';
import { recordingIdentification } from '../session/recording-identification.ts';
import { openedWith } from './colour-sequence.ts';
import { checkBurst, type TBurstOutcome } from './liveness-bursts.ts';
import { isSettled, MAX_CHALLENGE_ATTEMPTS, windowOf } from './liveness-challenge.ts';

type TLiveness = NonNullable<TExtracted['liveness']>;

/**
 * `POST detection/liveness/{op}`: a burst of frames for the open challenge of the stored
 * sequence, checked in the vision pool (liveness-bursts.ts: the movement, by the selfie's
 * person in every frame). Challenges are answered in order, each inside its window on the
 * server's clock, taken when the request arrives (not when the pool gets to it): a burst for
 * a challenge whose window has closed settles it as expired, opens the next, and is refused
 * (409 CHALLENGE_EXPIRED). Each try is an evidence event; its frames are kept as blobs for
 * the reviewers (until the retention purge), and of a passed burst the descriptors of its
 * frontal frames, until the result.
 */
export async function checkLiveness(
  context: TIdentificationContext,
  actor: TIdentificationActor,
  request: TLivenessRequest,
): Promise<TLivenessResponse> {
  const receivedAt = new Date();
  const row = await recordingIdentification(context, actor, ['FRONT', 'BACK', 'DONE']);
  const extracted = extractedOf(row);
  const { liveness, challenge } = openChallenge(extracted.liveness, request.index);
  const windowMs =
    windowOf(liveness, context.platform.config.IDENTIFICATION_CHALLENGE_WINDOW_SECONDS) * 1000;
  const openedAt = Date.parse(challenge.openedAt ?? receivedAt.toISOString());
  if (receivedAt.getTime() > openedAt + windowMs) {
    await settle(context, actor, row, {
      liveness,
      challenge: { ...challenge, expired: true },
      at: receivedAt,
      data: { passed: false, expired: true, lateMs: receivedAt.getTime() - openedAt - windowMs },
    });
    throw new AppError('CHALLENGE_EXPIRED', 'The window of this challenge closed');
  }
  const maxPixels = context.platform.config.IMAGE_MAX_PIXELS;
  const frames = request.frames.map((frame) => new Uint8Array(decodeFrame(frame, { maxPixels })));
  const [outcome, logged] = await Promise.all([
    checkBurst(context, row, challenge.kind, frames),
    hashFrames('LIVENESS', receivedAt, frames, challenge.index).then((hashed) =>
      keepFrameImages(context.platform.blobs, hashed, frames),
    ),
  ]);
  const tried: TStoredChallenge = {
    ...challenge,
    passed: outcome.passed,
    ...(outcome.passed ? { answeredAt: receivedAt.toISOString() } : {}),
    score: Math.max(challenge.score ?? 0, outcome.score),
    attempts: challenge.attempts + 1,
  };
  const updated = await settle(context, actor, row, {
    liveness,
    challenge: tried,
    at: new Date(),
    descriptors: outcome.descriptors,
    logged,
    data: {
      passed: outcome.passed,
      score: outcome.score,
      ...outcome.evidence,
      frames: frames.length,
      receivedAt: receivedAt.toISOString(),
    },
  });
  return {
    index: challenge.index,
    kind: challenge.kind,
    passed: outcome.passed,
    score: outcome.score,
    completed: updated.every((item) => item.passed),
    attemptsLeft: tried.passed ? 0 : Math.max(0, MAX_CHALLENGE_ATTEMPTS - tried.attempts),
  };
}

/**
 * The challenge `index` if it is the one open: the first of the sequence not settled.
 * Before the sequence is asked for, for a settled challenge or one after the open one:
 * IDENTIFICATION_OUT_OF_ORDER.
 */
function openChallenge(
  liveness: TLiveness | undefined,
  index: number,
): { liveness: TLiveness; challenge: TStoredChallenge } {
  if (!liveness) {
    throw new AppError('IDENTIFICATION_OUT_OF_ORDER', 'Ask for the challenge sequence first');
  }
  const open = liveness.challenges.find((item) => !isSettled(item));
  if (!open || open.index !== index) {
    throw new AppError(
      'IDENTIFICATION_OUT_OF_ORDER',
      open ? `Challenge ${open.index} is the one open` : 'Every challenge is settled',
    );
  }
  return { liveness, challenge: open };
}

/**
 * Records a try of the open challenge (and opens the next one once it is settled), with its
 * evidence, in one transaction; a passed burst's descriptors join the identification's.
 * Returns the sequence as stored.
 */
async function settle(
  context: TIdentificationContext,
  actor: TIdentificationActor,
  row: TIdentificationRow,
  tried: {
    liveness: TLiveness;
    challenge: TStoredChallenge;
    at: Date;
    descriptors?: TBurstOutcome['descriptors'];
    /** The burst's frames, for the recording check. */
    logged?: TFramesToLog;
    data: Record<string, unknown>;
  },
): Promise<TStoredChallenge[]> {
  const { challenge } = tried;
  const settled = isSettled(challenge);
  const challenges = tried.liveness.challenges.map((item) => {
    if (item.index === challenge.index) return challenge;
    if (settled && item.index === challenge.index + 1)
      return { ...item, openedAt: tried.at.toISOString() };
    return item;
  });
  const descriptors = tried.descriptors ?? [];
  const extracted = extractedOf(row);
  // The last challenge settled opens the colour sequence.
  const colour = openedWith(extracted.colour, challenges, isSettled, tried.at);
  await context.db.transaction(async (tx) => {
    const stored = await updateIdentification(tx, {
      id: row.id,
      from: 'RECORDING',
      set: {
        extracted: {
          ...extracted,
          liveness: { ...tried.liveness, challenges },
          ...(colour ? { colour } : {}),
        },
        ...(descriptors.length
          ? { burstEmbeddings: [...(row.burstEmbeddings ?? []), ...descriptors] }
          : {}),
      },
    });
    if (!stored) throw new AppError('IDENTIFICATION_CLOSED', 'The identification is over');
    if (tried.logged) await logFrames(tx, row.id, tried.logged);
    await recordEvidence(tx, {
      subjectType: 'identification',
      subjectId: row.id,
      type: 'identification.liveness_checked',
      actorType: 'signer',
      actorId: actor.signer.id,
      ...actor.meta,
      data: { index: challenge.index, kind: challenge.kind, ...tried.data },
    });
  });
  return challenges;
}
