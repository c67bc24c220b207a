import type { TDetectionResult } from '@confirma/contracts/identification';
import { detectBack } from '../api/detect-back';
import { backOutcome } from '../capture-rules';
import type { TRecordingRun } from './capture.types';

/** The back of the card, stored with its confidence and what was read on it. */
export async function runBackStage(run: TRecordingRun): Promise<void> {
  const { options, signal, say } = run;
  run.enter('back', 'back');
  const back = await run.loop(async (imgb64) => {
    let results: TDetectionResult[];
    try {
      results = await detectBack(options.operationUuid, { imgb64 }, signal);
    } catch (error) {
      say('backError', 'warning');
      throw error;
    }
    const outcome = backOutcome(results);
    if (outcome.found) return outcome.found;
    run.answered('back', outcome.hint);
    return null;
  });
  run.save('DNIBACK', back.imagebase64, { confidence: back.confidence, ocr: back.ocr });
  run.complete('back', 'backFound');
}
