import { getXfaPageViewport } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import {
  drawnSize,
  keepInside,
  type TPageGeometry,
  toPageBox,
  toScreenBox,
} from './placement-geometry';

const A4: TPageGeometry = { view: [0, 0, 595, 842], rotate: 0 };

describe('placement geometry', () => {
  it('turns a box drawn on the page into points from its bottom-left corner, and back', () => {
    const scale = 0.5;
    // 100 x 30 px at (50, 300) on a page drawn 297.5 x 421 px.
    const box = toPageBox(A4, scale, { left: 50, top: 300, width: 100, height: 30 });
    expect(box).toEqual({ x: 100, y: 842 - 660, width: 200, height: 60 });
    expect(toScreenBox(A4, scale, box)).toEqual({ left: 50, top: 300, width: 100, height: 30 });
  });

  it('measures from the visible area, whatever its origin', () => {
    const cropped: TPageGeometry = { view: [20, 40, 520, 740], rotate: 0 };
    expect(toPageBox(cropped, 1, { left: 0, top: 650, width: 200, height: 50 })).toEqual({
      x: 0,
      y: 0,
      width: 200,
      height: 50,
    });
  });

  it.each([0, 90, 180, 270])('agrees with pdf.js on a page turned %i degrees', (rotate) => {
    const page: TPageGeometry = { view: [0, 0, 600, 800], rotate };
    const scale = 0.75;
    // pdf.js's own viewport of a 600 x 800 page (the one export that builds it bare).
    const xfaPage = { attributes: { style: { width: '600px', height: '800px' } } };
    const viewport = getXfaPageViewport(xfaPage, { scale, rotation: rotate });
    expect(drawnSize(page, scale)).toEqual({ width: viewport.width, height: viewport.height });
    const box = { x: 100, y: 200, width: 180, height: 56 };
    const drawn = toScreenBox(page, scale, box);
    const [ax = 0, ay = 0] = viewport.convertToViewportPoint(box.x, box.y);
    const [bx = 0, by = 0] = viewport.convertToViewportPoint(box.x + box.width, box.y + box.height);
    expect(drawn.left).toBeCloseTo(Math.min(ax, bx), 6);
    expect(drawn.top).toBeCloseTo(Math.min(ay, by), 6);
    expect(drawn.width).toBeCloseTo(Math.abs(bx - ax), 6);
    expect(drawn.height).toBeCloseTo(Math.abs(by - ay), 6);
    expect(toPageBox(page, scale, drawn)).toEqual(box);
  });

  it('keeps a dragged box on the page and no smaller than the least box', () => {
    const size = { width: 300, height: 400 };
    const min = { width: 20, height: 10 };
    expect(keepInside({ left: -30, top: 390, width: 100, height: 40 }, size, min)).toEqual({
      left: 0,
      top: 360,
      width: 100,
      height: 40,
    });
    expect(keepInside({ left: 250, top: 10, width: 5, height: 2 }, size, min)).toEqual({
      left: 250,
      top: 10,
      width: 20,
      height: 10,
    });
    expect(keepInside({ left: 0, top: 0, width: 900, height: 40 }, size, min).width).toBe(300);
  });

  it('never hands the server a box past the page edge', () => {
    const box = toPageBox(A4, 0.5, { left: 250, top: 0, width: 47.6, height: 20 });
    expect(box.x + box.width).toBeLessThanOrEqual(595);
    expect(box.y + box.height).toBeLessThanOrEqual(842);
  });
});
