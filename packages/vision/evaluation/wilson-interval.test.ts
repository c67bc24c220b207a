import { describe, expect, it } from 'vitest';
import { rateWithInterval, wilsonInterval } from './wilson-interval.ts';

describe('wilsonInterval', () => {
  it('matches the published Wilson bounds and stays within 0..1', () => {
    // 0 of 20: [0, 16.1 %]; 5 of 50: [4.3 %, 21.4 %] (Newcombe 1998, Wilson without correction).
    const [low0, high0] = wilsonInterval(0, 20);
    expect(low0).toBe(0);
    expect(high0).toBeCloseTo(0.1611, 3);
    const [low, high] = wilsonInterval(5, 50);
    expect(low).toBeCloseTo(0.0435, 3);
    expect(high).toBeCloseTo(0.2136, 3);
    expect(wilsonInterval(20, 20)[1]).toBe(1);
  });

  it('says the rate, the interval and the counts', () => {
    expect(rateWithInterval(1, 4)).toBe('25.0 % [4.6–69.9] (1/4)');
    expect(rateWithInterval(0, 0)).toBe('— (0 trials)');
  });
});
