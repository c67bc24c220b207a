import type { TReviewBurst, TReviewTimelineEntry } from '@confirma/contracts/review';
import type { TExtracted, TIdentificationRow } from '../identification.types.ts';
import type { identificationFrames } from '../identification-schema.ts';

type TFrameRow = typeof identificationFrames.$inferSelect;

/** The capture a logged frame stood for, by its kind. */
const CAPTURE_OF: Partial<Record<TFrameRow['kind'], string>> = {
  FACE: 'FACE',
  FRONT: 'DNIFRONT',
  HOLOGRAM: 'HOLOGRAM',
  BACK: 'DNIBACK',
  PASSPORT: 'PASSPORT',
};

/** The frames of one request (a burst, a capture): its kind, arrival and challenge. */
function requests(frames: readonly TFrameRow[]): TFrameRow[][] {
  const grouped = new Map<string, TFrameRow[]>();
  for (const frame of frames) {
    const key = `${frame.kind}|${frame.receivedAt.toISOString()}|${frame.challengeIndex ?? ''}`;
    grouped.set(key, [...(grouped.get(key) ?? []), frame]);
  }
  return [...grouped.values()].map((group) => group.sort((a, b) => a.position - b.position));
}

/**
 * Each liveness burst of the attempt, in order: its challenge, its try, whether it passed
 * (it arrived when its challenge was answered), and its frames as the reviewer's URLs.
 */
export function reviewBursts(
  row: Pick<TIdentificationRow, 'startedAt'>,
  extracted: TExtracted,
  frames: readonly TFrameRow[],
  frameUrl: (frameId: string) => string,
): TReviewBurst[] {
  const challenges = extracted.liveness?.challenges ?? [];
  const tries = new Map<number, number>();
  return requests(frames.filter((frame) => frame.kind === 'LIVENESS'))
    .sort((a, b) => (a[0]?.receivedAt.getTime() ?? 0) - (b[0]?.receivedAt.getTime() ?? 0))
    .flatMap((burst) => {
      const first = burst[0];
      const challenge = challenges.find((item) => item.index === first?.challengeIndex);
      if (!first || !challenge) return [];
      const attempt = (tries.get(challenge.index) ?? 0) + 1;
      tries.set(challenge.index, attempt);
      const receivedAt = first.receivedAt.toISOString();
      return [
        {
          challengeIndex: challenge.index,
          kind: challenge.kind,
          attempt,
          passed: challenge.answeredAt === receivedAt,
          receivedAt,
          videoMs: videoMs(row, first.receivedAt),
          frames: burst.flatMap((frame) => (frame.imageSha256 ? [frameUrl(frame.id)] : [])),
        },
      ];
    });
}

function videoMs(row: Pick<TIdentificationRow, 'startedAt'>, at: Date): number | null {
  return row.startedAt ? Math.round(at.getTime() - row.startedAt.getTime()) : null;
}

/**
 * The session on the video's clock (its 0 is about the start call): the start, each
 * challenge's window (from when it opened to when it was answered or closed) and its
 * bursts, the colour sequence's window, each capture a stage took, the video's end.
 */
export function reviewTimeline(
  row: Pick<TIdentificationRow, 'startedAt'>,
  extracted: TExtracted,
  frames: readonly TFrameRow[],
  bursts: readonly TReviewBurst[],
  durationMs: number | null,
): TReviewTimelineEntry[] {
  const start = row.startedAt;
  if (!start) return [];
  const at = (time: Date) => ({
    at: time.toISOString(),
    videoMs: Math.round(time.getTime() - start.getTime()),
  });
  const ms = (iso: string) => Math.round(Date.parse(iso) - start.getTime());
  const none = { endMs: null, challenge: null, capture: null, passed: null };
  const entries: TReviewTimelineEntry[] = [{ kind: 'SESSION_START', ...at(start), ...none }];
  const windowMs = (extracted.liveness?.windowSeconds ?? 60) * 1000;
  for (const challenge of extracted.liveness?.challenges ?? []) {
    if (!challenge.openedAt) continue;
    const closes = Date.parse(challenge.openedAt) + windowMs;
    const ended = challenge.answeredAt
      ? Math.min(Date.parse(challenge.answeredAt), closes)
      : closes;
    entries.push({
      kind: 'CHALLENGE',
      ...at(new Date(challenge.openedAt)),
      ...none,
      endMs: ended - start.getTime(),
      challenge: { index: challenge.index, kind: challenge.kind },
      passed: challenge.passed,
    });
  }
  for (const burst of bursts) {
    entries.push({
      kind: 'BURST',
      ...at(new Date(burst.receivedAt)),
      ...none,
      challenge: { index: burst.challengeIndex, kind: burst.kind },
      passed: burst.passed,
    });
  }
  const colour = extracted.colour;
  if (colour?.openedAt) {
    entries.push({
      kind: 'COLOUR',
      ...at(new Date(colour.openedAt)),
      ...none,
      endMs: colour.answeredAt ? ms(colour.answeredAt) : null,
      passed: colour.passed,
    });
  }
  for (const request of requests(frames)) {
    const first = request[0];
    const capture = first && CAPTURE_OF[first.kind];
    if (first && capture)
      entries.push({ kind: 'CAPTURE', ...at(first.receivedAt), ...none, capture });
  }
  if (durationMs !== null) {
    entries.push({
      kind: 'VIDEO_END',
      ...at(new Date(start.getTime() + durationMs)),
      ...none,
    });
  }
  return entries.sort((a, b) => a.videoMs - b.videoMs);
}
