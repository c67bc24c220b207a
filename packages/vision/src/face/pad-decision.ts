import type { TBurstConsistency } from './burst-consistency.ts';

/** The movements a liveness burst answers (the server's challenge kinds). */
export type TPadMovement = 'BLINK' | 'TURN_LEFT' | 'TURN_RIGHT' | 'LOOK_UP' | 'MOVE_CLOSER';

/**
 * The frame-consistency thresholds a burst must keep to be called bona fide, drawn from the
 * development people's bona fide bursts of the presentation-attack set
 * (evaluation/choose-pad-thresholds.ts: 13 people, the 123 of 130 bursts that answered;
 * each at the bona fide extreme with a margin: the room moved at most 1.48 px, the
 * flattest turn or look up read 0.0054, the strongest face pattern 24.5; the evaluation
 * people's figures are in docs/vision.md):
 * - `surroundMotion`: at most, px: the room either side of the head stays put.
 * - `flatness`: at least: a turning or rising head's flow is not that of a bent flat sheet.
 * - `screenPeak`: at most: no halftone or screen peak in the face's spectrum.
 */
export const PAD_THRESHOLDS = {
  surroundMotion: 1.846,
  flatness: 0.0043,
  screenPeak: 30.6354,
} as const;
export type TPadThresholds = { [K in keyof typeof PAD_THRESHOLDS]: number };

/** Why a burst was called a presentation attack. */
export type TPadFinding = 'SURROUND_MOVED' | 'FLAT_TURN' | 'SCREEN_PATTERN';

/**
 * The findings that refuse a burst: a screen's or a print's pattern, and a turn or a look up
 * that moved as a flat sheet does. A moving surround is measured and kept in the evidence,
 * never blocking: a phone held in the hand moves the whole picture, room included, as a
 * print moved before a camera on a stand does (docs/vision.md, "Presentation attacks").
 */
export const PAD_BLOCKING: readonly TPadFinding[] = ['SCREEN_PATTERN', 'FLAT_TURN'];

export interface TPadDecision {
  /** No blocking finding. */
  live: boolean;
  /** What every measure found, blocking or not. */
  findings: TPadFinding[];
}

/**
 * Whether a burst's frames behave like a live head (no `blocking` finding: PAD_BLOCKING by
 * default), and what each measure that applies to its movement found: the spectrum and the still surroundings always (the bands measured lie clear of
 * the head, its hair and an approach's growth); the flow's depth for a turn and a look up
 * (burstConsistency measured with the pair's axis: 'yaw' for a turn, 'pitch' for a look
 * up). A measure the burst could not take (no pair: `flatness` null) finds nothing.
 */
export function padDecision(
  movement: TPadMovement,
  measures: TBurstConsistency,
  thresholds: TPadThresholds = PAD_THRESHOLDS,
  blocking: readonly TPadFinding[] = PAD_BLOCKING,
): TPadDecision {
  const findings: TPadFinding[] = [];
  if (measures.screenPeak > thresholds.screenPeak) findings.push('SCREEN_PATTERN');
  if (measures.surroundMotion > thresholds.surroundMotion) findings.push('SURROUND_MOVED');
  const deep = movement === 'TURN_LEFT' || movement === 'TURN_RIGHT' || movement === 'LOOK_UP';
  if (deep && measures.flatness !== null && measures.flatness < thresholds.flatness)
    findings.push('FLAT_TURN');
  return { live: !findings.some((finding) => blocking.includes(finding)), findings };
}
