import type { TIdDocumentType } from '@confirma/contracts/constants';
import type {
  TBiometricConsent,
  TLivenessChallengeKind,
  TLivenessMode,
} from '@confirma/contracts/identification';
import type { deviceOf, TCaptureStage } from '../capture-rules';
import type { THint } from '../detection-hint';

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
export class CaptureStop extends Error {
  constructor(readonly key: TMessageKey) {
    super(key);
  }
}

/** What every stage of a running capture is handed. */
export interface TCaptureRun {
  options: TCaptureOptions;
  io: TCaptureIo;
  /** The page's signal and the capture's time limit together. */
  signal: AbortSignal;
  device: ReturnType<typeof deviceOf>;
  say: (message: TMessageKey, severity?: TCaptureState['severity']) => void;
  /** After an answer that took nothing: its own hint, or the stage's instruction again. */
  answered: (instruction: TMessageKey, hint: THint | null) => void;
}

/** What the stages share once the recording runs (its video, the stage progress). */
export interface TRecordingRun extends TCaptureRun {
  videoUuid: string;
  /** Stores one capture of the video; a failure is only logged. */
  save: (documentType: TIdDocumentType, image: string | null, metadata: unknown) => void;
  enter: (stage: TCaptureStage, message: TMessageKey) => void;
  complete: (stage: TCaptureStage, message: TMessageKey) => void;
  /** Sends frames until `attempt` says found; a network error just tries again. */
  loop: <R>(attempt: (frame: string) => Promise<R | null>) => Promise<R>;
}
