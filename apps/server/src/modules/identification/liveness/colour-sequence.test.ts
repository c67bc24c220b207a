import { COLOUR_NAMES } from '@confirma/contracts/identification';
import { describe, expect, it } from 'vitest';
import type { TStoredChallenge } from '../identification.types.ts';
import {
  colourSequenceView,
  drawColours,
  isColourSettled,
  newColourSequence,
  openedWith,
} from './colour-sequence.ts';

const challenge = (passed: boolean): TStoredChallenge => ({
  index: 0,
  kind: 'BLINK',
  passed,
  score: null,
  attempts: 1,
});

describe('the colour sequence', () => {
  it('draws five palette colours, never the same twice in a row, a new order each time', () => {
    const drawn = Array.from({ length: 200 }, () => drawColours());
    for (const colours of drawn) {
      expect(colours).toHaveLength(5);
      for (const colour of colours) expect(COLOUR_NAMES).toContain(colour);
      for (let i = 1; i < colours.length; i += 1) expect(colours[i]).not.toBe(colours[i - 1]);
    }
    // 6 × 5⁴ = 3 750 sequences: 200 draws repeat about 5 of them (19 900 pairs / 3 750);
    // 30 repeats would take a draw that is not random (Poisson, mean 5.3: under 1e-12).
    expect(new Set(drawn.map((colours) => colours.join())).size).toBeGreaterThan(170);
  });

  it('opens once every movement challenge is settled, and closes its window after', () => {
    const at = new Date('2026-11-29T20:00:00.000Z');
    const closed = newColourSequence(60);
    const settled = (one: TStoredChallenge) => one.passed;
    expect(openedWith(closed, [challenge(true), challenge(false)], settled, at)).toBe(closed);
    const open = openedWith(closed, [challenge(true), challenge(true)], settled, at);
    expect(open?.openedAt).toBe(at.toISOString());
    expect(colourSequenceView(closed)).toMatchObject({ closesAt: null, attemptsLeft: 3 });
    expect(colourSequenceView(open ?? closed).closesAt).toBe('2026-11-29T20:01:00.000Z');
    // Opened once, it keeps its time.
    expect(openedWith(open, [challenge(true)], settled, new Date())).toBe(open);
  });

  it('is settled once passed, expired, or out of tries', () => {
    const sequence = newColourSequence(60);
    expect(isColourSettled(sequence)).toBe(false);
    expect(isColourSettled({ ...sequence, passed: true })).toBe(true);
    expect(isColourSettled({ ...sequence, expired: true })).toBe(true);
    expect(isColourSettled({ ...sequence, attempts: 3 })).toBe(true);
    expect(colourSequenceView({ ...sequence, attempts: 2 }).attemptsLeft).toBe(1);
  });
});
