import { hashDistance, SAME_FRAME_MAX_DISTANCE, type TVisionPool } from '@confirma/vision';
import { judgeMotion, type TFrameFace } from '../liveness/liveness-bursts.ts';
import type {
  TChallengeRecheck,
  TChallengeWindow,
  THashedFrame,
  TLocatedFrame,
  TPostedFrame,
  TRecordingLimits,
} from './recording.types.ts';
import { RECHECK_CHUNK, TIE_BITS, WINDOW_SLACK_MS } from './recording-parameters.ts';
import { sampleTimes } from './sample-times.ts';

/** The challenge's window in video time: its server times less the session's offset, widened. */
function videoWindow(challenge: TChallengeWindow, startedAt: number, offsetMs: number | null) {
  if (offsetMs === null) return null;
  return {
    fromMs: challenge.openedAt - startedAt - offsetMs - WINDOW_SLACK_MS,
    toMs: challenge.closesAt - startedAt - offsetMs + WINDOW_SLACK_MS,
  };
}

/** The time of `times` nearest to `target`. */
const nearestTo = (times: number[], target: number) =>
  times.reduce((a, b) => (Math.abs(b - target) < Math.abs(a - target) ? b : a));

/**
 * Where the passing burst (the challenge's last try: the frames received last) was filmed,
 * give or take half of what a recheck covers (maxRecheckFrames every recheckEveryMs: 3 s
 * either side by default), inside the window: about the median place of its frames that
 * their own picture placed; when none did (a still pose's picture repeats, and a blink
 * changes no bit of it), the end of the window, as long as a recheck covers: the burst was
 * filmed just before it was received. A window grows with the person's pauses and earlier
 * tries; sampled whole at the cap's rate it would step over a blink.
 */
function recheckSpan(
  burst: TLocatedFrame[],
  times: number[],
  window: { fromMs: number; toMs: number },
  limits: Pick<TRecordingLimits, 'recheckEveryMs' | 'maxRecheckFrames'>,
) {
  const covered = limits.maxRecheckFrames * limits.recheckEveryMs;
  const lastTry = Math.max(...burst.map((frame) => frame.receivedAt));
  const anchored = burst
    .flatMap((frame, i) =>
      frame.receivedAt === lastTry && frame.alsoAtMs.length <= 1 ? [times[i] as number] : [],
    )
    .sort((a, b) => a - b);
  const centre = anchored[Math.floor(anchored.length / 2)];
  const span =
    centre === undefined
      ? { fromMs: window.toMs - covered, toMs: window.toMs }
      : { fromMs: centre - covered / 2, toMs: centre + covered / 2 };
  return { fromMs: Math.max(window.fromMs, span.fromMs), toMs: Math.min(window.toMs, span.toMs) };
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
  context: {
    startedAt: number;
    sessionOffsetMs: number | null;
    video: THashedFrame[];
    posted: TPostedFrame[];
  },
  limits: Pick<TRecordingLimits, 'recheckEveryMs' | 'maxRecheckFrames'>,
): TChallengeRecheck[] {
  const selfies = context.posted.filter((frame) => frame.kind === 'FACE');
  /** A burst's frame that is the selfie's own picture: the still pose about a movement. */
  const isSelfiePose = (frame: TPostedFrame) =>
    selfies.some((selfie) => hashDistance(selfie.hash, frame.hash) <= TIE_BITS);
  return challenges
    .filter((challenge) => challenge.passed)
    .map((challenge) => {
      const burst = located.flatMap((frame, i) =>
        frame.kind === 'LIVENESS' && frame.challenge === challenge.index
          ? [{ frame, posted: context.posted[i] as TPostedFrame }]
          : [],
      );
      const window = videoWindow(challenge, context.startedAt, context.sessionOffsetMs);
      const within = (time: number) =>
        window !== null && time >= window.fromMs && time <= window.toMs;
      // A frame is in its window when one of its equally good places is (a still pose
      // repeats its picture). The selfie's own pose, held before or after the movement,
      // matches the selfie's moment better than its own re-encoded one: it is in its window
      // when the recording shows it there at all. The movement's frames are placed.
      const shownWithin = (posted: TPostedFrame) =>
        context.video
          .filter((one) => within(one.timeMs))
          .filter((one) => hashDistance(one.hash, posted.hash) <= SAME_FRAME_MAX_DISTANCE)
          .map((one) => one.timeMs);
      const times = burst.flatMap(({ frame, posted }) => {
        if (frame.timeMs === null) return [];
        if (within(frame.timeMs)) return [frame.timeMs];
        const inside = frame.alsoAtMs.filter(within);
        if (inside.length) return [nearestTo(inside, frame.timeMs)];
        const shown = isSelfiePose(posted) ? shownWithin(posted) : [];
        return [shown.length ? nearestTo(shown, frame.timeMs) : frame.timeMs];
      });
      const inWindow = window !== null && times.length > 0 && times.every(within);
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
          ? sampleTimes(
              context.video,
              recheckSpan(
                burst.map(({ frame }) => frame),
                times,
                window,
                limits,
              ),
              limits.recheckEveryMs,
              limits.maxRecheckFrames,
            )
          : [],
        rechecked: null,
        passed: false,
      };
    });
}

/**
 * Each frame's face measured in the pool (the `faces` task, RECHECK_CHUNK frames a task, one
 * task at a time, no descriptor), then the movement decided over the whole sequence by the
 * same judge as a burst's (liveness-bursts.ts).
 */
async function seenAgain(
  vision: Pick<TVisionPool, 'run'>,
  kind: TChallengeRecheck['kind'],
  frames: Uint8Array[],
): Promise<boolean> {
  const faces: TFrameFace[] = [];
  for (let start = 0; start < frames.length; start += RECHECK_CHUNK) {
    const chunk = frames.slice(start, start + RECHECK_CHUNK);
    faces.push(
      ...(await vision.run('faces', {
        frames: chunk,
        options: { widthFaceRect: 0, attributes: false, describe: false, eyes: kind === 'BLINK' },
      })),
    );
  }
  return judgeMotion(kind, faces).moved;
}

/**
 * The asked movement looked for again on the recording's own frames across the
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
