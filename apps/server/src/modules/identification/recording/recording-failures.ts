import type {
  TChallengeRecheck,
  TLocatedFrame,
  TPersonSample,
  TRecordingFailure,
} from './recording.types.ts';
import {
  DURATION_SLACK_MS,
  MIN_FRAME_RATE,
  MIN_FRAMES,
  PERSON_MIN_MATCHES,
} from './recording-parameters.ts';

const DOCUMENT_KINDS = new Set(['FRONT', 'BACK', 'PASSPORT']);

/** Too few frames to be a camera's recording: under MIN_FRAMES, or under MIN_FRAME_RATE. */
export function tooFewFrames(frames: number, durationMs: number): boolean {
  return frames < MIN_FRAMES || frames < (MIN_FRAME_RATE * durationMs) / 1000;
}

/**
 * What the readable recording fails before any face is looked at, in a fixed order: its
 * length against the session's, the posted frames it does not show.
 */
export function timingFailures(facts: {
  durationMs: number;
  sessionMs: number;
  located: TLocatedFrame[];
}): TRecordingFailure[] {
  const failures: TRecordingFailure[] = [];
  if (facts.durationMs < facts.sessionMs - DURATION_SLACK_MS) failures.push('VIDEO_TOO_SHORT');
  const missing = facts.located.filter((frame) => !frame.found);
  if (missing.some((frame) => !DOCUMENT_KINDS.has(frame.kind))) {
    failures.push('VIDEO_FRAMES_MISSING');
  }
  if (missing.some((frame) => DOCUMENT_KINDS.has(frame.kind))) {
    failures.push('VIDEO_DOCUMENT_MISSING');
  }
  return failures;
}

/**
 * What the vision pool found wrong: a sampled face that is not the selfie's person, or fewer
 * than PERSON_MIN_MATCHES that are; a passed challenge not placed well or not seen again.
 */
export function visionFailures(
  samples: TPersonSample[],
  challenges: TChallengeRecheck[],
): TRecordingFailure[] {
  const failures: TRecordingFailure[] = [];
  const compared = samples.filter((sample) => sample.similarity !== null);
  const matched = compared.filter((sample) => sample.matched).length;
  if (matched < compared.length || matched < PERSON_MIN_MATCHES) {
    failures.push('VIDEO_OTHER_PERSON');
  }
  if (challenges.some((challenge) => !challenge.passed)) {
    failures.push('VIDEO_CHALLENGE_MISSING');
  }
  return failures;
}
