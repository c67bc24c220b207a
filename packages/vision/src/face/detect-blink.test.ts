import { describe, expect, it } from 'vitest';
import { blinkFromOpenness } from './detect-blink.ts';
import { eyeOpenness } from './eye-openness.ts';

describe('blinkFromOpenness', () => {
  it('sees open → closed → open as a blink', () => {
    const blink = blinkFromOpenness([0.31, 0.3, 0.12, 0.09, 0.29, 0.31]);
    expect(blink).toMatchObject({ blinked: true, closedAt: 2 });
  });

  it('needs the eyes open before and after', () => {
    expect(blinkFromOpenness([0.1, 0.1, 0.3, 0.31]).blinked).toBe(false); // closed first
    expect(blinkFromOpenness([0.3, 0.3, 0.1, 0.1]).blinked).toBe(false); // never reopened
    expect(blinkFromOpenness([0.3, 0.3, 0.3]).blinked).toBe(false);
  });

  it('ignores a half-closed flicker between the two thresholds', () => {
    expect(blinkFromOpenness([0.3, 0.21, 0.2, 0.3]).blinked).toBe(false);
  });

  it('skips frames without a face', () => {
    expect(blinkFromOpenness([0.3, null, 0.1, null, 0.3]).blinked).toBe(true);
    expect(blinkFromOpenness([null, null]).openness).toEqual([null, null]);
  });
});

describe('eyeOpenness', () => {
  /** A 468-point mesh whose two eyes have the given lid gap over a 30 px wide eye. */
  function mesh(gap: number): [number, number][] {
    const points: [number, number][] = Array.from({ length: 468 }, () => [0, 0]);
    const eye = (corners: [number, number], upper: number[], lower: number[], x: number) => {
      points[corners[0]] = [x, 100];
      points[corners[1]] = [x + 30, 100];
      for (const [i, index] of upper.entries()) points[index] = [x + 10 + 10 * i, 100 - gap / 2];
      for (const [i, index] of lower.entries()) points[index] = [x + 10 + 10 * i, 100 + gap / 2];
    };
    eye([33, 133], [160, 158], [144, 153], 50);
    eye([362, 263], [385, 387], [380, 373], 150);
    return points;
  }

  it('is the lid gap over the eye width, and null without a full mesh', () => {
    expect(eyeOpenness(mesh(9))).toBeCloseTo(0.3, 6);
    expect(eyeOpenness(mesh(3))).toBeCloseTo(0.1, 6);
    expect(eyeOpenness([])).toBeNull();
    expect(eyeOpenness(undefined)).toBeNull();
  });
});
