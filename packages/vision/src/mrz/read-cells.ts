import { MONO_GLYPHS } from './mono-glyphs.ts';
import { FONT_LEAD, OCR_B_SURE } from './mrz-parameters.ts';
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

/**
 * The glyph sets, OCR-B first (ICAO 9303 prescribes it; scripts/mrz-templates.ts), then the
 * monospace fonts some documents print their MRZ in instead (scripts/mrz-templates.ts --mono).
 */
export const GLYPH_FONTS = ['OCR B', ...MONO_GLYPHS.map(({ font }) => font)];

let sets: Float32Array[][] | null = null;

/** Every set's templates, unpacked once. */
function glyphSets(): Float32Array[][] {
  if (sets) return sets;
  sets = [OCR_B_GLYPHS, ...MONO_GLYPHS.map(({ glyphs }) => glyphs)].map((packed) => {
    const bytes = Buffer.from(packed, 'base64');
    return [...MRZ_ALPHABET].map((_, c) => {
      const template = new Float32Array(SIZE);
      for (let i = 0; i < SIZE; i++) template[i] = (bytes[c * SIZE + i] as number) - 128;
      return normalise(template);
    });
  });
  return sets;
}

/** The template sets a read compares with: one set, or all of them ('all', see scoreCells). */
const setsOf = (set: number | 'all') =>
  set === 'all' ? glyphSets() : [glyphSets()[set] as Float32Array[]];

/**
 * The glyph set (index into GLYPH_FONTS) the grid is printed in: the one whose best
 * character fits the cells best on average, at the cell centres; `fit` is that average
 * (-1..1: how familiar the print is). OCR-B keeps the strip unless another font fits
 * clearly better (by FONT_LEAD): most documents print OCR-B.
 */
export function glyphSetOf(grid: TMrzGrid): { set: number; fit: number } {
  const all = glyphSets();
  // Every other cell: the font shows as well, in half the time.
  const cells: Float32Array[] = [];
  for (const line of grid.lines) {
    for (let index = 0; index < line.centres.length; index += 2) {
      cells.push(normalise(sampleCell(grid.image, line, index, 0, 0, new Float32Array(SIZE))));
    }
  }
  const fitOf = (glyphs: Float32Array[]) => {
    let sum = 0;
    for (const cell of cells) {
      let best = -1;
      for (const template of glyphs) best = Math.max(best, dot(template, cell));
      sum += best;
    }
    return sum / Math.max(1, cells.length);
  };
  const fits = [fitOf(all[0] as Float32Array[])];
  // A print OCR-B fits this well is OCR-B (most documents): the other sets are not scored.
  if ((fits[0] as number) >= OCR_B_SURE) return { set: 0, fit: fits[0] as number };
  let chosen = 0;
  for (let set = 1; set < all.length; set++) {
    fits[set] = fitOf(all[set] as Float32Array[]);
    if ((fits[set] as number) > (fits[chosen] as number) + FONT_LEAD) chosen = set;
  }
  return { set: chosen, fit: fits[chosen] as number };
}

/** Shifts (grid steps) tried around each cell centre: the fit is good to about a pixel. */
const SHIFTS = [-1, 0, 1]
  .flatMap((dy) => [-3, -2.25, -1.5, -0.75, 0, 0.75, 1.5, 2.25, 3].map((dx) => [dx, dy] as const))
  .filter(([dx, dy]) => dx !== 0 || dy !== 0);
/** Where a cell is sampled at all: its centre, then SHIFTS. */
export const CELL_POSITIONS = [[0, 0] as const, ...SHIFTS];
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
 * Scores every cell of an MRZ grid against the glyph of every character in one set (see
 * glyphSetOf): the correlation at the cell centre, and for the few best characters the
 * best correlation over small shifts.
 */
export function scoreCells(grid: TMrzGrid, set: number | 'all' = 0): TCellScores[][] {
  // 'all': each character's best template among the sets (a print no single set knows).
  const sets = setsOf(set);
  const score = (c: number, cell: Float32Array) => {
    let best = -1;
    for (const glyphs of sets) best = Math.max(best, dot(glyphs[c] as Float32Array, cell));
    return best;
  };
  const cell = new Float32Array(SIZE);
  return grid.lines.map((line: TMrzLineCells) =>
    line.centres.map((_, index) => {
      normalise(sampleCell(grid.image, line, index, 0, 0, cell));
      const scores = Float32Array.from(MRZ_ALPHABET, (_, c) => score(c, cell));
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
          const shifted = score(c, cell);
          if (shifted > (scores[c] as number)) scores[c] = shifted;
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

/** A cell the first read is sure of: a field whose check digit passes, or a filler. */
export interface TTrustedCell {
  line: number;
  index: number;
  char: string;
}

/**
 * The grid scored again against templates made from its own print: each trusted cell,
 * sampled where its glyph fits best, is added to its character's template (the glyph set's
 * template counting as one more sample), so a blurred print, an ink spread or a font no set
 * was made from is compared with itself. A character the trusted cells do not show keeps
 * its set's score, raised by what the document's own templates gained over the set's on
 * the cells they were made from (each measured without its own sample), so that it is not
 * outscored by look-alikes for having no template of its own.
 */
export function adaptedScores(
  grid: TMrzGrid,
  scores: TCellScores[][],
  trusted: TTrustedCell[],
  set: number | 'all',
): TCellScores[][] {
  const sets = setsOf(set);
  // Every cell at every shift, sampled once: the trusted cells' samples and the scoring.
  const sampled = grid.lines.map((line) =>
    line.centres.map((_, index) =>
      CELL_POSITIONS.map(([dx, dy]) => normalise(sampleCell(grid.image, line, index, dx, dy))),
    ),
  );
  const glyphs = new Map<number, { prior: Float32Array; samples: TGlyphSample[] }>();
  for (const { line, index, char } of trusted) {
    const c = INDEX.get(char) as number;
    let best: (TGlyphSample & { template: Float32Array }) | null = null;
    for (const sample of sampled[line]?.[index] ?? []) {
      for (const templates of sets) {
        const template = templates[c] as Float32Array;
        const fit = dot(template, sample);
        if (!best || fit > best.fit) best = { sample, fit, template };
      }
    }
    if (!best) continue;
    const glyph = glyphs.get(c) ?? { prior: best.template, samples: [] };
    glyph.samples.push(best);
    glyphs.set(c, glyph);
  }
  const templates = new Map<number, Float32Array>();
  let gained = 0;
  let measured = 0;
  for (const [c, { prior, samples }] of glyphs) {
    const sum = Float32Array.from(prior);
    for (const { sample } of samples) {
      for (let i = 0; i < SIZE; i++) sum[i] = (sum[i] as number) + (sample[i] as number);
    }
    templates.set(c, normalise(Float32Array.from(sum)));
    for (const { sample, fit } of samples) {
      const without = Float32Array.from(sum, (value, i) => value - (sample[i] as number));
      gained += dot(normalise(without), sample) - fit;
      measured++;
    }
  }
  const lift = measured ? gained / measured : 0;
  return sampled.map((line, l) =>
    line.map((cells, index) => {
      const scored = Float32Array.from(scores[l]?.[index] ?? [], (score) => score + lift);
      for (const [c, template] of templates) {
        let fit = -Infinity;
        for (const cell of cells) fit = Math.max(fit, dot(template, cell));
        scored[c] = fit;
      }
      return scored;
    }),
  );
}

/** A trusted cell sampled where its glyph fits best, and how well the glyph set fits it. */
interface TGlyphSample {
  sample: Float32Array;
  fit: number;
}
