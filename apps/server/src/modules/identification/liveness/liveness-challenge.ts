import { randomInt } from 'node:crypto';
import type {
  TLivenessChallengeKind,
  TLivenessChallengeResponse,
} from '@confirma/contracts/identification';
import { AppError } from '../../../platform/errors.ts';
import { extractedOf, type TExtracted } from '../detection-findings.ts';
import type {
  TIdentificationActor,
  TIdentificationContext,
  TStoredChallenge,
} from '../identification.types.ts';
import { updateIdentification } from '../identification-queries.ts';
import { recordingIdentification } from '../session/recording-identification.ts';
import { colourSequenceView, newColourSequence } from './colour-sequence.ts';
import { CHALLENGE_KINDS } from './liveness-bursts.ts';

/** Tries of one challenge; past them it is settled as it is. */
export const MAX_CHALLENGE_ATTEMPTS = 5;

/**
 * `GET identification/challenge/{op}`: the active liveness challenges of the recording
 * identification, drawn by the server once and stored (asking again returns the same
 * sequence, so a client cannot re-roll it): IDENTIFICATION_CHALLENGE_COUNT different
 * movements in a random order. The first opens now on the server's clock; each of the
 * others when the one before it is settled (passed, out of tries, or expired); each stays
 * open IDENTIFICATION_CHALLENGE_WINDOW_SECONDS. Where the policy requires it, a colour
 * sequence is drawn with them (colour-sequence.ts), open once they are all settled. Needs the
 * selfie first (each burst is the selfie's person).
 */
export async function livenessChallenge(
  context: TIdentificationContext,
  actor: TIdentificationActor,
): Promise<TLivenessChallengeResponse> {
  const row = await recordingIdentification(context, actor, ['FRONT', 'BACK', 'DONE']);
  const extracted = extractedOf(row);
  const { config } = context.platform;
  let liveness = extracted.liveness;
  let colour = extracted.colour;
  if (!liveness) {
    const chosen = drawChallenges(config.IDENTIFICATION_CHALLENGE_COUNT, new Date());
    const windowSeconds = config.IDENTIFICATION_CHALLENGE_WINDOW_SECONDS;
    liveness = { challenges: chosen, windowSeconds };
    // The colour sequence is drawn with them; it opens once they are settled.
    colour = actor.policy.colour === 'REQUIRED' ? newColourSequence(windowSeconds) : undefined;
    const stored = await context.db.transaction((tx) =>
      updateIdentification(tx, {
        id: row.id,
        from: 'RECORDING',
        set: { extracted: { ...extracted, liveness, ...(colour ? { colour } : {}) } },
      }),
    );
    if (!stored) throw new AppError('IDENTIFICATION_CLOSED', 'The identification is over');
  }
  const windowSeconds = windowOf(liveness, config.IDENTIFICATION_CHALLENGE_WINDOW_SECONDS);
  return {
    videoUuid: row.id,
    challenges: liveness.challenges.map(({ index, kind, passed, openedAt }) => ({
      index,
      kind,
      passed,
      closesAt: openedAt
        ? new Date(Date.parse(openedAt) + windowSeconds * 1000).toISOString()
        : null,
    })),
    windowSeconds,
    colours: colour ? colourSequenceView(colour) : null,
  };
}

/** `count` different kinds in a random order (a Fisher-Yates draw), the first open at `now`. */
export function drawChallenges(count: number, now: Date): TStoredChallenge[] {
  const kinds: TLivenessChallengeKind[] = [...CHALLENGE_KINDS];
  for (let i = kinds.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [kinds[i], kinds[j]] = [kinds[j] as TLivenessChallengeKind, kinds[i] as TLivenessChallengeKind];
  }
  return kinds.slice(0, Math.min(count, kinds.length)).map((kind, index) => ({
    index,
    kind,
    passed: false,
    score: null,
    attempts: 0,
    openedAt: index === 0 ? now.toISOString() : null,
  }));
}

/** The window the sequence was issued with (older sequences: today's setting). */
export const windowOf = (liveness: NonNullable<TExtracted['liveness']>, fallback: number) =>
  liveness.windowSeconds ?? fallback;

/** A challenge is settled once passed, out of tries, or expired: the next one may open. */
export const isSettled = (challenge: TStoredChallenge) =>
  challenge.passed || challenge.expired === true || challenge.attempts >= MAX_CHALLENGE_ATTEMPTS;
