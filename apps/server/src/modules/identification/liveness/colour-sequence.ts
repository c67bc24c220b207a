import { randomInt } from 'node:crypto';
import {
  COLOUR_NAMES,
  COLOUR_SEQUENCE_DEFAULTS,
  type TColourName,
  type TColourSequence,
} from '@confirma/contracts/identification';
import type { TStoredChallenge, TStoredColour } from '../identification.types.ts';

/**
 * `steps` colours of the palette drawn at random (node's CSPRNG), no two equal in a row: a
 * sequence nobody knows before the server issues it.
 */
export function drawColours(steps: number = COLOUR_SEQUENCE_DEFAULTS.steps): TColourName[] {
  const drawn: TColourName[] = [];
  while (drawn.length < steps) {
    const choices = COLOUR_NAMES.filter((name) => name !== drawn.at(-1));
    drawn.push(choices[randomInt(choices.length)] as TColourName);
  }
  return drawn;
}

/** A new identification's colour sequence, closed until its movement challenges are settled. */
export const newColourSequence = (windowSeconds: number): TStoredColour => ({
  colours: drawColours(),
  stepMs: COLOUR_SEQUENCE_DEFAULTS.stepMs,
  openedAt: null,
  windowSeconds,
  attempts: 0,
  passed: false,
  score: null,
});

/** Settled once passed, out of tries, or expired: no further frames are taken. */
export const isColourSettled = (colour: TStoredColour) =>
  colour.passed || colour.expired === true || colour.attempts >= COLOUR_SEQUENCE_DEFAULTS.tries;

/**
 * The sequence as stored once the movement challenges are `challenges`: opened at `at` when
 * all of them are settled and it was not open yet.
 */
export function openedWith(
  colour: TStoredColour | undefined,
  challenges: readonly TStoredChallenge[],
  settled: (challenge: TStoredChallenge) => boolean,
  at: Date,
): TStoredColour | undefined {
  if (!colour || colour.openedAt !== null || !challenges.every(settled)) return colour;
  return { ...colour, openedAt: at.toISOString() };
}

/** What the page is told of the stored sequence. */
export function colourSequenceView(colour: TStoredColour): TColourSequence {
  return {
    colours: colour.colours,
    stepMs: colour.stepMs,
    closesAt: colour.openedAt
      ? new Date(Date.parse(colour.openedAt) + colour.windowSeconds * 1000).toISOString()
      : null,
    passed: colour.passed,
    attemptsLeft: isColourSettled(colour) ? 0 : COLOUR_SEQUENCE_DEFAULTS.tries - colour.attempts,
  };
}
