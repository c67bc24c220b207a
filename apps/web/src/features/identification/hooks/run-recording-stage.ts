import { IDENTIFICATION_TIMINGS_MS as T } from '@confirma/contracts/constants';
import { createVideoUploader } from '../api/create-video-uploader';
import { getVideoSession } from '../api/get-video-session';
import { startIdentification } from '../api/start-identification';
import { startRecorder, wait } from './camera';
import { CaptureStop, type TCaptureRun } from './capture.types';

/**
 * Recording: our session (it says whether the liveness challenge runs), the operation moves
 * to recording with the consent given, the recorder starts and its pieces are uploaded as
 * they come.
 */
export async function runRecordingStage({ options, io, signal }: TCaptureRun, stream: MediaStream) {
  let liveness = options.liveness;
  let videoUuid: string;
  try {
    liveness = (await getVideoSession(options.operationUuid)).liveness;
    io.update({ liveness: liveness !== 'OFF' });
    videoUuid = (await startIdentification(options.operationUuid, { consent: options.consent }))
      .videouuid;
  } catch {
    throw new CaptureStop('failed.start');
  }
  await wait(T.recorderStart, signal);
  const uploader = createVideoUploader(options.operationUuid, videoUuid, options.domainUuid);
  let recorder: ReturnType<typeof startRecorder>;
  try {
    recorder = startRecorder(stream, (piece) => uploader.add(piece));
  } catch {
    throw new CaptureStop('failed.recording');
  }
  io.update({ phase: 'recording', videoUuid });
  return { liveness, videoUuid, uploader, recorder };
}
