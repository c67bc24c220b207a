import type { TGreyImage } from '../image.ts';
import { segmentMrz, type TMrzShape } from '../mrz/segment-mrz.ts';
import { CARD_ASPECT, PASSPORT_ASPECT, type TDocumentQuad, type TPoint } from './find-document.ts';

/** The confidence of an outline placed from an MRZ grid (its corners from ICAO's sizes and the pitch). */
const ANCHORED_CONFIDENCE = 0.6;

/**
 * Where the document's edges lie relative to its MRZ, in millimetres (ICAO 9303 parts 4,
 * 5 and 6: a TD1 card is 85.6 x 54 mm, a TD2 document 105 x 74 mm, a TD3 page 125 x 88 mm;
 * the MRZ is centred across the width and its last line's centre sits about 5.5 mm above
 * the bottom edge).
 */
const LAYOUT = {
  TD1: { width: 85.6, height: 54, belowLastLine: 5.5 },
  TD2: { width: 105, height: 74, belowLastLine: 5.5 },
  TD3: { width: 125, height: 88, belowLastLine: 5.5 },
} as const;
/** The centres of an MRZ line's first and last cells, and its pitch (px). */
export interface TMrzLineEnds {
  first: TPoint;
  end: TPoint;
  pitch: number;
}

/** The MRZ pitch on paper: 10 characters per inch. */
const PITCH_MM = 2.54;

/**
 * The document's outline inferred from its MRZ when the edges cannot be found (a card
 * on a busy background, its edges lost among other shapes): the MRZ grid is found on the
 * whole frame, its pitch gives the scale and its lines the direction, and the standard
 * layout gives the corners. Upright documents only; a lower confidence than a traced
 * outline.
 */
export function outlineFromMrz(
  frame: TGreyImage,
): (TDocumentQuad & { shape: TMrzShape; line: TMrzLineEnds }) | null {
  const grid = segmentMrz(frame);
  if (!grid) return null;
  const last = grid.lines[grid.lines.length - 1];
  if (!last) return null;
  const first = last.centres[0] as TPoint;
  const end = last.centres[last.centres.length - 1] as TPoint;
  const length = Math.hypot(end.x - first.x, end.y - first.y);
  const along = { x: (end.x - first.x) / length, y: (end.y - first.y) / length };
  const down = { x: -along.y, y: along.x };
  const mm = last.pitch / PITCH_MM;
  const layout = LAYOUT[grid.shape];
  const bottom = {
    x: (first.x + end.x) / 2 + down.x * layout.belowLastLine * mm,
    y: (first.y + end.y) / 2 + down.y * layout.belowLastLine * mm,
  };
  const half = (layout.width / 2) * mm;
  const up = layout.height * mm;
  const bottomLeft = { x: bottom.x - along.x * half, y: bottom.y - along.y * half };
  const bottomRight = { x: bottom.x + along.x * half, y: bottom.y + along.y * half };
  const corners = [
    { x: bottomLeft.x - down.x * up, y: bottomLeft.y - down.y * up },
    { x: bottomRight.x - down.x * up, y: bottomRight.y - down.y * up },
    bottomRight,
    bottomLeft,
  ];
  return {
    shape: grid.shape,
    line: { first, end, pitch: last.pitch },
    corners,
    aspect: grid.shape === 'TD1' ? CARD_ASPECT : PASSPORT_ASPECT,
    area: (layout.width * layout.height * mm * mm) / (frame.width * frame.height),
    confidence: ANCHORED_CONFIDENCE,
  };
}
