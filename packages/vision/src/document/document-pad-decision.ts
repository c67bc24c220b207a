import type { TDocumentPresenceFinding } from '@confirma/contracts/identification';
import type { TDocumentPresenceMeasures } from './document-presence.ts';

/**
 * Why a card front and its hologram burst were called a presentation attack:
 * - `SCREEN`: the card is shown on a screen (a subpixel grid, moiré, a bezel around it);
 * - `COPY`: it is a print or a photocopy (no colour, or nothing on it changes as it tilts);
 * - `CUTOUT`: part of it is a piece laid on it (a portrait sliding against the card);
 * - `OTHER_CARD`: the tilted frames do not show the card whose front was captured.
 */
export type TDocumentFinding = TDocumentPresenceFinding;

/**
 * The thresholds a bona fide take keeps, chosen on the development cards' bona fide takes
 * (evaluation/choose-document-pad-thresholds.ts: 32 cards, 96 bona fide takes, 91 of them
 * showing the card in enough frames; each measure at its bona fide extreme with a margin of
 * a quarter, a fifth below for what a card must reach: the strongest colour peak 3.61, grid
 * peak 3.49, bezel 0.014 (one ray), the least colour change 0.0049, colour spread 0.0182,
 * the most portrait slide 0.83 px, the least print similarity 0.47; the evaluation cards'
 * figures are in docs/vision.md):
 * - `moire`, `grid`, `bezel` (at most): no screen's pattern, no near-black frame around the card;
 * - `colourChange` (at least): the OVI's colours change as the card tilts;
 * - `colourSpread` (at least): the card has colours (a grey photocopy has none);
 * - `portraitSlide` (at most, px): the portrait does not slide against the rest of the card;
 * - `sameCard` (at least): the burst shows the front's print.
 */
export const DOCUMENT_PAD_THRESHOLDS = {
  moire: 4.508,
  grid: 4.357,
  bezel: 0.01737,
  colourChange: 0.00392,
  colourSpread: 0.01456,
  portraitSlide: 1.034,
  sameCard: 0.3758,
} as const;
export type TDocumentPadThresholds = { [K in keyof typeof DOCUMENT_PAD_THRESHOLDS]: number };

/**
 * Where a finding is no longer a doubt but a refusal: twice as far from a bona fide take as
 * the doubt's threshold for a measure a card must not exceed, half as far for one it must
 * reach. Fixed factors, not fitted to any split: on the development cards no bona fide take
 * comes near them (docs/vision.md, "Document presentation attacks").
 */
export const DOCUMENT_PAD_REFUSAL: TDocumentPadThresholds = {
  moire: 2 * DOCUMENT_PAD_THRESHOLDS.moire,
  grid: 2 * DOCUMENT_PAD_THRESHOLDS.grid,
  bezel: 2 * DOCUMENT_PAD_THRESHOLDS.bezel,
  colourChange: DOCUMENT_PAD_THRESHOLDS.colourChange / 2,
  colourSpread: DOCUMENT_PAD_THRESHOLDS.colourSpread / 2,
  portraitSlide: 2 * DOCUMENT_PAD_THRESHOLDS.portraitSlide,
  sameCard: DOCUMENT_PAD_THRESHOLDS.sameCard / 2,
};

/** The burst must show a card-shaped outline in at least this share of its frames. */
export const MIN_CARD_FRAMES = 0.5;

export interface TDocumentPadDecision {
  /** Neither a finding nor a doubt. */
  genuine: boolean;
  /** What the take was refused for: a measure past DOCUMENT_PAD_REFUSAL. */
  findings: TDocumentFinding[];
  /** What it was doubted for, and not refused: past DOCUMENT_PAD_THRESHOLDS only (a person looks). */
  doubts: TDocumentFinding[];
}

/**
 * Whether a card front and its burst look like the card itself before the camera: what the
 * measures find at the doubt's thresholds, and which of those they find at the refusal's.
 * A burst whose card was found in too few frames shows no card to judge (a doubt of
 * OTHER_CARD: the card held out of view, or something else shown); a measure the take could
 * not give (no front: no `sameCard`) finds nothing.
 */
export function documentPadDecision(
  measures: TDocumentPresenceMeasures,
  frames: number,
  thresholds: TDocumentPadThresholds = DOCUMENT_PAD_THRESHOLDS,
  refusal: TDocumentPadThresholds = DOCUMENT_PAD_REFUSAL,
): TDocumentPadDecision {
  const doubted = padFindings(measures, frames, thresholds, true);
  const findings = padFindings(measures, frames, refusal, false);
  const doubts = doubted.filter((finding) => !findings.includes(finding));
  return { genuine: doubted.length === 0, findings, doubts };
}

/** What the measures find at `thresholds`; a burst without the card only where `noCard`. */
function padFindings(
  measures: TDocumentPresenceMeasures,
  frames: number,
  thresholds: TDocumentPadThresholds,
  noCard: boolean,
): TDocumentFinding[] {
  const findings = new Set<TDocumentFinding>();
  if (
    measures.moire > thresholds.moire ||
    measures.grid > thresholds.grid ||
    measures.bezel > thresholds.bezel
  )
    findings.add('SCREEN');
  // The measures across the burst need the card in it: without, it shows no card to judge.
  if (measures.cardFrames < Math.max(2, frames * MIN_CARD_FRAMES)) {
    if (noCard) findings.add('OTHER_CARD');
  } else {
    // No colour (a grey copy), or none of it changing as the card tilts (its OVI printed).
    if (
      measures.colourSpread < thresholds.colourSpread ||
      measures.colourChange < thresholds.colourChange
    )
      findings.add('COPY');
    if ((measures.portraitSlide ?? 0) > thresholds.portraitSlide) findings.add('CUTOUT');
    if (measures.sameCard !== null && measures.sameCard < thresholds.sameCard)
      findings.add('OTHER_CARD');
  }
  return [...findings];
}
