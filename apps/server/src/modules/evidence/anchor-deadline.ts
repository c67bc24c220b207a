import cronParser from 'cron-parser';

/** What decides when an event must be anchored by. */
export interface TAnchorSchedule {
  /** When the anchoring sweep runs (UTC, as pg-boss runs it). */
  EVIDENCE_ANCHOR_CRON: string;
  /** How long one sweep may run before its job is failed. */
  JOBS_EXPIRE_SECONDS: number;
}

/**
 * When an event recorded at `occurredAt` must be anchored by: the second tick of the
 * anchoring sweep after it, plus the time that sweep may run. So the event is older than
 * a whole anchoring interval by then, and two sweeps were due that would have anchored it
 * (one may fail, on a time-stamp outage, without a false alarm).
 */
export function anchorDeadline(occurredAt: Date, schedule: TAnchorSchedule): Date {
  const ticks = cronParser.parseExpression(schedule.EVIDENCE_ANCHOR_CRON, {
    currentDate: occurredAt,
    tz: 'UTC',
  });
  ticks.next();
  return new Date(ticks.next().getTime() + schedule.JOBS_EXPIRE_SECONDS * 1000);
}

export interface TUnanchoredEvent {
  seq: number;
  /** When the event was recorded (ISO 8601, the server's clock). */
  occurredAt: string;
}

/**
 * The events no anchor covers whose anchoring deadline has passed at `now`: the sweeps
 * would have anchored them, so their anchors were deleted (or no sweep ran: no worker,
 * or the TSA down for two ticks).
 */
export function overdueEvents(
  unanchored: TUnanchoredEvent[],
  schedule: TAnchorSchedule,
  now: Date = new Date(),
): TUnanchoredEvent[] {
  return unanchored.filter(
    (event) => anchorDeadline(new Date(event.occurredAt), schedule).getTime() < now.getTime(),
  );
}

/** Sequence numbers as ranges: `[3, 4, 5, 8]` is `3..5, 8`. */
export function seqRanges(seqs: number[]): string {
  const ranges: [number, number][] = [];
  for (const seq of [...seqs].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && seq === last[1] + 1) last[1] = seq;
    else ranges.push([seq, seq]);
  }
  return ranges.map(([from, to]) => (from === to ? `${from}` : `${from}..${to}`)).join(', ');
}
