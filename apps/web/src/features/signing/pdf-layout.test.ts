import { describe, expect, it } from 'vitest';
import {
  anchoredScrollTop,
  clampZoom,
  currentPage,
  PAGE_GAP,
  PAGE_PADDING,
  pageAt,
  pageLayout,
  pagesNear,
  ZOOM_MAX,
  ZOOM_MIN,
} from './pdf-layout';

// Three pages 100 px wide: portrait (200 high), landscape (50 high), portrait.
const layout = pageLayout([2, 0.5, 2], 100);

describe('the PDF viewer’s page layout', () => {
  it('places the pages one under the other with padding and gaps', () => {
    expect(layout.tops).toEqual([
      PAGE_PADDING,
      PAGE_PADDING + 200 + PAGE_GAP,
      8 + 200 + 8 + 50 + 8,
    ]);
    expect(layout.heights).toEqual([200, 50, 200]);
    expect(layout.total).toBe(8 + 200 + 8 + 50 + 8 + 200 + 8);
    expect(pageLayout([], 100)).toEqual({ tops: [], heights: [], total: 0 });
  });

  it('finds the page under a height, the nearest one in a gap', () => {
    expect(pageAt(layout, 0)).toBe(1);
    expect(pageAt(layout, 150)).toBe(1);
    expect(pageAt(layout, 211)).toBe(1);
    expect(pageAt(layout, 213)).toBe(2);
    expect(pageAt(layout, 400)).toBe(3);
    expect(pageAt(layout, 10_000)).toBe(3);
  });

  it('says which page is read: across the middle of the view, the last at the end', () => {
    expect(currentPage(layout, { scrollTop: 0, height: 100 })).toBe(1);
    expect(currentPage(layout, { scrollTop: 180, height: 100 })).toBe(2);
    expect(currentPage(layout, { scrollTop: layout.total - 100, height: 100 })).toBe(3);
    expect(currentPage(pageLayout([], 100), { scrollTop: 0, height: 100 })).toBe(0);
  });

  it('draws only the pages within a view’s height of what is seen', () => {
    const long = pageLayout(
      Array.from({ length: 50 }, () => 1),
      100,
    );
    expect(pagesNear(long, { scrollTop: 0, height: 0 })).toEqual([1, 1]);
    expect(pagesNear(long, { scrollTop: 0, height: 250 })).toEqual([1, 5]);
    // Page 30 at the top of the view: 2.5 pages seen, one view above and two below.
    expect(pagesNear(long, { scrollTop: long.tops[29] ?? 0, height: 250 })).toEqual([27, 34]);
    expect(pagesNear(long, { scrollTop: long.total, height: 250 })[1]).toBe(50);
  });

  it('keeps the point of a zoom on the same spot of the same page', () => {
    const wider = pageLayout([2, 0.5, 2], 200);
    // The view's middle (y 50) is half-way down page 3 at scrollTop 324 (page 3: 274..474).
    const top = anchoredScrollTop(layout, wider, { scrollTop: 324, y: 50 });
    const y = top + 50;
    expect(pageAt(wider, y)).toBe(3);
    expect((y - (wider.tops[2] ?? 0)) / (wider.heights[2] ?? 1)).toBeCloseTo(0.5);
    expect(anchoredScrollTop(layout, wider, { scrollTop: 0, y: 0 })).toBe(0);
  });

  it('keeps the zoom between its limits', () => {
    expect(clampZoom(0.1)).toBe(ZOOM_MIN);
    expect(clampZoom(100)).toBe(ZOOM_MAX);
    expect(clampZoom(1.5)).toBe(1.5);
  });
});
