import {
  COLOUR_RGB,
  COLOUR_SEQUENCE_DEFAULTS,
  type TColourName,
  type TColourSequence,
} from '@confirma/contracts/identification';
import { ApiError } from '../../../lib/api-error';
import { sendColours } from '../api/send-colours';
import { grabFrame, videoReady, wait } from './camera';

/** The neutral (white) screen before the colours: time to read the instruction and hold still. */
export const COLOUR_LEAD_MS = 2000;
/**
 * Into each step, when its frame is taken: late enough for the camera to have caught the new
 * light (a webcam's picture lags the screen by 100–200 ms), early enough to be before the next.
 */
export const COLOUR_GRAB_AT = 0.7;

/** A colour of the sequence as the screen shows it. */
export const colourCss = (name: TColourName) => `rgb(${COLOUR_RGB[name].join(', ')})`;
export const NEUTRAL_CSS = `rgb(${COLOUR_SEQUENCE_DEFAULTS.neutral.join(', ')})`;

export interface TColourStageIo {
  video: () => HTMLVideoElement | null;
  signal: AbortSignal;
  /** Fills the screen with a colour (CSS), or gives the page back (null). */
  show: (colour: string | null) => void;
  /** Before each try: its number (the stage's progress). */
  onTry: (attempts: number) => void;
  /** After a try the server did not pass. */
  onMiss: () => void;
}

/**
 * The colour stage (after the movement challenges): the screen turns white, then shows each
 * colour of the server's sequence for its `stepMs`, a frame taken in each, and the frames go
 * to the server; a try that does not pass comes with a new sequence while tries are left.
 * Resolves whether the face followed one. Its window closed (409 CHALLENGE_EXPIRED): not
 * passed. A failed call is tried again with the same sequence, within the tries.
 */
export async function runColourStage(
  operationUuid: string,
  sequence: TColourSequence,
  io: TColourStageIo,
): Promise<boolean> {
  let current: TColourSequence | null = sequence;
  for (let tries = 1; current && tries <= COLOUR_SEQUENCE_DEFAULTS.tries; tries += 1) {
    if (current.passed) return true;
    if (current.attemptsLeft === 0) return false;
    io.onTry(tries);
    try {
      const frames = await showSequence(current, io).finally(() => io.show(null));
      const answer = await sendColours(operationUuid, frames, io.signal);
      if (answer.passed) return true;
      current = answer.next;
    } catch (error) {
      if (io.signal.aborted) throw io.signal.reason;
      if (error instanceof ApiError && error.code === 'CHALLENGE_EXPIRED') return false;
      console.warn('colour check failed, trying again', error);
    }
    io.onMiss();
  }
  return false;
}

/** Shows the neutral screen then each colour, taking a frame in each. */
async function showSequence(sequence: TColourSequence, io: TColourStageIo) {
  const grab = async () => {
    const video = io.video();
    if (!videoReady(video)) throw new Error('the camera has no picture');
    return grabFrame(video);
  };
  io.show(NEUTRAL_CSS);
  await wait(COLOUR_LEAD_MS, io.signal);
  const neutral = await grab();
  const steps: string[] = [];
  for (const colour of sequence.colours) {
    io.show(colourCss(colour));
    await wait(sequence.stepMs * COLOUR_GRAB_AT, io.signal);
    steps.push(await grab());
    await wait(sequence.stepMs * (1 - COLOUR_GRAB_AT), io.signal);
  }
  return { neutral, steps };
}
