import { IDENTIFICATION_TIMINGS_MS as T } from '@confirma/contracts/constants';
import { computeIdentificationResult } from '../api/compute-identification-result';
import type { TVideoUploader } from '../api/create-video-uploader';
import { verdictStop } from '../capture-rules';
import { stopTracks, type TRecorder, wait } from './camera';
import { CaptureStop, type TRecordingRun } from './capture.types';
import { busyDelayMs } from './capture-run';

/**
 * The end: the recorder stops, the camera goes off, the rest of the video is uploaded and
 * the result computed (asked again while the engine is busy). Resolves with the video's
 * uuid when the result does not block.
 */
export async function runUploadStage(
  run: TRecordingRun,
  {
    recorder,
    stream,
    uploader,
  }: { recorder: TRecorder; stream: MediaStream; uploader: TVideoUploader },
): Promise<string> {
  const { options, io, say, videoUuid } = run;
  await wait(T.stopBeforeRead, io.signal);
  const recorded = await recorder.stop();
  stopTracks(stream);
  try {
    await uploader.finish(recorded.durationMs, recorded.blob.type, (upload) =>
      io.update({ upload }),
    );
  } catch {
    throw new CaptureStop('failed.video');
  }
  say('computing');
  let result: Awaited<ReturnType<typeof computeIdentificationResult>>;
  for (;;) {
    try {
      result = await computeIdentificationResult(options.operationUuid, videoUuid);
      break;
    } catch (error) {
      const busy = busyDelayMs(error);
      if (busy === null) throw new CaptureStop('failed.result');
      say('busy', 'warning');
      await wait(busy, run.signal);
      say('computing');
    }
  }
  const stop = verdictStop(result);
  if (stop) throw new CaptureStop(stop);
  io.update({
    phase: 'done',
    message: 'finished',
    severity: 'success',
    passed: result.status === 'PASSED',
  });
  await wait(T.summaryDelay, io.signal);
  return videoUuid;
}
