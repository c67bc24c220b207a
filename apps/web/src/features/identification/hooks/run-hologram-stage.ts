import { IDENTIFICATION_TIMINGS_MS as T } from '@confirma/contracts/constants';
import { detectHologram } from '../api/detect-hologram';
import { HOLOGRAM_BURST, HOLOGRAM_TRIES, hologramSeen } from '../capture-rules';
import { grabBurst, wait } from './camera';
import type { TRecordingRun } from './capture.types';

/**
 * The hologram of a card, seen in the front's answer or in bursts of the
 * card tilted; not seen, the capture carries on with a note.
 */
export async function runHologramStep(run: TRecordingRun, seenInFront: boolean): Promise<void> {
  const { io, say } = run;
  run.enter('hologram', 'hologram');
  const seen =
    seenInFront ||
    (await runHologramStage(run.options.operationUuid, {
      video: io.video,
      signal: run.signal,
      onTry: (attempts) => io.update({ attempts }),
      onMiss: () => say('hologram', 'warning'),
    }));
  if (seen) run.complete('hologram', 'hologramFound');
  else say('hologramNotPassed', 'warning');
  await wait(T.frontToBackPause, run.signal);
}

/**
 * The hologram stage of a card (after its front): a burst of frames while the person tilts
 * the card, checked by the server, up to HOLOGRAM_TRIES times. Resolves whether the
 * hologram was seen; a failed call counts as a try (the capture goes on either way: the
 * server reports the hologram, or fails the result where it is required).
 */
export async function runHologramStage(
  operationUuid: string,
  io: {
    video: () => HTMLVideoElement | null;
    signal: AbortSignal;
    /** Before each burst: its number (the stage's progress). */
    onTry: (attempts: number) => void;
    /** After a burst in which the hologram was not seen. */
    onMiss: () => void;
  },
): Promise<boolean> {
  for (let attempts = 1; attempts <= HOLOGRAM_TRIES; attempts += 1) {
    io.onTry(attempts);
    const frames = await grabBurst(io.video, HOLOGRAM_BURST, io.signal);
    try {
      if (hologramSeen(await detectHologram(operationUuid, { frames }, io.signal))) {
        return true;
      }
    } catch (error) {
      if (io.signal.aborted) throw io.signal.reason;
      console.warn('hologram check failed', error);
    }
    io.onMiss();
  }
  return false;
}
