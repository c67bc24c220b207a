import type { PDFPageLeaf } from '@cantoo/pdf-lib';
import { SealingError } from '../sealing-error.ts';
import { annotationRects, overlaps, type TRect, visibleBox } from './page-geometry.ts';

/** A stamp box: 1-based page, PDF points from the lower-left corner of the visible page. */
export interface TStampBox {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

const AUTO = { margin: 36, width: 250, height: 64, gap: 8 };

/**
 * The 'auto' box on the last page: 250 x 64 pt, half an inch from the bottom-left corner
 * (narrower on small pages). When earlier seals or other annotations sit there, the next
 * free slot is taken: up the left column, then the right one, within the lower half of
 * the page; if all are taken the first slot is reused.
 */
function autoBox(page: PDFPageLeaf): Omit<TStampBox, 'page'> {
  const [left, bottom, right, top] = visibleBox(page);
  const margin = Math.min(AUTO.margin, (right - left) / 20);
  const width = Math.min(AUTO.width, right - left - 2 * margin);
  const taken = annotationRects(page);
  const columns = [margin, margin + width + AUTO.gap * 2].filter(
    (x) => left + x + width <= right - margin,
  );
  for (const x of columns) {
    for (let y = margin; y + AUTO.height <= (top - bottom) / 2; y += AUTO.height + AUTO.gap) {
      const rect: TRect = [left + x, bottom + y, left + x + width, bottom + y + AUTO.height];
      if (!taken.some((other) => overlaps(rect, other)))
        return { x, y, width, height: AUTO.height };
    }
  }
  return { x: margin, y: margin, width, height: AUTO.height };
}

/**
 * Turns the requested box into a widget /Rect. Boxes are relative to the visible area
 * (CropBox) and must lie inside it, at least `min` (a stamp's 20 x 10 pt by default);
 * 'auto' goes to the last page (see autoBox).
 */
export function resolveStampBox(
  stamp: TStampBox | 'auto',
  leaves: PDFPageLeaf[],
  min: { width: number; height: number } = { width: 20, height: 10 },
) {
  const pageIndex = stamp === 'auto' ? leaves.length - 1 : stamp.page - 1;
  const page = leaves[pageIndex];
  if (!page || !Number.isInteger(pageIndex)) {
    const pages = leaves.length;
    throw new SealingError(
      'INVALID_STAMP',
      `stamp page ${pageIndex + 1} is not in the document (${pages} pages)`,
    );
  }
  const [left, bottom, right, top] = visibleBox(page);
  const box = stamp === 'auto' ? autoBox(page) : stamp;
  const fits =
    [box.x, box.y, box.width, box.height].every(Number.isFinite) &&
    box.width >= min.width &&
    box.height >= min.height &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= right - left + 0.5 &&
    box.y + box.height <= top - bottom + 0.5;
  if (!fits)
    throw new SealingError(
      'INVALID_STAMP',
      `the box must lie inside the page (min ${min.width} x ${min.height} pt)`,
    );
  const x = left + box.x;
  const y = bottom + box.y;
  const rect: TRect = [x, y, x + box.width, y + box.height];
  return { pageIndex, rect, width: box.width, height: box.height };
}
