import { hashDistance, SAME_FRAME_MAX_DISTANCE } from '@confirma/vision';
import type { THashedFrame, TLocatedFrame, TPostedFrame } from './recording.types.ts';
import { LAG_MAX_MS, OFFSET_TOLERANCE_MS, SKEW_MS, TIE_BITS } from './recording-parameters.ts';

/** A posted frame's matches in its search window: the best distance and the times as good. */
interface TMatches {
  best: number | null;
  /** receivedAt − startedAt − t for each video time t within TIE_BITS of the best, sorted. */
  offsets: number[];
  /** The same for the video times at the best distance itself. */
  bestOffsets: number[];
}

/** The first index of the sorted `values` whose value is at or after `at`. */
function firstFrom<T>(values: readonly T[], at: number, keyOf: (item: T) => number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (keyOf(values[middle] as T) < at) low = middle + 1;
    else high = middle;
  }
  return low;
}

function matchesOf(frame: TPostedFrame, video: THashedFrame[], startedAt: number): TMatches {
  const received = frame.receivedAt - startedAt;
  const window: { timeMs: number; distance: number }[] = [];
  const from = firstFrom(video, received - LAG_MAX_MS, (one) => one.timeMs);
  for (let i = from; i < video.length; i += 1) {
    const { timeMs, hash } = video[i] as THashedFrame;
    if (timeMs > received + SKEW_MS) break;
    window.push({ timeMs, distance: hashDistance(frame.hash, hash) });
  }
  if (window.length === 0) return { best: null, offsets: [], bestOffsets: [] };
  const best = Math.min(...window.map((one) => one.distance));
  const offsetsWithin = (bits: number) =>
    window
      .filter((one) => one.distance <= best + bits)
      .map((one) => received - one.timeMs)
      .sort((a, b) => a - b);
  return { best, offsets: offsetsWithin(TIE_BITS), bestOffsets: offsetsWithin(0) };
}

/** How many of the frames have an offset within OFFSET_TOLERANCE_MS of `offset`. */
function agreement(offset: number, voters: number[][]): number {
  return voters.filter((offsets) => {
    const next = offsets[firstFrom(offsets, offset - OFFSET_TOLERANCE_MS, (own) => own)];
    return next !== undefined && next <= offset + OFFSET_TOLERANCE_MS;
  }).length;
}

/**
 * The offset most found frames agree with: each frame proposes the offsets of all its
 * equally good matches (a still scene matches many), the offset within tolerance of the
 * most frames wins, the median of the winners on a tie. Single frames vote (a burst's
 * frames share one receive time but were grabbed seconds apart); bursts only when there is
 * nothing else.
 */
function consensusOffset(voters: number[][]): number | null {
  let bestScore = 0;
  let winners: number[] = [];
  for (const offset of new Set(voters.flat())) {
    const score = agreement(offset, voters);
    if (score > bestScore) [bestScore, winners] = [score, [offset]];
    else if (score === bestScore) winners.push(offset);
  }
  winners.sort((a, b) => a - b);
  return winners.length ? (winners[Math.floor(winners.length / 2)] as number) : null;
}

/** The offset of `offsets` nearest to `target`. */
const nearest = (offsets: number[], target: number) =>
  offsets.reduce((a, b) => (Math.abs(b - target) < Math.abs(a - target) ? b : a));

/**
 * Each posted frame looked for among the video's hashes in its search window; a frame is
 * found within SAME_FRAME_MAX_DISTANCE. It is placed at its best match, the one nearest the
 * session's offset among equals (a still scene repeats its hash for seconds: the place is
 * only as precise as the scene changes).
 */
export function locateFrames(
  posted: TPostedFrame[],
  video: THashedFrame[],
  startedAt: number,
): { located: TLocatedFrame[]; sessionOffsetMs: number | null } {
  const matches = posted.map((frame) => matchesOf(frame, video, startedAt));
  const isFound = (match: TMatches) => match.best !== null && match.best <= SAME_FRAME_MAX_DISTANCE;
  const single = matches.filter(
    (match, i) =>
      isFound(match) && !['LIVENESS', 'COLOUR', 'HOLOGRAM'].includes(posted[i]?.kind ?? ''),
  );
  const voters = (single.length ? single : matches.filter(isFound)).map((match) => match.offsets);
  const sessionOffsetMs = consensusOffset(voters);
  const located = posted.map((frame, i): TLocatedFrame => {
    const match = matches[i] as TMatches;
    const found = isFound(match);
    const offsetMs = found ? nearest(match.bestOffsets, sessionOffsetMs ?? 0) : null;
    return {
      kind: frame.kind,
      challenge: frame.challenge ?? null,
      receivedAt: frame.receivedAt,
      found,
      timeMs: offsetMs === null ? null : frame.receivedAt - startedAt - offsetMs,
      distance: match.best,
      offsetMs,
      // A still scene (or a camera that repeats itself) shows the same picture more than
      // once, each time re-encoded: its places within TIE_BITS of the best are as good.
      alsoAtMs: found ? match.offsets.map((offset) => frame.receivedAt - startedAt - offset) : [],
    };
  });
  return { located, sessionOffsetMs };
}
