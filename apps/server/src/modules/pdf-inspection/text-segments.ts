/**
 * A page's text as horizontal segments: the runs a PDF draws (pdf.js text items), joined
 * when they sit on one baseline close enough to read as one phrase. Coordinates are PDF
 * points from the bottom-left corner of the page's visible area.
 */

/** One run of text: its baseline origin, advance width and font size. */
export interface TTextRun {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

export interface TTextSegment {
  text: string;
  /** Baseline. */
  y: number;
  size: number;
  /** Left edge of each UTF-16 unit of `text`, and the right edge of the last one. */
  edges: number[];
}

export interface TPageText {
  /** 1-based. */
  page: number;
  width: number;
  height: number;
  segments: TTextSegment[];
}

export type TRect = { x0: number; y0: number; x1: number; y1: number };

/** Runs closer than this many font sizes apart on one baseline read as one segment. */
const JOIN_GAP = 1.2;

/** The runs of a page joined into segments, top to bottom, left to right. */
export function segmentRuns(runs: TTextRun[]): TTextSegment[] {
  const sorted = runs
    .filter((run) => run.text.trim() && run.size > 0 && Number.isFinite(run.x + run.y))
    .sort((a, b) => Math.round(b.y) - Math.round(a.y) || a.x - b.x);
  const segments: TTextSegment[] = [];
  let current: TTextSegment | undefined;
  for (const run of sorted) {
    const right = current?.edges.at(-1) ?? 0;
    const joins =
      current &&
      Math.abs(run.y - current.y) <= 0.3 * Math.max(run.size, current.size) &&
      run.x >= right - run.size &&
      run.x - right <= JOIN_GAP * Math.max(run.size, current.size);
    if (!current || !joins) {
      current = { text: '', y: run.y, size: run.size, edges: [run.x] };
      segments.push(current);
    } else {
      current.text += ' ';
      current.edges.push(run.x);
      current.size = Math.max(current.size, run.size);
    }
    const step = run.width / Math.max(1, run.text.length);
    for (let index = 1; index <= run.text.length; index += 1) {
      current.edges.push(run.x + step * index);
    }
    current.text += run.text;
  }
  return segments;
}

/** The area a part [start, end) of a segment covers: descenders to ascenders. */
export function segmentRect(segment: TTextSegment, start = 0, end = segment.text.length): TRect {
  const { edges, y, size } = segment;
  return {
    x0: edges[start] ?? edges[0] ?? 0,
    x1: edges[end] ?? edges.at(-1) ?? 0,
    y0: y - 0.25 * size,
    y1: y + 0.85 * size,
  };
}

export const overlaps = (a: TRect, b: TRect) =>
  a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
