import { describe, expect, it } from 'vitest';
import { attemptsWithin, backoffMs } from './job-queue.ts';

describe('backoffMs', () => {
  it('doubles per attempt around the base, within ±25% jitter', () => {
    const mid = () => 0.5;
    expect(backoffMs(1, 1000, mid)).toBe(1000);
    expect(backoffMs(2, 1000, mid)).toBe(2000);
    expect(backoffMs(5, 1000, mid)).toBe(16_000);
    expect(backoffMs(3, 1000, () => 0)).toBe(3000);
    expect(backoffMs(3, 1000, () => 1)).toBe(5000);
  });

  it('is capped at one hour (plus jitter)', () => {
    expect(backoffMs(40, 1000, () => 0.5)).toBe(3_600_000);
  });
});

describe('attemptsWithin', () => {
  it('counts the tries whose doubling, capped waits span the horizon', () => {
    // Waits 1, 2, 4 s: the fourth try starts 7 s after the first.
    expect(attemptsWithin(7000, 1000, 60_000)).toBe(4);
    expect(attemptsWithin(7001, 1000, 60_000)).toBe(5);
    // 2 s doubling up to one hour, for a day: 11 growing waits (about 68 min) and 23 hours.
    expect(attemptsWithin(24 * 3_600_000, 2000, 3_600_000)).toBe(35);
    expect(attemptsWithin(1, 1000, 1000)).toBe(2);
  });

  it('caps the wait between two tries', () => {
    expect(backoffMs(10, 1000, () => 0.5, 5000)).toBe(5000);
  });
});
