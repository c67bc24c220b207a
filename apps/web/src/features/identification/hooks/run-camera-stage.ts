import { IDENTIFICATION_TIMINGS_MS as T } from '@confirma/contracts/constants';
import { lightVerdict, videoSizeFor } from '../capture-rules';
import { openCamera, sampleBrightness, videoReady, wait } from './camera';
import { CaptureStop, type TCaptureRun } from './capture.types';

/** The camera (late on iPhone, Safari and Edge), shown in the page once open. */
export async function runCameraStage({ device, io, signal }: TCaptureRun): Promise<MediaStream> {
  if (device.delayedCamera) await wait(T.cameraStartDelay, signal);
  let stream: MediaStream;
  try {
    stream = await openCamera(videoSizeFor(io.screen, device.phone));
  } catch {
    throw new CaptureStop('failed.camera');
  }
  io.attach(stream);
  return stream;
}

/** The light: first sample at 3 s, again every 5 s; 500 ms while there is no picture. */
export async function runLightStage({ io, signal, say }: TCaptureRun): Promise<void> {
  io.update({ phase: 'light', message: 'lightCheck', severity: 'info' });
  await wait(T.firstBrightnessSample, signal);
  for (;;) {
    const video = io.video();
    if (!videoReady(video)) {
      await wait(T.noVideoRetry, signal);
      continue;
    }
    const verdict = lightVerdict(sampleBrightness(video));
    if (verdict === 'ok') break;
    say(verdict === 'low' ? 'lightLow' : 'lightHigh', 'warning');
    await wait(T.brightnessRetry, signal);
  }
  say('lightOk', 'success');
  await wait(T.optimalLightStart, signal);
}
