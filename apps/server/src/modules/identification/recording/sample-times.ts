import type { THashedFrame } from './recording.types.ts';

/**
 * Real frame times of the video within [fromMs, toMs], each `everyMs` or more after the
 * last one kept; when there are more than `max`, `max` of them spread evenly.
 */
export function sampleTimes(
  video: THashedFrame[],
  span: { fromMs: number; toMs: number },
  everyMs: number,
  max: number,
): number[] {
  const times: number[] = [];
  for (const { timeMs } of video) {
    if (timeMs < span.fromMs) continue;
    if (timeMs > span.toMs) break;
    const last = times.at(-1);
    if (last === undefined || timeMs - last >= everyMs) times.push(timeMs);
  }
  if (times.length <= max) return times;
  if (max <= 1) return times.slice(0, max);
  return Array.from(
    { length: max },
    (_, i) => times[Math.round((i * (times.length - 1)) / (max - 1))] as number,
  );
}
