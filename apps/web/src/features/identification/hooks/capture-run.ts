import { ApiError } from '../../../lib/api-error';
import { saveCapture } from '../api/save-capture';
import { deviceOf, FRAME_INTERVAL_MS, type TCaptureStage } from '../capture-rules';
import { answerMessage } from '../detection-hint';
import { grabFrame, videoReady, wait } from './camera';
import type {
  TCaptureIo,
  TCaptureOptions,
  TCaptureRun,
  TCaptureState,
  TMessageKey,
  TRecordingRun,
} from './capture.types';

/** The capture's shared means: its options, the page, one signal and the way to speak. */
export function createCaptureRun(
  options: TCaptureOptions,
  io: TCaptureIo,
  signal: AbortSignal,
): TCaptureRun {
  return {
    options,
    io,
    signal,
    device: deviceOf(io.userAgent),
    say: (message: TMessageKey, severity: TCaptureState['severity'] = 'info') =>
      io.update({ message, severity }),
    answered: (instruction, hint) => io.update(answerMessage(instruction, hint)),
  };
}

/** The run once the recording started: captures are stored with its video, stages counted. */
export function withRecording(run: TCaptureRun, videoUuid: string): TRecordingRun {
  const { options, io, signal, say } = run;
  const { update } = io;
  const completed: TCaptureStage[] = [];
  async function loop<R>(attempt: (frame: string) => Promise<R | null>): Promise<R> {
    for (let attempts = 1; ; attempts += 1) {
      const started = performance.now();
      const video = io.video();
      if (videoReady(video)) {
        update({ attempts });
        try {
          const found = await attempt(await grabFrame(video));
          if (found) return found;
        } catch (error) {
          if (signal.aborted) throw signal.reason;
          const busy = busyDelayMs(error);
          if (busy !== null) {
            // The demo's share of the engine is full: say so, and try after the delay.
            say('busy', 'warning');
            await wait(busy, signal);
            continue;
          }
          console.warn('detection failed, trying again', error);
        }
      }
      await wait(Math.max(0, FRAME_INTERVAL_MS - (performance.now() - started)), signal);
    }
  }
  return {
    ...run,
    videoUuid,
    save: (documentType, image, metadata) => {
      if (!image) return;
      // Failures of the capture storage are only logged.
      saveCapture(options.operationUuid, videoUuid, {
        documentType,
        operationUuid: options.operationUuid,
        metadata: JSON.stringify(metadata ?? {}),
        documentB64: image,
      }).catch((error: unknown) => console.warn('saveidentificationdata failed', error));
    },
    enter: (stage, message) =>
      update({ stage, attempts: 0, message, severity: 'info', completed: [...completed] }),
    complete: (stage, message) => {
      completed.push(stage);
      update({ completed: [...completed], message, severity: 'success' });
    },
    loop,
  };
}

/** A 503 VISION_BUSY answer's Retry-After in ms (a minute when absent); null for any other. */
export function busyDelayMs(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'VISION_BUSY') return null;
  return (error.retryAfterSeconds ?? 60) * 1000;
}
