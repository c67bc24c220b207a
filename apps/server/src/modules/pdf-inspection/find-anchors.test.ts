import { describe, expect, it } from 'vitest';
import { findAnchors } from './find-anchors.ts';
import { segmentRuns, type TPageText, type TTextRun } from './text-segments.ts';

/** A run of Helvetica-like text: half an em per character. */
const run = (text: string, x: number, y: number, size = 10): TTextRun => ({
  text,
  x,
  y,
  width: text.length * size * 0.5,
  size,
});

const page = (number: number, runs: TTextRun[]): TPageText => ({
  page: number,
  width: 595,
  height: 842,
  segments: segmentRuns(runs),
});

describe('anchor texts', () => {
  it("finds a label's letters on its line, case, accents and spaces aside", () => {
    const pages = [
      page(1, [run('Datos del arrendatario', 56, 700), run('CIUDAD:  ____', 56, 600)]),
    ];
    const [city] = findAnchors(pages, ['ciudad:']);
    expect(city?.page).toBe(1);
    // "CIUDAD:" is 7 characters of 5 points from x = 56, on the baseline 600.
    expect(city?.rect.x0).toBeCloseTo(56);
    expect(city?.rect.x1).toBeCloseTo(91);
    expect(city?.rect.y0).toBeLessThan(600);
    expect(city?.rect.y1).toBeGreaterThan(600);
    const [accent] = findAnchors([page(1, [run('Firma del Huésped', 56, 200)])], ['HUESPED']);
    expect(accent?.rect.x0).toBeCloseTo(56 + 10 * 5);
  });

  it('takes the first place in page order, says null for a text it does not read', () => {
    const pages = [
      page(2, [run('Fecha:', 56, 700)]),
      page(1, [run('Nada aquí', 56, 700), run('Fecha:', 300, 100)]),
    ];
    const [date, missing, empty] = findAnchors(pages, ['Fecha:', 'Teléfono', '  ']);
    expect(date).toMatchObject({ page: 1 });
    expect(date?.rect.x0).toBeCloseTo(300);
    expect(missing).toBeNull();
    expect(empty).toBeNull();
  });
});
