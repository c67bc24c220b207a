import { IDENTIFICATION_TIMINGS_MS as T } from '@confirma/contracts/constants';
import { detectFace } from '../api/detect-face';
import { hintOf } from '../detection-hint';
import { wait } from './camera';
import type { TRecordingRun } from './capture.types';

/** The face, stored with its confidence and biometry, then a pause before the next stage. */
export async function runFaceStage(run: TRecordingRun): Promise<void> {
  const { options, signal } = run;
  run.enter('face', 'face');
  const face = await run.loop(async (imgb64) => {
    const answer = await detectFace(
      options.operationUuid,
      { imgb64, customerid: options.customerNif ?? undefined },
      signal,
    );
    if (answer.detected) return answer;
    run.answered('face', hintOf(answer, 'face'));
    return null;
  });
  run.save('FACE', face.imagebase64, { confidence: face.confidence, biometry: face.biometryData });
  run.complete('face', 'faceFound');
  await wait(run.device.iPhone ? T.faceToFrontPauseIPhone : T.faceToFrontPause, signal);
}
