import {
  IDENTIFICATION_THRESHOLDS,
  IDENTIFICATION_TIMINGS_MS as T,
} from '@confirma/contracts/constants';
import type { TDetectionResult } from '@confirma/contracts/identification';
import { detectFront } from '../api/detect-front';
import { biometryBlocks, frontOutcome, HOLOGRAM_LEAD_MS } from '../capture-rules';
import { wait } from './camera';
import { CaptureStop, type TRecordingRun } from './capture.types';

/**
 * The front of the card, or a passport page (which ends the documents). Its face must match
 * the selfie where biometry blocks. Resolves whether a card's front was found and whether
 * its answer already showed the hologram.
 */
export async function runFrontStage(
  run: TRecordingRun,
): Promise<{ card: false } | { card: true; hologramSeen: boolean }> {
  const { options, io, signal, say, save } = run;
  run.enter('front', 'front');
  const checkBiometry = (result: TDetectionResult) => {
    if (
      biometryBlocks(result.biometryData?.confidence, {
        biometry: true,
        blocking: options.biometryBlocking,
        threshold: IDENTIFICATION_THRESHOLDS.biometryConfidence,
      })
    ) {
      throw new CaptureStop('failed.biometry');
    }
  };
  const front = await run.loop(async (imgb64) => {
    let results: TDetectionResult[];
    try {
      results = await detectFront(
        options.operationUuid,
        { imgb64, isPortrait: io.screen.height > io.screen.width },
        signal,
      );
    } catch (error) {
      say('frontError', 'warning');
      throw error;
    }
    const outcome = frontOutcome(results);
    if (outcome.found) return outcome;
    run.answered('front', outcome.hint);
    return null;
  });
  if (front.found === 'passport') {
    checkBiometry(front.passport);
    // The metadata is the detection's scores and data, never its images (20 000 chars).
    save('PASSPORT', front.passport.imagebase64, {
      confidence: front.passport.confidence,
      biometry: front.passport.biometryData,
      ocr: front.passport.ocr,
    });
    save('PASSPORTMRZ', front.passport.imagemrzbase64, front.passport.ocr);
    io.update({ passport: true });
    run.complete('front', 'passportFound');
    await wait(T.passportCompletionPause, signal);
    return { card: false };
  }
  if (front.found !== 'front') return { card: false };
  checkBiometry(front.front);
  save('DNIFRONT', front.front.imagebase64, {
    confidence: front.front.confidence,
    biometry: front.front.biometryData,
  });
  if (front.hologram)
    save('HOLOGRAM', front.hologram.imagebase64, { confidence: front.hologram.confidence });
  run.complete('front', 'frontFound');
  await wait(HOLOGRAM_LEAD_MS, signal);
  return { card: true, hologramSeen: front.hologram !== null };
}
