import type { TIdDocumentType } from '@confirma/contracts/constants';
import {
  IDENTIFICATION_THRESHOLDS,
  IDENTIFICATION_TIMINGS_MS,
} from '@confirma/contracts/constants';
import type {
  TBiometricConsent,
  TDetectionResult,
  TLivenessChallengeKind,
  TLivenessMode,
} from '@confirma/contracts/identification';
import { ApiError } from '../../../lib/api-error';
import { computeIdentificationResult } from '../api/compute-identification-result';
import { createVideoUploader } from '../api/create-video-uploader';
import { detectBack } from '../api/detect-back';
import { detectFace } from '../api/detect-face';
import { detectFront } from '../api/detect-front';
import { getLivenessChallenge } from '../api/get-liveness-challenge';
import { getVideoSession } from '../api/get-video-session';
import { saveCapture } from '../api/save-capture';
import { sendLiveness } from '../api/send-liveness';
import { startIdentification } from '../api/start-identification';
import {
  backOutcome,
  biometryBlocks,
  deviceOf,
  FRAME_INTERVAL_MS,
  frontOutcome,
  HOLOGRAM_LEAD_MS,
  lightVerdict,
  nextStage,
  type TCaptureStage,
  timeoutMs,
  verdictStop,
  videoSizeFor,
} from '../capture-rules';
import { answerMessage, hintOf, type THint } from '../detection-hint';
import {
  grabBurst,
  grabFrame,
  openCamera,
  sampleBrightness,
  startRecorder,
  type TRecorder,
  videoReady,
  wait,
} from './camera';
import { runColourStage } from './run-colour-stage';
import { runHologramStage } from './run-hologram-stage';

export type TCapturePhase = 'camera' | 'light' | 'recording' | 'finishing' | 'done' | 'failed';
export type TMessageKey =
  | 'camera'
  | 'lightCheck'
  | 'lightLow'
  | 'lightHigh'
  | 'lightOk'
  | 'face'
  | 'faceFound'
  | 'front'
  | 'frontFound'
  | 'frontError'
  | 'hologram'
  | 'hologramFound'
  | 'hologramNotPassed'
  | 'back'
  | 'backFound'
  | 'backError'
  | 'passportFound'
  | THint
  | `liveness.${TLivenessChallengeKind}`
  | 'livenessPassed'
  | 'livenessNotPassed'
  | 'colour'
  | 'colourNotPassed'
  | 'saving'
  | 'computing'
  | 'finished'
  | 'failed.start'
  | 'failed.recording'
  | 'failed.video'
  | 'failed.timeout'
  | 'failed.biometry'
  | 'failed.liveness'
  | 'failed.colour'
  | 'failed.camera'
  | 'failed.result'
  | 'busy';

export interface TCaptureState {
  phase: TCapturePhase;
  stage: TCaptureStage | null;
  completed: TCaptureStage[];
  /** Frames sent in the current stage (the progress indicator moves with them). */
  attempts: number;
  message: TMessageKey;
  severity: 'info' | 'success' | 'warning' | 'error';
  passport: boolean;
  /** The liveness stage is part of this capture (the server asks for it). */
  liveness: boolean;
  /** Whether the server issued a colour sequence (null until the challenges are known). */
  colourCheck: 'ON' | 'OFF' | null;
  /** The colour (CSS) the screen is filled with while the sequence shows; null otherwise. */
  screenColour: string | null;
  /** Share of the video uploaded, 0..1. */
  upload: number;
  /** When the videoTimeout ends the capture (epoch ms), while it runs; null otherwise. */
  deadline: number | null;
  videoUuid: string | null;
  passed: boolean | null;
}

export interface TCaptureOptions {
  operationUuid: string;
  domainUuid: string;
  videoTimeoutMinutes: number;
  /** What the server asked for when the page opened; its session answer at the start decides. */
  liveness: TLivenessMode;
  /** The consent the person gave before the camera (sent with startidentification). */
  consent: TBiometricConsent;
  biometryBlocking: boolean;
  customerNif: string | null;
}

export interface TCaptureIo {
  video: () => HTMLVideoElement | null;
  attach: (stream: MediaStream | null) => void;
  update: (change: Partial<TCaptureState>) => void;
  signal: AbortSignal;
  userAgent: string;
  screen: { width: number; height: number };
}

export const INITIAL_CAPTURE: TCaptureState = {
  phase: 'camera',
  stage: null,
  completed: [],
  attempts: 0,
  message: 'camera',
  severity: 'info',
  passport: false,
  liveness: false,
  colourCheck: null,
  screenColour: null,
  upload: 0,
  deadline: null,
  videoUuid: null,
  passed: null,
};

/** Why the capture stopped early, with its message. */
class CaptureStop extends Error {
  constructor(readonly key: TMessageKey) {
    super(key);
  }
}

const T = IDENTIFICATION_TIMINGS_MS;

/** One liveness try: 12 frames (the most a try takes) a quarter of a second apart, ~3 s. */
const LIVENESS_BURST = { frames: 12, intervalMs: 250 } as const;

/**
 * The whole capture (spec 001 §4.1–§4.8, §9.1): camera, light check, recording, face →
 * (liveness) → front → hologram → back (a passport ends at the front), upload, result.
 * Resolves with the video's uuid when the identification was computed and not blocked.
 */
export async function runCapture(options: TCaptureOptions, io: TCaptureIo): Promise<string | null> {
  const { signal, update } = io;
  const device = deviceOf(io.userAgent);
  let stream: MediaStream | null = null;
  let recorder: TRecorder | null = null;
  const timeout = new AbortController();
  const limit = timeoutMs(options.videoTimeoutMinutes);
  const timer = setTimeout(() => timeout.abort(new CaptureStop('failed.timeout')), limit);
  const both = AbortSignal.any([signal, timeout.signal]);
  const state = { completed: [] as TCaptureStage[] };
  const say = (message: TMessageKey, severity: TCaptureState['severity'] = 'info') =>
    update({ message, severity });
  /** After an answer that took nothing: its own hint, or the stage's instruction again. */
  const answered = (instruction: TMessageKey, hint: THint | null) =>
    update(answerMessage(instruction, hint));
  let liveness = options.liveness;
  update({ liveness: liveness !== 'OFF', deadline: Date.now() + limit });
  try {
    // 1. The camera (late on iPhone, Safari and Edge).
    if (device.delayedCamera) await wait(T.cameraStartDelay, both);
    try {
      stream = await openCamera(videoSizeFor(io.screen, device.phone));
    } catch {
      throw new CaptureStop('failed.camera');
    }
    io.attach(stream);

    // 2. The light: first sample at 3 s, again every 5 s; 500 ms while there is no picture.
    update({ phase: 'light', message: 'lightCheck', severity: 'info' });
    await wait(T.firstBrightnessSample, both);
    for (;;) {
      const video = io.video();
      if (!videoReady(video)) {
        await wait(T.noVideoRetry, both);
        continue;
      }
      const verdict = lightVerdict(sampleBrightness(video));
      if (verdict === 'ok') break;
      say(verdict === 'low' ? 'lightLow' : 'lightHigh', 'warning');
      await wait(T.brightnessRetry, both);
    }
    say('lightOk', 'success');
    await wait(T.optimalLightStart, both);

    // 3. Recording: our session (it says whether the liveness challenge runs), the operation
    // moves to recording with the consent given, the recorder starts.
    let videoUuid: string;
    try {
      liveness = (await getVideoSession(options.operationUuid)).liveness;
      update({ liveness: liveness !== 'OFF' });
      videoUuid = (await startIdentification(options.operationUuid, { consent: options.consent }))
        .videouuid;
    } catch {
      throw new CaptureStop('failed.start');
    }
    await wait(T.recorderStart, both);
    const uploader = createVideoUploader(options.operationUuid, videoUuid, options.domainUuid);
    try {
      recorder = startRecorder(stream, (piece) => uploader.add(piece));
    } catch {
      throw new CaptureStop('failed.recording');
    }
    update({ phase: 'recording', videoUuid });

    const save = (documentType: TIdDocumentType, image: string | null, metadata: unknown) => {
      if (!image) return;
      // Spec 001 §7: failures of the capture storage are only logged.
      saveCapture(options.operationUuid, videoUuid, {
        documentType,
        operationUuid: options.operationUuid,
        metadata: JSON.stringify(metadata ?? {}),
        documentB64: image,
      }).catch((error: unknown) => console.warn('saveidentificationdata failed', error));
    };
    const enter = (stage: TCaptureStage, message: TMessageKey) =>
      update({ stage, attempts: 0, message, severity: 'info', completed: [...state.completed] });
    const complete = (stage: TCaptureStage, message: TMessageKey) => {
      state.completed.push(stage);
      update({ completed: [...state.completed], message, severity: 'success' });
    };
    /** Sends frames until `attempt` says found; a network error just tries again. */
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
            if (both.aborted) throw both.reason;
            const busy = busyDelayMs(error);
            if (busy !== null) {
              // The demo's share of the engine is full: say so, and try after the delay.
              say('busy', 'warning');
              await wait(busy, both);
              continue;
            }
            console.warn('detection failed, trying again', error);
          }
        }
        await wait(Math.max(0, FRAME_INTERVAL_MS - (performance.now() - started)), both);
      }
    }

    // 4. The face.
    let stage: TCaptureStage = 'face';
    enter('face', 'face');
    const face = await loop(async (imgb64) => {
      const answer = await detectFace(
        options.operationUuid,
        { imgb64, customerid: options.customerNif ?? undefined },
        both,
      );
      if (answer.detected) return answer;
      answered('face', hintOf(answer, 'face'));
      return null;
    });
    save('FACE', face.imagebase64, { confidence: face.confidence, biometry: face.biometryData });
    complete('face', 'faceFound');
    await wait(device.iPhone ? T.faceToFrontPauseIPhone : T.faceToFrontPause, both);
    stage = nextStage('face', { liveness: liveness !== 'OFF' });

    // 4b. The liveness challenges chosen by the server, each tried until it passes or its
    // tries run out. Not passed: a required liveness fails the result (said at the end),
    // an offered one is only reported.
    let livenessFailed = false;
    let colourFailed = false;
    if (stage === 'liveness') {
      enter('liveness', 'face');
      const { challenges, colours } = await getLivenessChallenge(options.operationUuid);
      update({ colourCheck: colours ? 'ON' : 'OFF' });
      for (const challenge of challenges.filter((one) => !one.passed)) {
        say(`liveness.${challenge.kind}`);
        const outcome = await loop(async () => {
          const frames = await grabBurst(io.video, LIVENESS_BURST, both);
          const answer = await sendLiveness(
            options.operationUuid,
            { index: challenge.index, frames },
            both,
          ).catch((error: unknown) => {
            // Its window closed on the server's clock: settled as not passed.
            if (error instanceof ApiError && error.code === 'CHALLENGE_EXPIRED') {
              return { passed: false, attemptsLeft: 0 };
            }
            throw error;
          });
          if (answer.passed || answer.attemptsLeft === 0) return answer;
          say(`liveness.${challenge.kind}`, 'warning');
          return null;
        });
        if (!outcome.passed) livenessFailed = true;
        // Required and not passed: the next challenge cannot change the outcome.
        if (livenessFailed && liveness === 'REQUIRED') break;
      }
      // 4c. The colour sequence, where the server issued one (and the movements did not
      // already fail a required liveness): the face must reflect the screen's light.
      if (colours && !(livenessFailed && liveness === 'REQUIRED')) {
        say('colour');
        colourFailed = !(await runColourStage(options.operationUuid, colours, {
          video: io.video,
          signal: both,
          show: (screenColour) => update({ screenColour }),
          onTry: (attempts) => update({ attempts }),
          onMiss: () => say('colour', 'warning'),
        }));
      }
      if (livenessFailed) say('livenessNotPassed', 'warning');
      else if (colourFailed) say('colourNotPassed', 'warning');
      else complete('liveness', 'livenessPassed');
      await wait(T.faceToFrontPause, both);
      stage = 'front';
    }

    // A liveness the server requires (or its colour sequence) that did not pass fails
    // whatever the documents show: the person is not asked for them, and the result is
    // computed at once.
    if (!((liveness === 'REQUIRED' && livenessFailed) || colourFailed)) {
      // 5. The front (or a passport page).
      enter('front', 'front');
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
      const front = await loop(async (imgb64) => {
        let results: TDetectionResult[];
        try {
          results = await detectFront(
            options.operationUuid,
            { imgb64, isPortrait: io.screen.height > io.screen.width },
            both,
          );
        } catch (error) {
          say('frontError', 'warning');
          throw error;
        }
        const outcome = frontOutcome(results);
        if (outcome.found) return outcome;
        answered('front', outcome.hint);
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
        update({ passport: true });
        complete('front', 'passportFound');
        await wait(T.passportCompletionPause, both);
      } else if (front.found === 'front') {
        checkBiometry(front.front);
        save('DNIFRONT', front.front.imagebase64, {
          confidence: front.front.confidence,
          biometry: front.front.biometryData,
        });
        if (front.hologram)
          save('HOLOGRAM', front.hologram.imagebase64, { confidence: front.hologram.confidence });
        complete('front', 'frontFound');
        await wait(HOLOGRAM_LEAD_MS, both);

        // 5b. The hologram, seen in the front's answer (spec 001 §4.4) or in bursts of the
        // card tilted; not seen, the capture carries on with a note.
        enter('hologram', 'hologram');
        const seen =
          front.hologram !== null ||
          (await runHologramStage(options.operationUuid, {
            video: io.video,
            signal: both,
            onTry: (attempts) => update({ attempts }),
            onMiss: () => say('hologram', 'warning'),
          }));
        if (seen) complete('hologram', 'hologramFound');
        else say('hologramNotPassed', 'warning');
        await wait(T.frontToBackPause, both);

        // 6. The back.
        enter('back', 'back');
        const back = await loop(async (imgb64) => {
          let results: TDetectionResult[];
          try {
            results = await detectBack(options.operationUuid, { imgb64 }, both);
          } catch (error) {
            say('backError', 'warning');
            throw error;
          }
          const outcome = backOutcome(results);
          if (outcome.found) return outcome.found;
          answered('back', outcome.hint);
          return null;
        });
        save('DNIBACK', back.imagebase64, { confidence: back.confidence, ocr: back.ocr });
        complete('back', 'backFound');
      }
    }

    // 7. Stop, upload, compute.
    update({
      phase: 'finishing',
      stage: 'done',
      message: 'saving',
      severity: 'info',
      deadline: null,
    });
    clearTimeout(timer);
    await wait(T.stopBeforeRead, signal);
    const recorded = await recorder.stop();
    stopTracks(stream);
    try {
      await uploader.finish(recorded.durationMs, recorded.blob.type, (upload) =>
        update({ upload }),
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
        await wait(busy, both);
        say('computing');
      }
    }
    const stop = verdictStop(result);
    if (stop) throw new CaptureStop(stop);
    update({
      phase: 'done',
      message: 'finished',
      severity: 'success',
      passed: result.status === 'PASSED',
    });
    await wait(T.summaryDelay, signal);
    return videoUuid;
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

function stopTracks(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** A 503 VISION_BUSY answer's Retry-After in ms (a minute when absent); null for any other. */
function busyDelayMs(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'VISION_BUSY') return null;
  return (error.retryAfterSeconds ?? 60) * 1000;
}
