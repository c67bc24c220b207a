import { blinkFromOpenness, type TVisionPool, turnFromYaw } from '@confirma/vision';
import type {
  TChallengeRecheck,
  TChallengeWindow,
  THashedFrame,
  TLocatedFrame,
  TRecordingLimits,
} from './recording.types.ts';
import { RECHECK_CHUNK, WINDOW_SLACK_MS } from './recording-parameters.ts';
import { sampleTimes } from './sample-times.ts';

/** The challenge's window in video time: its server times less the session's offset, widened. */
function videoWindow(challenge: TChallengeWindow, startedAt: number, offsetMs: number | null) {
  if (offsetMs === null) return null;
  return {
    fromMs: challenge.openedAt - startedAt - offsetMs - WINDOW_SLACK_MS,
    toMs: challenge.closesAt - startedAt - offsetMs + WINDOW_SLACK_MS,
  };
}

/**
 * Each passed challenge placed in the recording before any frame is decoded: its burst's
 * frames (the log's LIVENESS frames of its index, in their order) must all be found, at
 * video times inside its window (mapped with the session's offset, widened by
 * WINDOW_SLACK_MS). One placed well gets the frames of its window to be re-checked on.
 */
export function placeChallenges(
  challenges: TChallengeWindow[],
  located: TLocatedFrame[],
  context: { startedAt: number; sessionOffsetMs: number | null; video: THashedFrame[] },
  limits: Pick<TRecordingLimits, 'recheckEveryMs' | 'maxRecheckFrames'>,
): TChallengeRecheck[] {
  return challenges
    .filter((challenge) => challenge.passed)
    .map((challenge) => {
      const burst = located.filter(
        (frame) => frame.kind === 'LIVENESS' && frame.challenge === challenge.index,
      );
      const times = burst.flatMap((frame) => (frame.timeMs === null ? [] : [frame.timeMs]));
      const window = videoWindow(challenge, context.startedAt, context.sessionOffsetMs);
      const inWindow =
        window !== null &&
        times.length > 0 &&
        times.every((time) => time >= window.fromMs && time <= window.toMs);
      const placed = window !== null && inWindow && times.length === burst.length;
      return {
        index: challenge.index,
        kind: challenge.kind,
        frames: burst.length,
        found: times.length,
        window,
        times,
        inWindow,
        recheckTimes: placed
          ? sampleTimes(context.video, window, limits.recheckEveryMs, limits.maxRecheckFrames)
          : [],
        rechecked: null,
        passed: false,
      };
    });
}

/**
 * Eye openness (a blink) or yaw (a turn) of each frame, measured in the pool RECHECK_CHUNK
 * frames a task, one task at a time, then decided over the whole sequence by the engine's
 * own rules.
 */
async function seenAgain(
  vision: Pick<TVisionPool, 'run'>,
  kind: TChallengeRecheck['kind'],
  frames: Uint8Array[],
): Promise<boolean> {
  const measures: (number | null)[] = [];
  const direction = kind === 'TURN_LEFT' ? 'LEFT' : 'RIGHT';
  for (let start = 0; start < frames.length; start += RECHECK_CHUNK) {
    const chunk = frames.slice(start, start + RECHECK_CHUNK);
    measures.push(
      ...(kind === 'BLINK'
        ? (await vision.run('blink', { frames: chunk })).openness
        : (await vision.run('turn', { frames: chunk, direction })).yaw),
    );
  }
  return kind === 'BLINK'
    ? blinkFromOpenness(measures).blinked
    : turnFromYaw(measures, direction).turned;
}

/**
 * The blink or the head turn looked for again on the recording's own frames across the
 * challenge's window, in order: the hash finds where the burst's frames were filmed, but
 * cannot tell a closed-eyed frame from an open-eyed one of the same pose, so the whole
 * window is looked at. A challenge passes when its burst was placed well and its movement
 * is seen again. One challenge after the other: the pool is shared with live detections.
 */
export async function recheckChallenges(
  vision: Pick<TVisionPool, 'run'>,
  checks: TChallengeRecheck[],
  stills: Map<number, Buffer>,
): Promise<TChallengeRecheck[]> {
  const rechecked: TChallengeRecheck[] = [];
  for (const check of checks) {
    if (check.recheckTimes.length === 0) {
      rechecked.push(check);
      continue;
    }
    const frames = check.recheckTimes.flatMap((time) => {
      const still = stills.get(time);
      return still ? [new Uint8Array(still)] : [];
    });
    const seen = await seenAgain(vision, check.kind, frames);
    rechecked.push({ ...check, rechecked: seen, passed: seen });
  }
  return rechecked;
}
