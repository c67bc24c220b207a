import { SIGNBOX } from '@confirma/contracts/constants';
import {
  matchLabel,
  signatureLines,
  type TAnchorTier,
  type TLabelMatch,
} from './anchor-phrases.ts';
import {
  overlaps,
  segmentRect,
  type TPageText,
  type TRect,
  type TTextSegment,
} from './text-segments.ts';

/**
 * A signature box found by its label: 1-based page, PDF points from the bottom-left corner
 * of the page's visible area, and the label's text.
 */
export interface TSignaturePlace {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  anchor: string;
  tier: TAnchorTier;
}

interface TLabel {
  page: TPageText;
  segment: TTextSegment;
  match: TLabelMatch;
}

/** Kept between a box and the page's edge. */
const MARGIN = 8;
/** A box squeezed between lines of text keeps at least this height. */
const MIN_SQUEEZED_HEIGHT = 30;
/** A line to sign on counts as the label's when its baseline is this many sizes away. */
const LINE_REACH = 3.5;

const isLineOnly = (segment: TTextSegment) =>
  /^[\s_.…]+$/.test(segment.text) && signatureLines(segment.text).length > 0;

const box = (x: number, y: number, width: number, height: number): TRect => ({
  x0: x,
  y0: y,
  x1: x + width,
  y1: y + height,
});

/** The rectangle moved (not resized) to lie inside the page, clear of its edges. */
function inside(page: TPageText, rect: TRect): TRect {
  const width = rect.x1 - rect.x0;
  const height = rect.y1 - rect.y0;
  const x = Math.min(Math.max(rect.x0, MARGIN), page.width - MARGIN - width);
  const y = Math.min(Math.max(rect.y0, MARGIN), page.height - MARGIN - height);
  return box(Math.max(0, x), Math.max(0, y), width, height);
}

/**
 * The line drawn with underscores or dots that goes with the label: after it on its own
 * line ("Firma: ________"), or on a line of its own just above or below it.
 */
function signingLine(label: TLabel, labelRect: TRect): (TRect & { base: number }) | undefined {
  const { segment, match, page } = label;
  const own = signatureLines(segment.text).find(([start]) => start >= match.end);
  if (own) return { ...segmentRect(segment, own[0], own[1]), base: segment.y };
  const reach = LINE_REACH * segment.size;
  const near = page.segments
    .filter((other) => other !== segment && isLineOnly(other))
    .map((other) => ({ ...segmentRect(other), base: other.y }))
    .filter(
      (line) =>
        Math.abs(line.base - segment.y) <= reach &&
        line.x0 < labelRect.x1 + 60 &&
        line.x1 > labelRect.x0 - 60,
    )
    .sort((a, b) => Math.abs(a.base - segment.y) - Math.abs(b.base - segment.y));
  return near[0];
}

/** How high a box whose bottom is `rect.y0` can grow before it meets an obstacle. */
function roomAbove(rect: TRect, obstacles: TRect[]): number {
  const ceiling = obstacles
    .filter((o) => o.x0 < rect.x1 && rect.x0 < o.x1 && o.y1 > rect.y0)
    .reduce((low, o) => Math.min(low, o.y0), Number.POSITIVE_INFINITY);
  return ceiling - rect.y0 - 1;
}

/**
 * Where the box for a label goes: resting on its signing line when it has one, else just
 * above the label, below it, or to its right; the first of these clear of the page's text.
 * When none is clear, a shorter box that fits above the line or label, else the first
 * choice over whatever is there.
 */
export function placeBox(label: TLabel): TRect {
  const { page, segment, match } = label;
  const labelRect = segmentRect(segment, match.start, match.end);
  const width = Math.min(SIGNBOX.width, page.width - 2 * MARGIN);
  const height = Math.min(SIGNBOX.height, page.height - 2 * MARGIN);
  const obstacles = [
    labelRect,
    ...page.segments.filter((s) => s !== segment && !isLineOnly(s)).map((s) => segmentRect(s)),
  ];
  const line = signingLine(label, labelRect);
  const candidates: TRect[] = [];
  if (line) {
    const lineWidth = Math.min(Math.max(line.x1 - line.x0, 3 * SIGNBOX.minWidth), width + 80);
    candidates.push(box(line.x0, line.base - 0.25 * segment.size, lineWidth, height));
  }
  const middle = (labelRect.y0 + labelRect.y1) / 2;
  candidates.push(
    box(labelRect.x0, labelRect.y1 + 2, width, height),
    box(labelRect.x0, labelRect.y0 - 2 - height, width, height),
    box(labelRect.x1 + 6, middle - height / 2, width, height),
  );
  const placed = candidates.map((candidate) => inside(page, candidate));
  const clear = placed.find((rect) => !obstacles.some((o) => overlaps(rect, o)));
  if (clear) return clear;
  for (const rect of placed.slice(0, 2)) {
    const room = Math.min(rect.y1 - rect.y0, roomAbove(rect, obstacles));
    if (room >= MIN_SQUEEZED_HEIGHT) return { ...rect, y1: rect.y0 + room };
  }
  return placed[0] as TRect;
}

/** Every label of the page. */
function labelsOf(page: TPageText): TLabel[] {
  return page.segments.flatMap((segment) => {
    const match = matchLabel(segment.text);
    return match ? [{ page, segment, match }] : [];
  });
}

/** How many labels of the surest kind the page has. */
export const sureLabels = (page: TPageText) =>
  labelsOf(page).filter((label) => label.match.tier === 0).length;

/** Best first: the surest kind of label, then the last one in reading order. */
const byPreference = (a: TLabel, b: TLabel) =>
  a.match.tier - b.match.tier ||
  b.page.page - a.page.page ||
  a.segment.y - b.segment.y ||
  (b.segment.edges[0] ?? 0) - (a.segment.edges[0] ?? 0);

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Up to `max` signature boxes for the document's labels ("Firma del cliente", "Signature"…),
 * best first; two never overlap.
 */
export function signaturePlaces(pages: TPageText[], max: number): TSignaturePlace[] {
  const labels = pages.flatMap(labelsOf).sort(byPreference);
  const places: (TSignaturePlace & { rect: TRect })[] = [];
  for (const label of labels) {
    if (places.length >= max) break;
    const rect = placeBox(label);
    const page = label.page.page;
    if (places.some((other) => other.page === page && overlaps(other.rect, rect))) continue;
    places.push({
      page,
      x: round(rect.x0),
      y: round(rect.y0),
      width: round(rect.x1 - rect.x0),
      height: round(rect.y1 - rect.y0),
      anchor: label.segment.text.slice(label.match.start, label.match.end).trim().slice(0, 100),
      tier: label.match.tier,
      rect,
    });
  }
  return places.map(({ rect: _rect, ...place }) => place);
}
