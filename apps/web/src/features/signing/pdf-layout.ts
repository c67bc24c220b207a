/**
 * Where each page of the PDF viewer sits in its scroll box, computed rather than measured:
 * pages not near the view are empty boxes of the same size (only those near the view are
 * drawn), so the page count, the page jump and zoom all work from these numbers.
 */

/** Space around the pages and between two pages, in CSS pixels. */
export const PAGE_PADDING = 8;
export const PAGE_GAP = 8;

/** Zoom is relative to the fitted width: 1 fits the page to the box. */
export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 4;
export const ZOOM_STEP = 1.25;

/** A4 portrait, until the document says otherwise. */
export const DEFAULT_PAGE_RATIO = Math.SQRT2;

export interface TPageLayout {
  /** Offset of each page's top in the scroll box (index 0 is page 1). */
  tops: number[];
  heights: number[];
  /** Height of everything: padding, pages and gaps. */
  total: number;
}

export function clampZoom(zoom: number): number {
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));
}

/** The pages' boxes for a page width and each page's height / width ratio. */
export function pageLayout(ratios: readonly number[], pageWidth: number): TPageLayout {
  const tops: number[] = [];
  const heights: number[] = [];
  let y = PAGE_PADDING;
  for (const ratio of ratios) {
    const height = pageWidth * ratio;
    tops.push(y);
    heights.push(height);
    y += height + PAGE_GAP;
  }
  return { tops, heights, total: ratios.length ? y - PAGE_GAP + PAGE_PADDING : 0 };
}

/** The page (1-based) under the height `y` of the scroll box: the nearest one in a gap. */
export function pageAt(layout: TPageLayout, y: number): number {
  const { tops, heights } = layout;
  for (let index = 0; index < tops.length; index += 1) {
    const bottom = (tops[index] ?? 0) + (heights[index] ?? 0);
    if (y < bottom + PAGE_GAP / 2) return index + 1;
  }
  return Math.max(1, tops.length);
}

/**
 * The page a reader is on: the one across the middle of the view, or the last one once the
 * view has reached the end (a short last page never reaches the middle).
 */
export function currentPage(
  layout: TPageLayout,
  view: { scrollTop: number; height: number },
): number {
  if (layout.tops.length === 0) return 0;
  if (view.scrollTop + view.height >= layout.total - 1) return layout.tops.length;
  return pageAt(layout, view.scrollTop + view.height / 2);
}

/**
 * The pages worth drawing (first and last, 1-based): those within one view's height above
 * and below what is seen. A long document keeps a handful of pages drawn, not all of them.
 */
export function pagesNear(
  layout: TPageLayout,
  view: { scrollTop: number; height: number },
): [number, number] {
  const count = layout.tops.length;
  if (count === 0) return [0, 0];
  // Before the box is measured, the first page only.
  const height = view.height > 0 ? view.height : 1;
  return [
    pageAt(layout, Math.max(0, view.scrollTop - height)),
    Math.min(count, pageAt(layout, view.scrollTop + 2 * height)),
  ];
}

/**
 * Where the scroll box must go so that the point `y` of the view stays on the same spot of
 * the same page when the layout changes (zoom): page and fraction kept, not pixels.
 */
export function anchoredScrollTop(
  before: TPageLayout,
  after: TPageLayout,
  view: { scrollTop: number; y: number },
): number {
  const page = pageAt(before, view.scrollTop + view.y) - 1;
  const top = before.tops[page] ?? 0;
  const height = before.heights[page] || 1;
  const fraction = (view.scrollTop + view.y - top) / height;
  return Math.max(0, (after.tops[page] ?? 0) + fraction * (after.heights[page] ?? 0) - view.y);
}
