import type { TLivenessChallengeKind } from '@confirma/contracts/identification';

/** What a frame that counted was posted for: its detection endpoint. */
export type TPostedFrameKind =
  | 'FACE'
  | 'LIVENESS'
  | 'COLOUR'
  | 'FRONT'
  | 'HOLOGRAM'
  | 'BACK'
  | 'PASSPORT';

/** A frame a detection counted, as the identification logged it. */
export interface TPostedFrame {
  kind: TPostedFrameKind;
  /** When the server received it (server clock), ms since the epoch. */
  receivedAt: number;
  /** Its perceptual hash (`perceptualHash` of the posted image). */
  hash: string;
  /** The liveness challenge (its index) whose burst it belongs to. */
  challenge?: number;
}

/** A liveness challenge, and when it could be answered (server clock, ms since the epoch). */
export interface TChallengeWindow {
  index: number;
  kind: TLivenessChallengeKind;
  /** When the server gave the challenge to the page. */
  openedAt: number;
  /** When its burst was received, or the challenge expired. */
  closesAt: number;
  passed: boolean;
}

export interface TRecordingInput {
  /** The recording as a local file (withBlobFile spools a stored one). */
  videoPath: string;
  /** The server time of the identification's start; the recorder starts a little after. */
  startedAt: number;
  /** The server time of the session's last step (its last frame received). */
  endedAt: number;
  frames: TPostedFrame[];
  challenges: TChallengeWindow[];
  /** The selfie's face descriptor (FaceRes, 1024 numbers). */
  selfie: number[] | null;
}

/** The bounds of one analysis (recording-parameters.ts has the defaults). */
export interface TRecordingLimits {
  /** A longer recording is decoded this far only. */
  maxDurationMs: number;
  maxFrames: number;
  /** Each ffmpeg run stops (unreadable) past this. */
  decodeTimeoutMs: number;
  /** One person sample about every this many ms of the face stage... */
  personSampleEveryMs: number;
  /** ...and at most this many, spread evenly. */
  maxPersonSamples: number;
  /** A challenge is looked for again on a frame about every this many ms of its window... */
  recheckEveryMs: number;
  /** ...and at most this many, spread evenly. */
  maxRecheckFrames: number;
}

export type TRecordingFailure =
  | 'VIDEO_UNREADABLE'
  | 'VIDEO_TOO_SHORT'
  | 'VIDEO_FRAMES_MISSING'
  | 'VIDEO_DOCUMENT_MISSING'
  | 'VIDEO_OTHER_PERSON'
  | 'VIDEO_CHALLENGE_MISSING';

/** The video's frames as hashed: each one's time and perceptual hash. */
export interface THashedFrame {
  timeMs: number;
  hash: string;
}

/** Where a posted frame was found in the recording. */
export interface TLocatedFrame {
  kind: TPostedFrameKind;
  challenge: number | null;
  /** When the server received it (server clock), ms since the epoch. */
  receivedAt: number;
  /** A video frame within SAME_FRAME_MAX_DISTANCE in its search window. */
  found: boolean;
  /** The video time it was placed at (null when not found), ms. */
  timeMs: number | null;
  /** The nearest hash in its search window (found or not); null for an empty window. */
  distance: number | null;
  /** receivedAt − startedAt − timeMs: how long after its frame the server had it, ms. */
  offsetMs: number | null;
  /** Every video time within TIE_BITS of the best distance (the place is one of them), ms. */
  alsoAtMs: number[];
}

export interface TPersonSample {
  timeMs: number;
  /** The largest face's box width, px; null when no face was found. */
  faceWidth: number | null;
  /** Biometry similarity to the selfie when the face was wide enough (0–1). */
  similarity: number | null;
  /** Wide enough and the selfie's person. */
  matched: boolean;
}

export interface TChallengeRecheck {
  index: number;
  kind: TLivenessChallengeKind;
  /** Its burst's frames in the log, and those found in the recording. */
  frames: number;
  found: number;
  /** Its window in video time (with the session's offset), ms. */
  window: { fromMs: number; toMs: number } | null;
  /** The video times its frames were found at, in the burst's order. */
  times: number[];
  inWindow: boolean;
  /** The video frames it was looked for again on: about its passing burst, in its window. */
  recheckTimes: number[];
  /** The blink or turn seen again on those frames (null: not run). */
  rechecked: boolean | null;
  passed: boolean;
}

export interface TRecordingAnalysis {
  /** The last frame's end, ms (null: unreadable). */
  durationMs: number | null;
  /** endedAt − startedAt, ms. */
  sessionMs: number;
  codec: string | null;
  width: number | null;
  height: number | null;
  framesDecoded: number;
  posted: number;
  found: number;
  /** The largest distance among the frames found (null: none found). */
  worstFoundDistance: number | null;
  /** The offset most frames agree with, and the spread of the frames' own, ms. */
  offsets: { sessionMs: number | null; minMs: number | null; maxMs: number | null };
  frames: TLocatedFrame[];
  person: {
    /** The face stage sampled: video time 0 to this, ms. */
    stageEndMs: number;
    samples: TPersonSample[];
    matched: number;
    threshold: number;
  };
  challenges: TChallengeRecheck[];
  /**
   * Whether the person and the challenges were checked: not on a recording that already
   * failed (unreadable, too short, a posted frame missing), so a bad upload never spends the
   * vision pool's time.
   */
  visionChecked: boolean;
  failures: TRecordingFailure[];
  /** Why the video was unreadable (ffmpeg's words; for the logs, never for the signer). */
  unreadable: string | null;
  /** Wall time of the analysis, ms. */
  ms: number;
}
