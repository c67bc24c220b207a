import { segmentRect, type TPageText, type TRect } from './text-segments.ts';

/** Where an anchor text was read: its page (1-based) and the area its letters cover. */
export interface TAnchorHit {
  page: number;
  rect: TRect;
}

/**
 * One UTF-16 unit as compared: lower case, without its accent ("Á" → "a"); a unit that
 * folds to nothing or to several keeps itself, so positions in the folded text are the
 * segment's own.
 */
function foldUnit(unit: string): string {
  const folded = unit.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return folded.length === 1 ? folded : unit.toLowerCase();
}

const fold = (text: string) => Array.from(text, foldUnit).join('');

/** An anchor as searched: folded, its spaces one (segments join their runs with one). */
export function anchorKey(text: string): string {
  return fold(text.trim().split(/\s+/).join(' '));
}

/**
 * The first place each of `texts` is written in `pages` (in page order, then top to bottom
 * and left to right), case, accents and runs of spaces aside; null where it is not. A text
 * split across two lines is not found: an anchor is a label on one line ("Ciudad:").
 */
export function findAnchors(pages: readonly TPageText[], texts: readonly string[]) {
  const keys = texts.map(anchorKey);
  const hits: (TAnchorHit | null)[] = keys.map(() => null);
  const ordered = [...pages].sort((a, b) => a.page - b.page);
  for (const page of ordered) {
    for (const segment of page.segments) {
      const line = fold(segment.text);
      keys.forEach((key, index) => {
        if (hits[index] || !key) return;
        const at = line.indexOf(key);
        if (at >= 0)
          hits[index] = { page: page.page, rect: segmentRect(segment, at, at + key.length) };
      });
    }
    if (hits.every(Boolean)) break;
  }
  return hits;
}
