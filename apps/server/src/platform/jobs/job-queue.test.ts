import { describe, expect, it } from 'vitest';
import { backoffMs } from './job-queue.ts';

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
