import { OCR_B_GLYPHS } from './ocr-b-glyphs.ts';
import {
  CELL_HEIGHT,
  CELL_WIDTH,
  normalise,
  sampleCell,
  type TMrzGrid,
  type TMrzLineCells,
} from './segment-mrz.ts';

/** The MRZ alphabet, in the order the glyph templates are stored. */
export const MRZ_ALPHABET = '<0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Per cell, every character's similarity (normalised cross-correlation, -1..1). */
export type TCellScores = Float32Array;

const SIZE = CELL_WIDTH * CELL_HEIGHT;

let templates: Float32Array[] | null = null;

/** The OCR-B glyph templates (scripts/mrz-templates.ts), unpacked once. */
function glyphTemplates(): Float32Array[] {
  if (templates) return templates;
  const bytes = Buffer.from(OCR_B_GLYPHS, 'base64');
  templates = [...MRZ_ALPHABET].map((_, c) => {
    const template = new Float32Array(SIZE);
    for (let i = 0; i < SIZE; i++) template[i] = (bytes[c * SIZE + i] as number) - 128;
    return normalise(template);
  });
  return templates;
}

/** Shifts (grid steps) tried around each cell centre: the fit is good to about a pixel. */
const SHIFTS = [-1, 0, 1]
  .flatMap((dy) => [-3, -2.25, -1.5, -0.75, 0, 0.75, 1.5, 2.25, 3].map((dx) => [dx, dy] as const))
  .filter(([dx, dy]) => dx !== 0 || dy !== 0);
/**
 * Characters whose score is refined over the shifts: the best few at the centre, and the
 * look-alikes of the best three (a field that allows only digits takes the best digit).
 */
const REFINED = 10;
const LOOK_ALIKES: Record<string, string> = {
  '0': 'ODQUC',
  O: '0DQUC',
  D: '0OB',
  Q: '0O',
  U: '0OV',
  C: '0OG',
  '1': 'ILT7J',
  I: '1LT',
  L: '1I',
  T: '17Y',
  '7': 'T1Z',
  '2': 'Z',
  Z: '27',
  '5': 'S',
  S: '58',
  '6': 'GB',
  G: '6C',
  '8': 'B3S',
  B: '8D3',
  '3': '8B',
  '4': 'A',
  A: '4',
  '9': 'P',
  P: '9',
};
const INDEX = new Map([...MRZ_ALPHABET].map((char, i) => [char, i]));

/**
 * Scores every cell of an MRZ grid against the OCR-B glyph of every character: the
 * correlation at the cell centre, and for the few best characters the best correlation
 * over small shifts. The MRZ font is prescribed (ICAO 9303 part 3: OCR-B, ISO 1073-2),
 * so one template per character serves every document.
 */
export function scoreCells(grid: TMrzGrid): TCellScores[][] {
  const glyphs = glyphTemplates();
  const cell = new Float32Array(SIZE);
  return grid.lines.map((line: TMrzLineCells) =>
    line.centres.map((_, index) => {
      normalise(sampleCell(grid.image, line, index, 0, 0, cell));
      const scores = Float32Array.from(glyphs, (template) => dot(template, cell));
      const ranked = [...scores.keys()].sort(
        (a, b) => (scores[b] as number) - (scores[a] as number),
      );
      const best = new Set(ranked.slice(0, REFINED));
      for (const c of ranked.slice(0, 3)) {
        for (const alike of LOOK_ALIKES[MRZ_ALPHABET[c] as string] ?? '') {
          best.add(INDEX.get(alike) as number);
        }
      }
      for (const [dx, dy] of SHIFTS) {
        normalise(sampleCell(grid.image, line, index, dx, dy, cell));
        for (const c of best) {
          const score = dot(glyphs[c] as Float32Array, cell);
          if (score > (scores[c] as number)) scores[c] = score;
        }
      }
      return scores;
    }),
  );
}

/**
 * One running sum in index order, four terms per loop turn (SIZE is a multiple of four):
 * the plain loop's rounding, in about 60 % of its time (the loop's own overhead was most
 * of it). Scoring is most of an MRZ read.
 */
function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < SIZE; i += 4) {
    sum += (a[i] as number) * (b[i] as number);
    sum += (a[i + 1] as number) * (b[i + 1] as number);
    sum += (a[i + 2] as number) * (b[i + 2] as number);
    sum += (a[i + 3] as number) * (b[i + 3] as number);
  }
  return sum;
}
