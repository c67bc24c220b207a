import { describe, expect, it } from 'vitest';
import { attemptsWithin } from './job-queue.ts';

describe('attemptsWithin', () => {
  it('counts the tries whose shortest doubling, capped waits span the horizon', () => {
    // Waits of at least 1, 2, 4 s: the fourth try starts 7 s or more after the first.
    expect(attemptsWithin(7000, 1000, 60_000)).toBe(4);
    expect(attemptsWithin(7001, 1000, 60_000)).toBe(5);
    // 2 s doubling up to one hour, for a day: 11 growing waits (about 68 min) and 23 hours.
    expect(attemptsWithin(24 * 3_600_000, 2000, 3_600_000)).toBe(35);
    expect(attemptsWithin(1, 1000, 1000)).toBe(2);
  });

  it('stops doubling where pg-boss does, after 16 tries', () => {
    // 1 s doubling without a cap of ours: 1 + 2 + … + 2^15 s, then 2^15 s per try.
    const sixteen = (2 ** 16 - 1) * 1000;
    expect(attemptsWithin(sixteen, 1000, Number.MAX_SAFE_INTEGER)).toBe(17);
    expect(attemptsWithin(sixteen + 2 ** 15 * 1000, 1000, Number.MAX_SAFE_INTEGER)).toBe(18);
  });
});
