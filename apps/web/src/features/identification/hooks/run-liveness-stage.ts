import { IDENTIFICATION_TIMINGS_MS as T } from '@confirma/contracts/constants';
import type { TLivenessMode } from '@confirma/contracts/identification';
import { ApiError } from '../../../lib/api-error';
import { getLivenessChallenge } from '../api/get-liveness-challenge';
import { sendLiveness } from '../api/send-liveness';
import { grabBurst, wait } from './camera';
import type { TRecordingRun } from './capture.types';
import { runColourStage } from './run-colour-stage';

/** One liveness try: 12 frames (the most a try takes) a quarter of a second apart, ~3 s. */
const LIVENESS_BURST = { frames: 12, intervalMs: 250 } as const;

/**
 * The liveness challenges chosen by the server, each tried until it passes or its tries run
 * out, then the colour sequence where the server issued one. Not passed: a required liveness
 * fails the result (said at the end), an offered one is only reported.
 */
export async function runLivenessStage(
  run: TRecordingRun,
  liveness: TLivenessMode,
): Promise<{ livenessFailed: boolean; colourFailed: boolean }> {
  const { options, io, signal, say } = run;
  let livenessFailed = false;
  let colourFailed = false;
  run.enter('liveness', 'face');
  const { challenges, colours } = await getLivenessChallenge(options.operationUuid);
  io.update({ colourCheck: colours ? 'ON' : 'OFF' });
  for (const challenge of challenges.filter((one) => !one.passed)) {
    say(`liveness.${challenge.kind}`);
    const outcome = await run.loop(async () => {
      const frames = await grabBurst(io.video, LIVENESS_BURST, signal);
      const answer = await sendLiveness(
        options.operationUuid,
        { index: challenge.index, frames },
        signal,
      ).catch((error: unknown) => {
        // Its window closed on the server's clock: settled as not passed.
        if (error instanceof ApiError && error.code === 'CHALLENGE_EXPIRED') {
          return { passed: false, attemptsLeft: 0 };
        }
        throw error;
      });
      if (answer.passed || answer.attemptsLeft === 0) return answer;
      say(`liveness.${challenge.kind}`, 'warning');
      return null;
    });
    if (!outcome.passed) livenessFailed = true;
    // Required and not passed: the next challenge cannot change the outcome.
    if (livenessFailed && liveness === 'REQUIRED') break;
  }
  // The colour sequence, where the server issued one (and the movements did not already
  // fail a required liveness): the face must reflect the screen's light.
  if (colours && !(livenessFailed && liveness === 'REQUIRED')) {
    say('colour');
    colourFailed = !(await runColourStage(options.operationUuid, colours, {
      video: io.video,
      signal,
      show: (screenColour) => io.update({ screenColour }),
      onTry: (attempts) => io.update({ attempts }),
      onMiss: () => say('colour', 'warning'),
    }));
  }
  if (livenessFailed) say('livenessNotPassed', 'warning');
  else if (colourFailed) say('colourNotPassed', 'warning');
  else run.complete('liveness', 'livenessPassed');
  await wait(T.faceToFrontPause, signal);
  return { livenessFailed, colourFailed };
}
