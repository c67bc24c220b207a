import { randomInt } from 'node:crypto';
import type {
  TLivenessChallengeKind,
  TLivenessChallengeResponse,
} from '@confirma/contracts/identification';
import { AppError } from '../../platform/errors.ts';
import { extractedOf } from './extracted.ts';
import type {
  TIdentificationActor,
  TIdentificationContext,
  TStoredChallenge,
} from './identification.types.ts';
import { updateIdentification } from './identification-queries.ts';
import { recordingIdentification } from './recording-identification.ts';

/**
 * `GET identification/challenge/{op}`: the active liveness challenges of the recording
 * identification, chosen by the server once and stored (asking again returns the same
 * sequence, so a client cannot re-roll it): one blink and one head turn to the person's
 * left or right, in a random order. Needs the selfie first (each burst is matched against
 * it).
 */
export async function livenessChallenge(
  context: TIdentificationContext,
  actor: TIdentificationActor,
): Promise<TLivenessChallengeResponse> {
  const row = await recordingIdentification(context, actor, ['FRONT', 'BACK', 'DONE']);
  const extracted = extractedOf(row);
  let challenges = extracted.liveness?.challenges;
  if (!challenges) {
    const turn = randomInt(2) === 0 ? 'TURN_LEFT' : 'TURN_RIGHT';
    const kinds: TLivenessChallengeKind[] = randomInt(2) === 0 ? ['BLINK', turn] : [turn, 'BLINK'];
    const chosen: TStoredChallenge[] = kinds.map((kind, index) => ({
      index,
      kind,
      passed: false,
      score: null,
      attempts: 0,
    }));
    const stored = await context.db.transaction((tx) =>
      updateIdentification(tx, {
        id: row.id,
        from: 'RECORDING',
        set: { extracted: { ...extracted, liveness: { challenges: chosen } } },
      }),
    );
    if (!stored) throw new AppError('IDENTIFICATION_CLOSED', 'The identification is over');
    challenges = chosen;
  }
  return {
    videoUuid: row.id,
    challenges: challenges.map(({ index, kind, passed }) => ({ index, kind, passed })),
  };
}
