import { IDENTIFICATION_DEFAULTS } from '@confirma/contracts/identification';
import { MINUTE_MS } from '../../../platform/time-units.ts';
import type { TRecordingLimits } from './recording.types.ts';

/**
 * The recording's clock against the server's. The page starts its recorder about a second
 * after the start call returns, so video time 0 is `startedAt` plus that second and the
 * call's network time; a frame received at server time R was grabbed before R by its
 * upload time (a liveness burst: its 3 s of frames, then the upload). A posted frame is
 * looked for in video time [R − startedAt − LAG_MAX_MS, R − startedAt + SKEW_MS].
 */
/** The longest a frame may have taken to reach the server after it was grabbed, plus the
 * recorder's start: a burst of twelve 640x480 JPEGs (about 0.6 MB) over a 0.5 Mbit/s uplink
 * takes about 10 s, after the burst's own 3 s. */
export const LAG_MAX_MS = 15_000;
/** How far the recording's time may run ahead of the server's (a recorder started before
 * the start call returned, a clock rounding): frames are never grabbed after they arrive. */
export const SKEW_MS = 2_000;

/** The recording may be shorter than the session (endedAt − startedAt) by the recorder's
 * late start and the stop's delay: about 1 s plus network time each way. */
export const DURATION_SLACK_MS = 5_000;
/** Fewer decoded frames, or a lower mean rate, is no camera recording (MediaRecorder films
 * at 15–30 fps; a slow phone drops to about 10). */
export const MIN_FRAMES = 10;
export const MIN_FRAME_RATE = 5;

/** Video frames within this many bits of a posted frame's best match count as its matches
 * when the session's offset is voted (the still frames of a person sitting differ by noise
 * alone: 0–2 bits, measured), and are the frame's other equally good places (a burst's frame
 * is in its window when one of them is); the frame itself is placed at the best distance. */
export const TIE_BITS = 2;
/** Frames whose offsets lie this close agree on the session's offset (a frame's own upload
 * time varies by a few hundred ms). */
export const OFFSET_TOLERANCE_MS = 500;
/** A challenge's window, mapped to video time with the session's offset, is widened by this on
 * each side: the offset is a consensus, and each upload's own time varies around it. */
export const WINDOW_SLACK_MS = 1_000;

/** A sampled face narrower than this (the selfie stage's own minimum) says too little to be
 * compared; it is neither a match nor a mismatch. */
export const PERSON_MIN_FACE_WIDTH = IDENTIFICATION_DEFAULTS.widthFaceRect;
/** The biometry similarity a sampled face must reach against the selfie: the platform's own.
 * Measured on VP8 frames of the filmed holder: frontal 1.0, blinking 0.94, head turned 0.66–0.69,
 * another person 0 (packages/vision/scripts/measure-frame-hashes.ts --faces). */
export const PERSON_THRESHOLD = IDENTIFICATION_DEFAULTS.biometryConfidence;
export const PERSON_MIN_MATCHES = 2;
/** The face stage ends at the first document frame, or this long after the last face or
 * liveness frame if that comes first: in between the card is brought up to the camera, and
 * its printed portrait (a document portrait scores lower against a selfie than a face does)
 * is not the person's face. */
export const FACE_STAGE_TAIL_MS = 2_000;
/** Frames for the face engine are decoded at the video's width, at most this. */
export const STILL_MAX_WIDTH = 1280;

/** Frames of one pool task when a challenge is looked for again: about a second of a
 * worker, so a live detection queued behind it waits no longer than that. */
export const RECHECK_CHUNK = 8;

/**
 * The default bounds: a session lasts 10 minutes at most (videoTimeoutMinutes). A challenge
 * is looked for again on the frames about its passing burst, 8 a second: a blink's closed
 * eyes last 100–150 ms, and the hash cannot place a burst's closed-eyed frame (a blink
 * changes no bit of it); 48 frames cover 6 s at that rate (3 s either side of the burst), at
 * about 0.1 s of the vision pool a frame.
 */
export const RECORDING_LIMITS: TRecordingLimits = {
  maxDurationMs: 15 * MINUTE_MS,
  maxFrames: 60_000,
  decodeTimeoutMs: 120_000,
  personSampleEveryMs: 1_000,
  maxPersonSamples: 30,
  recheckEveryMs: 125,
  maxRecheckFrames: 48,
};
