import { IDENTIFICATION_THRESHOLDS } from '@confirma/contracts/constants';
import { cardColours, changedBetween, type TCardColours } from './card-colours.ts';
import { findCards, straighten } from './card-frames.ts';
import { CARD_ASPECT, type TPoint } from './find-document.ts';

/** The straightened card the frames are compared on (small: colour, not detail, matters). */
const WIDTH = 320;
const HEIGHT = Math.round(WIDTH / CARD_ASPECT);
/** rg-chromaticity change that counts as a colour change of a pixel. */
const CHANGE = 0.05;
/** A hologram covers a few percent of a card; most of the card must stay put. */
const EXPECTED_SHARE = 0.02;
const MAX_SHARE = 0.35;
/** Luminance change (relative to the card's mean) that counts as a change of the print. */
const PRINT_CHANGE = 0.15;
/**
 * The print (text, portrait, layout) stays put on one card however it is tilted: on the
 * synthetic cards at most 0.5 % of it changed within a burst, 26 % between a card's front
 * and its back. Past this the frames show different cards (two people's fronts of one
 * design changed 0.5–11 %: this does not tell them apart).
 */
const MAX_PRINT_SHARE = 0.15;

export interface THologramCheck {
  /** 0..1, compared with the spec's hologramConfidence (0.75). */
  score: number;
  detected: boolean;
  /** Share of the card whose colour changed between frames (beyond the global cast). */
  changedShare: number;
  /** Share of the card whose print (luminance, exposure removed) changed, at most. */
  printChangedShare: number;
  /** Frames in which the card was found. */
  frames: number;
  reason: 'ok' | 'too-few-frames' | 'no-change' | 'whole-card-changed';
  /**
   * The most telling frame: of the two frames whose colours differ most, the later one
   * (`frame`: its index among the frames given), with the card's corners in it; null
   * when the card was found in fewer than two frames.
   */
  telling: { frame: number; corners: TPoint[] } | null;
}

/**
 * A modest hologram check: the card is found and straightened in each frame (taken at
 * different angles), reduced to rg chromaticity (brightness removed) and compared. A
 * hologram or kinegram changes colour with the viewing angle in a small region while the
 * printed card keeps its colours; a photocopy or a screen shows no such region. The
 * whole-card colour cast between frames (white balance) is removed first. Frames whose
 * print differs (the card turned to its back, another card) fail as not the same card. See
 * docs/vision.md for what this can and cannot prove.
 */
export async function checkHologram(
  frames: (Buffer | Uint8Array)[],
  threshold: number = IDENTIFICATION_THRESHOLDS.hologramConfidence,
): Promise<THologramCheck> {
  const cards: (TCardColours & { frame: number; corners: TPoint[] })[] = [];
  for (const card of await findCards(frames)) {
    const colours = await cardColours(await straighten(card, { width: WIDTH, height: HEIGHT }));
    cards.push({ ...colours, frame: card.index, corners: card.corners });
  }
  if (cards.length < 2) {
    return {
      score: 0,
      detected: false,
      changedShare: 0,
      printChangedShare: 0,
      frames: cards.length,
      reason: 'too-few-frames',
      telling: null,
    };
  }
  // Largest share of changed pixels over all pairs of frames, and the later frame of it;
  // the largest change of the print.
  let changedShare = 0;
  let printChangedShare = 0;
  let later = cards[1] as (typeof cards)[number];
  for (let a = 0; a < cards.length; a++) {
    for (let b = a + 1; b < cards.length; b++) {
      const first = cards[a] as (typeof cards)[number];
      const second = cards[b] as (typeof cards)[number];
      const share = changedBetween(first, second, 'rg', CHANGE);
      if (share > changedShare) {
        changedShare = share;
        later = second;
      }
      const print = changedBetween(first, second, 'lum', PRINT_CHANGE);
      printChangedShare = Math.max(printChangedShare, print);
    }
  }
  const telling = { frame: later.frame, corners: later.corners };
  const measured = {
    changedShare: round(changedShare),
    printChangedShare: round(printChangedShare),
    frames: cards.length,
    telling,
  };
  if (changedShare > MAX_SHARE || printChangedShare > MAX_PRINT_SHARE) {
    return { score: 0, detected: false, ...measured, reason: 'whole-card-changed' };
  }
  const score = round(Math.min(1, changedShare / EXPECTED_SHARE));
  return {
    score,
    detected: score >= threshold,
    ...measured,
    reason: score > 0 ? 'ok' : 'no-change',
  };
}

const round = (value: number) => Number(value.toFixed(3));
