import { expect } from 'vitest';
import type { TPdfReport } from './pdf-tools-for-tests.ts';
import { SIGNATURE_BOX } from './signature-box.ts';

/**
 * Checks shared by the renderers' tests: one A4 page that qpdf accepts, no word outside
 * the page, the signature label inside the signature box and no other word in it.
 */
export function expectSoundOnePager(report: TPdfReport, signatureLabel: string): void {
  expect(report.qpdfStatus).toBe(0);
  expect(report.pages).toBe(1);
  expect(report.pageHeight).toBeCloseTo(841.89, 1);
  for (const word of report.words) {
    expect(word.xMin, word.text).toBeGreaterThanOrEqual(0);
    expect(word.xMax, word.text).toBeLessThanOrEqual(595.28);
    expect(word.yMin, word.text).toBeGreaterThanOrEqual(0);
    expect(word.yMax, word.text).toBeLessThanOrEqual(report.pageHeight);
  }
  // The box in poppler's top-left frame.
  const box = {
    left: SIGNATURE_BOX.x,
    right: SIGNATURE_BOX.x + SIGNATURE_BOX.width,
    top: report.pageHeight - SIGNATURE_BOX.y - SIGNATURE_BOX.height,
    bottom: report.pageHeight - SIGNATURE_BOX.y,
  };
  const inside = report.words.filter(
    (w) => w.xMax > box.left && w.xMin < box.right && w.yMax > box.top && w.yMin < box.bottom,
  );
  expect(inside.map((w) => w.text).join(' ')).toBe(signatureLabel);
  for (const word of inside) {
    expect(word.xMin).toBeGreaterThanOrEqual(box.left);
    expect(word.yMin).toBeGreaterThanOrEqual(box.top);
  }
}

/** The box frame is drawn (dark pixels on its four edges) and its middle is blank. */
export function expectVisibleSignatureBox(image: {
  height: number;
  at: (x: number, y: number) => number;
}): void {
  const { x, y, width, height } = SIGNATURE_BOX;
  const top = Math.round(image.height - y - height);
  const bottom = Math.round(image.height - y);
  const darkest = (points: [number, number][]) =>
    Math.min(...points.map(([px, py]) => image.at(px, py)));
  const around = (px: number, py: number): [number, number][] => [
    [px, py - 1],
    [px, py],
    [px, py + 1],
    [px - 1, py],
    [px + 1, py],
  ];
  expect(darkest(around(x, top + 30)), 'left edge').toBeLessThan(200);
  expect(darkest(around(x + width, top + 30)), 'right edge').toBeLessThan(200);
  expect(darkest(around(x + 80, top)), 'top edge').toBeLessThan(200);
  expect(darkest(around(x + 80, bottom)), 'bottom edge').toBeLessThan(200);
  for (let px = x + 3; px < x + width - 3; px += 4) {
    for (let py = top + 14; py < bottom - 3; py += 4) expect(image.at(px, py)).toBe(255);
  }
}
