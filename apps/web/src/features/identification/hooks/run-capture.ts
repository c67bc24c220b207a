import { nextStage, timeoutMs } from '../capture-rules';
import { stopTracks, type TRecorder } from './camera';
import { CaptureStop, type TCaptureIo, type TCaptureOptions } from './capture.types';
import { createCaptureRun, withRecording } from './capture-run';
import { runBackStage } from './run-back-stage';
import { runCameraStage, runLightStage } from './run-camera-stage';
import { runFaceStage } from './run-face-stage';
import { runFrontStage } from './run-front-stage';
import { runHologramStep } from './run-hologram-stage';
import { runLivenessStage } from './run-liveness-stage';
import { runRecordingStage } from './run-recording-stage';
import { runUploadStage } from './run-upload-stage';

/**
 * The whole capture: camera, light check, recording, face →
 * (liveness) → front → hologram → back (a passport ends at the front), upload, result.
 * Resolves with the video's uuid when the identification was computed and not blocked.
 */
export async function runCapture(options: TCaptureOptions, io: TCaptureIo): Promise<string | null> {
  const { signal, update } = io;
  let stream: MediaStream | null = null;
  let recorder: TRecorder | null = null;
  const timeout = new AbortController();
  const limit = timeoutMs(options.videoTimeoutMinutes);
  const timer = setTimeout(() => timeout.abort(new CaptureStop('failed.timeout')), limit);
  const run = createCaptureRun(options, io, AbortSignal.any([signal, timeout.signal]));
  update({ liveness: options.liveness !== 'OFF', deadline: Date.now() + limit });
  try {
    stream = await runCameraStage(run);
    await runLightStage(run);
    const recording = await runRecordingStage(run, stream);
    recorder = recording.recorder;
    const { liveness } = recording;
    const stages = withRecording(run, recording.videoUuid);

    await runFaceStage(stages);
    let livenessFailed = false;
    let colourFailed = false;
    if (nextStage('face', { liveness: liveness !== 'OFF' }) === 'liveness') {
      ({ livenessFailed, colourFailed } = await runLivenessStage(stages, liveness));
    }
    // A liveness the server requires (or its colour sequence) that did not pass fails
    // whatever the documents show: the person is not asked for them, and the result is
    // computed at once.
    if (!((liveness === 'REQUIRED' && livenessFailed) || colourFailed)) {
      const front = await runFrontStage(stages);
      if (front.card) {
        await runHologramStep(stages, front.hologramSeen);
        await runBackStage(stages);
      }
    }

    update({
      phase: 'finishing',
      stage: 'done',
      message: 'saving',
      severity: 'info',
      deadline: null,
    });
    clearTimeout(timer);
    return await runUploadStage(stages, { recorder, stream, uploader: recording.uploader });
  } catch (error) {
    const reason =
      error instanceof CaptureStop
        ? error
        : timeout.signal.aborted
          ? (timeout.signal.reason as CaptureStop)
          : null;
    if (recorder?.active) await recorder.stop();
    stopTracks(stream);
    io.attach(null);
    update({ deadline: null });
    if (reason) {
      update({ phase: 'failed', message: reason.key, severity: 'error' });
      return null;
    }
    if (signal.aborted) return null;
    update({ phase: 'failed', message: 'failed.start', severity: 'error' });
    return null;
  } finally {
    clearTimeout(timer);
  }
}
