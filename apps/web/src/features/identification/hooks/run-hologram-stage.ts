import { detectHologram } from '../api/detect-hologram';
import { HOLOGRAM_BURST, HOLOGRAM_TRIES, hologramSeen } from '../capture-rules';
import { grabBurst } from './camera';

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
