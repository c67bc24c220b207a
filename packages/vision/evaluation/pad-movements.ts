// The attack types and the movements of the presentation-attack set (generate-pad-set.ts).

export const ATTACKS = [
  /** A print of the photograph held still in front of the camera. */
  'print-still',
  /** The print moved to answer: swung for a turn, tilted back for a look up, brought closer. */
  'print-moved',
  /** The print bent: squeezed for a turn, its lower half leant back for a look up or its top for a blink. */
  'print-bent',
  /** Two prints swapped for a blink, the second with its eyelids painted shut. */
  'print-painted',
  /** The person's own bona fide burst replayed on a phone held up to the camera. */
  'replay-phone',
  /** The same on a monitor filling the camera's view: coarser pixels, no hand. */
  'replay-monitor',
  /** A rigid flat cut-out of the face worn by another person, a real blink in its eye holes. */
  'cutout',
] as const;
export type TAttack = (typeof ATTACKS)[number];
export type TPresentation = 'bona-fide' | TAttack;
export const CHALLENGES = ['BLINK', 'TURN_LEFT', 'TURN_RIGHT', 'LOOK_UP', 'MOVE_CLOSER'] as const;
export type TChallenge = (typeof CHALLENGES)[number];

/** The movements an attack is drawn answering: painted eyelids answer a blink only. */
export const attackMovements = (attack: TAttack): readonly TChallenge[] =>
  attack === 'print-painted' ? ['BLINK'] : CHALLENGES;

export const FRAMES = 8;
/** How closed the eyes are through a blink burst. */
const BLINK = [0, 0, 0.35, 1, 1, 0.4, 0, 0];
/** How far a turn or a look up has gone through its burst. */
const SWING = [0, 0.05, 0.25, 0.6, 0.95, 1, 0.7, 0.3];
/** How far an approach has gone: it stays near (the check wants the near frame later). */
const APPROACH = [0, 0, 0.1, 0.35, 0.7, 0.9, 1, 1];

/** The movement's progress in frame `i`, 0..1. */
export function progress(challenge: TChallenge, i: number): number {
  const curve = challenge === 'BLINK' ? BLINK : challenge === 'MOVE_CLOSER' ? APPROACH : SWING;
  return curve[i] ?? 0;
}

export const between = (next: () => number, low: number, high: number) =>
  low + (high - low) * next();
