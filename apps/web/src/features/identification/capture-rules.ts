import { IDENTIFICATION_THRESHOLDS, VIDEO_SIZES } from '@confirma/contracts/constants';
import type {
  TDetectionResult,
  TIdentificationResultResponse,
} from '@confirma/contracts/identification';
import { hintOf, type THint } from './detection-hint';

/** The five inputs of the capture, in the order their messages show. */
export const CAPTURE_INPUTS = [
  'token',
  'opsAddress',
  'videoAddress',
  'operationUuid',
  'domainUuid',
] as const;
export type TCaptureInput = (typeof CAPTURE_INPUTS)[number];

/** The inputs that are empty (each has its own message). */
export function missingInputs(inputs: Record<TCaptureInput, string | null | undefined>) {
  return CAPTURE_INPUTS.filter((name) => !inputs[name]?.trim());
}

/**
 * Mean luminance of RGBA pixels as a percentage of white (BT.601 weights), sampling one
 * pixel in `step` (the check runs on a live video: a sample is enough).
 */
export function brightnessPercent(rgba: ArrayLike<number>, step = 4): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i + 2 < rgba.length; i += 4 * step) {
    sum +=
      0.299 * (rgba[i] as number) +
      0.587 * (rgba[i + 1] as number) +
      0.114 * (rgba[i + 2] as number);
    count += 1;
  }
  return count === 0 ? 0 : (sum / count / 255) * 100;
}

export type TLightVerdict = 'low' | 'high' | 'ok';

/** Below 20 % too dark, above 80 % too bright. */
export function lightVerdict(percent: number): TLightVerdict {
  if (percent < IDENTIFICATION_THRESHOLDS.videoBrightnessMin) return 'low';
  if (percent > IDENTIFICATION_THRESHOLDS.videoBrightnessMax) return 'high';
  return 'ok';
}

/** 640x480 on desktop, 240x320 on a portrait phone, 320x240 landscape. */
export function videoSizeFor(screen: { width: number; height: number }, phone: boolean) {
  if (!phone) return VIDEO_SIZES.desktop;
  return screen.height >= screen.width ? VIDEO_SIZES.phonePortrait : VIDEO_SIZES.phoneLandscape;
}

/** What the user agent says about the device (the capture's delays). */
export function deviceOf(userAgent: string) {
  const iPhone = /iPhone|iPod/.test(userAgent);
  const iPad = /iPad/.test(userAgent);
  const edge = /Edg\//.test(userAgent);
  const safari = /Safari\//.test(userAgent) && !/Chrome\/|Chromium\/|Edg\//.test(userAgent);
  return {
    phone: iPhone || /Android.*Mobile|Mobile Safari/.test(userAgent),
    /** iPhone or iPod, not a tablet: the longer pause after the face. */
    iPhone: iPhone && !iPad,
    /** The camera starts 2.5 s late on iPhone, Safari and Edge. */
    delayedCamera: iPhone || safari || edge,
  };
}

// ── Stages ──────────────────────────────────────────────────────────────────────────────

export type TCaptureStage = 'face' | 'liveness' | 'front' | 'hologram' | 'back' | 'done';

/**
 * The stage after `stage`: face → (liveness) → front → hologram → back → done; a passport
 * ends at its page (no hologram, no back).
 */
export function nextStage(
  stage: TCaptureStage,
  options: { liveness: boolean; passport?: boolean },
): TCaptureStage {
  switch (stage) {
    case 'face':
      return options.liveness ? 'liveness' : 'front';
    case 'liveness':
      return 'front';
    case 'front':
      return options.passport ? 'done' : 'hologram';
    case 'hologram':
      return 'back';
    default:
      return 'done';
  }
}

/**
 * The stages the stepper shows, in order: the liveness when the server asks for it, and
 * neither hologram nor back once a passport is seen.
 */
export function captureStages(options: { liveness: boolean; passport?: boolean }): TCaptureStage[] {
  const stages: TCaptureStage[] = [];
  for (let stage: TCaptureStage = 'face'; stage !== 'done'; stage = nextStage(stage, options)) {
    stages.push(stage);
  }
  return stages;
}

/**
 * The hologram stage: bursts of HOLOGRAM_BURST frames (about 2 s) while the person tilts the
 * card, HOLOGRAM_TRIES of them at most (all the server takes: a DNI's hologram is required by
 * default); not seen, the capture goes on and the verdict says why it failed.
 */
export const HOLOGRAM_BURST = { frames: 8, intervalMs: 250 } as const;
export const HOLOGRAM_TRIES = 5;
/** From the front's check mark to the hologram's instruction. */
export const HOLOGRAM_LEAD_MS = 1000;

/** The spec's words in `documenttype`. */
const isPassport = (result: TDetectionResult) => /pasaporte|passport/i.test(result.documenttype);
const isFront = (result: TDetectionResult) => /anverso|front/i.test(result.documenttype);
const isBack = (result: TDetectionResult) => /reverso|back/i.test(result.documenttype);
const isDni = (result: TDetectionResult) => /dni/i.test(result.documenttype);

export type TFrontOutcome =
  | { found: 'front'; front: TDetectionResult; hologram: TDetectionResult | null }
  | { found: 'passport'; passport: TDetectionResult }
  | { found: null; hint: THint | null };

/**
 * Over the front detection's list: two detected results one of which is a
 * front → the front (the other is the hologram view); a single 'pasaporte' → a passport; a
 * single detected result of another type that is neither passport nor dni → found; else a
 * hint and another try.
 */
export function frontOutcome(results: TDetectionResult[]): TFrontOutcome {
  const detected = results.filter((result) => result.detected);
  if (detected.length >= 2) {
    const front = detected.find(isFront);
    if (front) {
      const hologram = detected.find((result) => result !== front) ?? null;
      return { found: 'front', front, hologram };
    }
  }
  if (detected.length === 1) {
    const [only] = detected as [TDetectionResult];
    if (isPassport(only)) return { found: 'passport', passport: only };
    if (isFront(only)) return { found: 'front', front: only, hologram: null };
    if (!isDni(only)) return { found: 'front', front: only, hologram: null };
  }
  // A passport page seen but not taken: the server held it for an MRZ that failed its
  // checks (a reflection over the code lines, docs/identification.md).
  const held = results.some((result) => !result.detected && isPassport(result));
  return { found: null, hint: hintOf(results[0], 'document') ?? (held ? 'reflections' : null) };
}

/** The hologram burst's answer (a detection list): a detected 'hologram' result. */
export const hologramSeen = (results: TDetectionResult[]) =>
  results.some((result) => result.detected && /hologram/i.test(result.documenttype));

/** A detected back, else the answer's own hint (detection-hint.ts). */
export function backOutcome(results: TDetectionResult[]) {
  const back = results.find((result) => result.detected && isBack(result));
  return back ? { found: back } : { found: null, hint: hintOf(results[0], 'document') };
}

/**
 * With biometry on and blocking, a face match under the biometry confidence
 * stops the identification. A missing score is not a failure here (the server decides).
 */
export function biometryBlocks(
  confidence: number | null | undefined,
  options: { biometry: boolean; blocking: boolean; threshold?: number },
): boolean {
  if (!options.biometry || !options.blocking || confidence == null) return false;
  return confidence < (options.threshold ?? IDENTIFICATION_THRESHOLDS.biometryConfidence);
}

/** Frames go to the server at most this wide (JPEG), a few per second. */
export const FRAME_MAX_WIDTH = 640;
export const FRAME_INTERVAL_MS = 400;
export const FRAME_JPEG_QUALITY = 0.85;

/** The size a frame is sent at: the video's, scaled down to FRAME_MAX_WIDTH. */
export function frameSize(video: { width: number; height: number }) {
  if (video.width <= FRAME_MAX_WIDTH) return { width: video.width, height: video.height };
  const scale = FRAME_MAX_WIDTH / video.width;
  return { width: FRAME_MAX_WIDTH, height: Math.round(video.height * scale) };
}

/** Milliseconds until the timeout, from the configured minutes (fractions allowed). */
export const timeoutMs = (minutes: number) => Math.max(1, Math.round(minutes * 60_000));

/**
 * How the capture ends on the server's verdict: a blocked face match, a required liveness
 * challenge or a colour sequence not passed stop it with their own message, on the capture
 * screen; any other
 * verdict (passed, failed on the documents, under review) goes on to the summary, which says why.
 */
export function verdictStop(
  result: Pick<TIdentificationResultResponse, 'blocked' | 'failures'>,
): 'failed.biometry' | 'failed.liveness' | 'failed.colour' | null {
  if (result.blocked) return 'failed.biometry';
  if (result.failures.includes('LIVENESS_FAILED')) return 'failed.liveness';
  if (result.failures.includes('COLOUR_NOT_REFLECTED')) return 'failed.colour';
  return null;
}
