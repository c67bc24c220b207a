import { describe, expect, it } from 'vitest';
import { anchorDeadline, overdueEvents, seqRanges } from './anchor-deadline.ts';

const hourly = { EVIDENCE_ANCHOR_CRON: '0 * * * *', JOBS_EXPIRE_SECONDS: 300 };

describe('the anchoring deadline of an event', () => {
  it.each([
    ['2026-11-27T10:17:00Z', hourly, '2026-11-27T12:05:00.000Z'],
    ['2026-11-27T10:59:59Z', hourly, '2026-11-27T12:05:00.000Z'],
    ['2026-11-27T11:00:00Z', hourly, '2026-11-27T13:05:00.000Z'],
    // A sweep on weekdays at 09:00: Friday's event waits for Monday's and Tuesday's.
    [
      '2026-11-27T10:00:00Z',
      { EVIDENCE_ANCHOR_CRON: '0 9 * * 1-5', JOBS_EXPIRE_SECONDS: 60 },
      '2026-12-01T09:01:00.000Z',
    ],
  ])('of %s is the second sweep after it plus its job expiry', (at, schedule, deadline) => {
    expect(anchorDeadline(new Date(at), schedule).toISOString()).toBe(deadline);
  });

  it('comes after a whole anchoring interval, however close to a tick the event was', () => {
    const event = new Date('2026-11-27T10:59:59.999Z');
    expect(anchorDeadline(event, hourly).getTime() - event.getTime()).toBeGreaterThan(3600_000);
  });
});

describe('events overdue for an anchor', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const event = (seq: number, at: string) => ({ seq, occurredAt: `2026-11-27T${at}:00.000Z` });

  it('are the unanchored events whose deadline passed, and only those', () => {
    const unanchored = [event(4, '08:30'), event(5, '09:59'), event(6, '10:00'), event(7, '11:58')];
    expect(overdueEvents(unanchored, hourly, now).map((item) => item.seq)).toEqual([4, 5]);
    expect(overdueEvents([event(1, '11:30')], hourly, now)).toEqual([]);
    expect(overdueEvents([], hourly, now)).toEqual([]);
  });

  it('are named as ranges of their sequence numbers', () => {
    expect(seqRanges([3, 4, 5, 8])).toBe('3..5, 8');
    expect(seqRanges([9, 1, 2])).toBe('1..2, 9');
    expect(seqRanges([7])).toBe('7');
  });
});
