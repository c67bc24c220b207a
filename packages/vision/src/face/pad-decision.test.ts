import { describe, expect, it } from 'vitest';
import { PAD_THRESHOLDS, padDecision } from './pad-decision.ts';

const still = {
  surroundMotion: PAD_THRESHOLDS.surroundMotion / 2,
  flatness: PAD_THRESHOLDS.flatness * 2,
  screenPeak: PAD_THRESHOLDS.screenPeak / 2,
};
const MOVEMENTS = ['BLINK', 'TURN_LEFT', 'TURN_RIGHT', 'LOOK_UP', 'MOVE_CLOSER'] as const;

describe('padDecision', () => {
  it('passes a burst whose measures stay inside every threshold', () => {
    for (const movement of MOVEMENTS)
      expect(padDecision(movement, still)).toEqual({ live: true, findings: [] });
  });

  it('finds a moving surround whatever the movement, and refuses it only when asked to', () => {
    const moved = { ...still, surroundMotion: PAD_THRESHOLDS.surroundMotion + 1 };
    for (const movement of MOVEMENTS) {
      expect(padDecision(movement, moved)).toEqual({ live: true, findings: ['SURROUND_MOVED'] });
      const strict = padDecision(movement, moved, PAD_THRESHOLDS, ['SURROUND_MOVED']);
      expect(strict.live).toBe(false);
    }
  });

  it('finds a flat turn or look up, and never a flat blink or approach', () => {
    const flat = { ...still, flatness: PAD_THRESHOLDS.flatness / 2 };
    expect(padDecision('TURN_RIGHT', flat)).toEqual({ live: false, findings: ['FLAT_TURN'] });
    expect(padDecision('LOOK_UP', flat)).toEqual({ live: false, findings: ['FLAT_TURN'] });
    expect(padDecision('BLINK', flat).live).toBe(true);
    expect(padDecision('MOVE_CLOSER', flat).live).toBe(true);
    expect(padDecision('TURN_LEFT', { ...still, flatness: null }).live).toBe(true);
  });

  it('finds a screen or print pattern whatever the movement', () => {
    const screen = { ...still, screenPeak: PAD_THRESHOLDS.screenPeak * 2 };
    expect(padDecision('MOVE_CLOSER', screen)).toEqual({
      live: false,
      findings: ['SCREEN_PATTERN'],
    });
  });
});
