import { isValidSpanishId } from '@confirma/contracts/spanish-id';
import { parse } from 'mrz';
import sharp from 'sharp';
import type { TGreyImage } from '../image.ts';
import { classifyCells } from './cell-classifier.ts';
import { charValue, checkDigitPasses } from './check-digit.ts';
import {
  allowedAt,
  decodeMrz,
  NAME_FIELD,
  type TDecodedMrz,
  type TNameAlternative,
} from './decode-mrz.ts';
import {
  CLASSIFIER_SHOWN,
  CLASSIFIER_WEIGHT,
  FAMILIAR_FIT,
  FAMILIAR_OCR_B_FIT,
  FEWER_STROKES,
  FILLER_MARGIN,
  GLARE_INK_LIFT,
  GLARE_NEIGHBOURS,
  GLARE_PAPER_LIFT,
  GLARE_PERCENTILES,
  MIN_TRUSTED,
  TESSERACT_MRZ_SCALE,
} from './mrz-parameters.ts';
import {
  adaptedScores,
  GLYPH_FONTS,
  glyphSetOf,
  MRZ_ALPHABET,
  scoreCells,
  type TCellScores,
  type TTrustedCell,
} from './read-cells.ts';
import { MRZ_LAYOUT, repairMrz, type TMrzFormat } from './repair-mrz.ts';
import {
  CELL_HEIGHT,
  CELL_WIDTH,
  MRZ_SHAPES,
  sampleCell,
  segmentMrz,
  type TMrzGrid,
} from './segment-mrz.ts';
import { mrzOcr } from './tesseract.ts';

/** The ICAO 9303 specimen state ('Utopia'): accepted though no real state has it. */
const SPECIMEN_STATES = new Set(['UTO']);

/** The spec's backOcr / passportOcr names. */
export interface TMrzFields {
  icarDocType: string;
  icarIssuingState: string;
  icarDocNumber: string;
  icarName: string;
  icarLastName: string;
  icarNif: string | null;
  icarBirthDate: string | null;
  icarExpirationDate: string | null;
  icarSex: string | null;
  icarNationality: string | null;
  icarAddress: string | null;
}

export interface TMrzResult {
  format: TMrzFormat;
  lines: string[];
  /** Every check digit (and the composite) verified; names have none. */
  valid: boolean;
  /** Fields the mrz package rejected, with why. */
  errors: { field: string | null; error: string }[];
  fields: TMrzFields;
  /**
   * How the characters were read: OCR-B glyph templates on the segmented grid, or
   * tesseract.js's legacy engine when no grid was found or it read no better.
   */
  reader: 'ocr-b-glyphs' | 'tesseract';
  /** Glyph reads: the template set the grid fitted best ('OCR B', or a monospace font). */
  font?: string;
  /** Characters changed by the repair step. */
  repairs: number;
  /**
   * Glyph reads: the smallest margin between a character's score and the next allowed
   * character's (0..2; below about 0.05 a character is a near tie). Null for tesseract.
   */
  weakest: number | null;
  /** Spanish documents: whether the DNI/NIE's control letter is right (null if none). */
  spanishIdValid: boolean | null;
  /**
   * Glyph reads: the name cells where other letters scored close, and those letters (see
   * namesFromPrint). The engine's own: not part of an analysis's answer.
   */
  nameAlternatives?: TNameAlternative[];
}

/** The MRZ lines in OCR output: MRZ-alphabet runs of about the expected length. */
export function mrzLinesOf(text: string): { format: TMrzFormat; lines: string[] } | null {
  const candidates = text
    .split('\n')
    .map((line) => line.replace(/\s+/g, '').toUpperCase())
    .filter((line) => line.length >= 24);
  for (const format of ['TD3', 'TD2', 'TD1'] as const) {
    const { lines, chars } = MRZ_SHAPES[format];
    const fitting = candidates.filter((line) => Math.abs(line.length - chars) <= 3);
    if (fitting.length >= lines) {
      return { format, lines: fitting.slice(-lines).map((line) => fitLength(line, chars)) };
    }
  }
  return null;
}

/**
 * Pads or trims filler runs so a line has exactly `chars` characters: the last run of two
 * or more, where a field's trailing fillers are (the first may be the '<<' between the
 * surname and the given names).
 */
function fitLength(line: string, chars: number): string {
  const lastRun = (text: string) => [...text.matchAll(/<{2,}/g)].at(-1);
  let text = line;
  while (text.length > chars) {
    const run = lastRun(text);
    text =
      run?.index !== undefined
        ? text.slice(0, run.index) + text.slice(run.index + 1)
        : text.slice(0, chars);
  }
  if (text.length < chars) {
    const run = lastRun(text);
    const at = run?.index ?? text.length;
    text = text.slice(0, at) + '<'.repeat(chars - text.length) + text.slice(at);
  }
  return text;
}

/**
 * Parses and checks MRZ lines, mapping them to the spec's field names. Lines from text
 * OCR are repaired first (see repairMrz); lines decoded from glyph scores come repaired.
 */
export function interpretMrz(
  format: TMrzFormat,
  rawLines: string[],
  decoded?: { repairs: number; weakest: number },
): TMrzResult {
  const { lines, repairs } = decoded
    ? { lines: rawLines, repairs: decoded.repairs }
    : repairMrz(format, rawLines);
  const parsed = parse(lines);
  const errors = parsed.details
    .filter((detail) => !detail.valid)
    .filter(
      (detail) =>
        !(
          detail.field &&
          /State|nationality/i.test(detail.field) &&
          SPECIMEN_STATES.has(detail.value ?? rawValue(lines, detail))
        ),
    )
    .map((detail) => ({ field: detail.field, error: detail.error ?? 'invalid' }));
  const f = parsed.fields;
  const spanish =
    (f.issuingState ??
      rawValue(
        lines,
        parsed.details.find((d) => d.field === 'issuingState'),
      )) === 'ESP';
  const nif = spanish ? spanishIdOf(format, f) : null;
  return {
    format,
    lines,
    reader: decoded ? 'ocr-b-glyphs' : 'tesseract',
    weakest: decoded?.weakest ?? null,
    valid: errors.length === 0,
    errors,
    repairs,
    spanishIdValid: nif ? isValidSpanishId(nif) : null,
    fields: {
      icarDocType: f.documentCode ?? '',
      icarIssuingState: f.issuingState ?? stateOf(lines, format, 'issuing'),
      icarDocNumber: f.documentNumber ?? '',
      icarName: f.firstName ?? '',
      icarLastName: f.lastName ?? '',
      icarNif: nif,
      icarBirthDate: f.birthDate ? isoDate(f.birthDate, 'past') : null,
      icarExpirationDate: f.expirationDate ? isoDate(f.expirationDate, 'future') : null,
      icarSex: f.sex === 'male' ? 'M' : f.sex === 'female' ? 'F' : f.sex ? 'X' : null,
      icarNationality: f.nationality ?? stateOf(lines, format, 'nationality'),
      icarAddress: null, // printed on the back, not in the MRZ (see the back OCR)
    },
  };
}

type TParsedFields = ReturnType<typeof parse>['fields'];

function spanishIdOf(format: TMrzFormat, fields: TParsedFields): string | null {
  const value = format === 'TD1' ? fields.optional1 : fields.personalNumber;
  return value ? value.replace(/</g, '') || null : null;
}

function rawValue(
  lines: string[],
  detail: { line: number; start: number; end: number } | undefined,
) {
  return detail ? (lines[detail.line] ?? '').slice(detail.start, detail.end) : '';
}

function stateOf(lines: string[], format: TMrzFormat, which: 'issuing' | 'nationality') {
  if (which === 'issuing') return (lines[0] ?? '').slice(2, 5);
  return format === 'TD1' ? (lines[1] ?? '').slice(15, 18) : (lines[1] ?? '').slice(10, 13);
}

/** YYMMDD to YYYY-MM-DD: birth dates lie in the past, expiry dates up to 50 years ahead. */
function isoDate(yymmdd: string, when: 'past' | 'future'): string {
  const yy = Number(yymmdd.slice(0, 2));
  const current = new Date().getUTCFullYear() % 100;
  const century = when === 'past' ? (yy > current ? 1900 : 2000) : yy > current + 50 ? 1900 : 2000;
  return `${century + yy}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
}

let gridObserver: ((grid: TMrzGrid) => void) | null = null;

/**
 * Tuning scripts only (scripts/mrz-classifier.ts): calls `observer` with every MRZ grid a
 * read finds, so cells can be cut the way the engine cuts them; null stops it.
 */
export function observeMrzGrids(observer: ((grid: TMrzGrid) => void) | null): void {
  gridObserver = observer;
}

/**
 * Reads the MRZ in a greyscale band (the bottom of a straightened document): the fixed
 * pitch grid is found and every cell scored against the glyph set its print fits (see
 * segmentMrz, glyphSetOf, scoreCells, decodeMrz), with the cell classifier (classifyCells)
 * beside the templates. When the glyph read fails a check, tesseract.js reads the band
 * too and the better of the two reads is kept. A band without an MRZ grid has no MRZ:
 * tesseract is not asked (it found none the grid missed on the synthetic set, and a
 * card front would pay its 100 ms on every strip tried).
 */
export async function readMrz(band: TGreyImage): Promise<TMrzResult | null> {
  const grid = segmentMrz(band);
  if (!grid) return null;
  const { set, fit } = glyphSetOf(grid);
  const unfamiliar = fit < (set === 0 ? FAMILIAR_OCR_B_FIT : FAMILIAR_FIT);
  gridObserver?.(grid);
  const likely = shownOnly(classifyCells(grid), cellContrasts(grid));
  const templateScores = scoreCells(grid, unfamiliar ? 'all' : set);
  const scores = withClassifier(templateScores, likely);
  let decoded = decodeMrz(grid.shape, scores, templateScores);
  // Nothing repaired, nothing doubtful, a print a set knows well: valid, it stands alone.
  const clean = (read: TDecodedMrz) =>
    read.forced === 0 && read.doubtful.length === 0 && !unfamiliar;
  // A read that had to be repaired, has doubts or is in a font no set knows well is read
  // again with templates made from its own sure cells (adaptedScores); the second read
  // stands when its check digits pass with fewer forced changes, or as many and no more
  // doubts: what it reads is then more plausibly what is printed (on the development set,
  // exact and valid 323 -> 327 of 480, exact unchanged, valid-but-wrong 0; allowing as
  // many doubts, a print's own 0 read TKW0786051 where the first read doubted TKWO786O51:
  // docs/vision-history.md).
  if (!clean(decoded)) {
    const trusted = trustedCells(grid.shape, decoded.lines, scores, decoded.doubtful);
    if (trusted.length >= MIN_TRUSTED) {
      const own = adaptedScores(grid, templateScores, trusted, unfamiliar ? 'all' : set);
      const adapted = decodeMrz(grid.shape, withClassifier(own, likely), own);
      if (
        adapted.forced < decoded.forced ||
        (adapted.forced === decoded.forced && adapted.doubtful.length <= decoded.doubtful.length)
      ) {
        decoded = adapted;
      }
    }
  }
  let read = interpretMrz(grid.shape, decoded.lines, decoded);
  if (!read.valid) {
    const shifted = realigned(grid.shape, scores, templateScores, decoded.forced);
    if (shifted) ({ decoded, read } = shifted);
  }
  // A lesser letter read under a reflection (an E whose arms it washed out, read as an L)
  // is what tesseract, reading the same pixels, reads too: no reader settles it.
  const lost = glareLost(grid, read.format, decoded);
  if (lost.length > 0) decoded = { ...decoded, unsettled: [...decoded.unsettled, ...lost] };
  const glyphs: TMrzResult = {
    ...read,
    font: unfamiliar ? 'unfamiliar' : GLYPH_FONTS[set],
    nameAlternatives: decoded.nameAlternatives,
  };
  if (glyphs.valid && clean(decoded)) return glyphs;
  const text = await readWithTesseract(band);
  if (glyphs.valid) {
    // A print no template set knows well: like a forced read, its check digits alone do
    // not settle it, so tesseract must read the same characters, its names too. So must
    // a read whose state code was misread: no check digit covers names or states.
    return confirmed(
      glyphs,
      text,
      { ...decoded, forced: unfamiliar ? 1 : decoded.forced },
      {
        names: unfamiliar || decoded.statesRepaired > 0,
      },
    );
  }
  if (text?.valid) return readersAgree(text, glyphs, decoded.unsettled);
  return text && text.errors.length < glyphs.errors.length ? text : glyphs;
}

/**
 * A line whose grid took a mark just beside the MRZ for its first cell (a frame's edge, a
 * speck of print) reads one cell out of step, its last cell lost, and fails its check
 * digits (AIDESP... for IDESP...). Each line a check digit covers is read again one cell
 * to the left and to the right, the cell it lacks a filler; a read whose check digits
 * then all pass as read, nothing forced, is taken, counted as one forced change: like a
 * repair, tesseract must read the same checked characters for it to be valid. A TD1's
 * names' line (isNameLine) has no check digit to tell a right shift from a wrong one, and
 * is not shifted; every other line is covered by one. A TD2's or TD3's names' line starts
 * with the document code and the issuing state, which the read checks against the known
 * codes: out of step, its state fails ('PP<ESPGARCIA' for 'P<ESPGARCIA'), and a shift that makes the whole read valid puts it in step; the other
 * line's repairs (`forced` as read) are then its own, and count too.
 */
function realigned(
  format: TMrzFormat,
  scores: TCellScores[][],
  second: TCellScores[][],
  forced: number,
): { decoded: TDecodedMrz; read: TMrzResult } | null {
  const filler = new Float32Array(MRZ_ALPHABET.length).fill(-1);
  filler[MRZ_ALPHABET.indexOf('<')] = 1;
  const shift = (lines: TCellScores[][], at: number, by: 1 | -1) =>
    lines.map((line, l) =>
      l !== at ? line : by === 1 ? [...line.slice(1), filler] : [filler, ...line.slice(0, -1)],
    );
  for (const line of scores.keys()) {
    if (format === 'TD1' && isNameLine(format, line)) continue;
    for (const by of [1, -1] as const) {
      const decoded = decodeMrz(format, shift(scores, line, by), shift(second, line, by));
      const names = isNameLine(format, line);
      // In step, the names' line may need its state's look-alike put right (knownStates).
      if (decoded.forced > (names ? forced + 1 : 0)) continue;
      const read = interpretMrz(format, decoded.lines, decoded);
      if (read.valid) return { decoded: { ...decoded, forced: decoded.forced + 1 }, read };
    }
  }
  return null;
}

/** Each cell's contrast (the standard deviation of its samples) over the grid's median. */
function cellContrasts(grid: TMrzGrid): number[][] {
  const cell = new Float32Array(CELL_WIDTH * CELL_HEIGHT);
  const spreads = grid.lines.map((line) =>
    line.centres.map((_, index) => {
      sampleCell(grid.image, line, index, 0, 0, cell);
      let mean = 0;
      for (const value of cell) mean += value;
      mean /= cell.length;
      let sum = 0;
      for (const value of cell) sum += (value - mean) ** 2;
      return Math.sqrt(sum / cell.length);
    }),
  );
  const sorted = spreads.flat().sort((a, b) => a - b);
  const median = sorted[sorted.length >> 1] || 1;
  return spreads.map((line) => line.map((spread) => spread / median));
}

/**
 * The doubtful name cells read as a letter that is another less some strokes (FEWER_STROKES:
 * L, F for E) under glare: an OCR-B card back in hard light read DE as DL, the E's arms washed out, tesseract reading the same L, valid and wrong. A
 * lesser letter in clear print is left to the readers as before.
 */
function glareLost(
  grid: TMrzGrid,
  format: TMrzFormat,
  decoded: Pick<TDecodedMrz, 'lines' | 'doubtful'>,
): [number, number][] {
  const [nameLine, nameStart] = NAME_FIELD[format];
  const suspects = decoded.doubtful.filter(
    ([line, index]) =>
      line === nameLine &&
      index >= nameStart &&
      FEWER_STROKES[decoded.lines[line]?.[index] ?? ''] !== undefined,
  );
  if (suspects.length === 0) return [];
  const cell = new Float32Array(CELL_WIDTH * CELL_HEIGHT);
  const levels = (line: TMrzGrid['lines'][number], index: number) => {
    sampleCell(grid.image, line, index, 0, 0, cell);
    const sorted = Float32Array.from(cell).sort();
    const at = (share: number) => sorted[Math.floor(share * (sorted.length - 1))] as number;
    return { ink: at(GLARE_PERCENTILES.ink), paper: at(GLARE_PERCENTILES.paper) };
  };
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? 0;
  return suspects.filter(([l, index]) => {
    const line = grid.lines[l];
    if (!line) return false;
    const own = levels(line, index);
    const around: { ink: number; paper: number }[] = [];
    for (let k = index - GLARE_NEIGHBOURS; k <= index + GLARE_NEIGHBOURS; k++) {
      if (k !== index && k >= 0 && k < line.centres.length) around.push(levels(line, k));
    }
    const ink = median(around.map((level) => level.ink));
    const paper = median(around.map((level) => level.paper));
    const span = Math.max(1, paper - ink);
    return own.ink - ink >= GLARE_INK_LIFT * span || own.paper - paper >= GLARE_PAPER_LIFT * span;
  });
}

/** The classifier's log-probabilities scaled down where a cell shows little (CLASSIFIER_SHOWN). */
function shownOnly(likely: Float32Array[][], contrasts: number[][]): Float32Array[][] {
  return likely.map((line, l) =>
    line.map((lp, i) => {
      const shown = Math.min(1, (contrasts[l]?.[i] ?? 1) / CLASSIFIER_SHOWN);
      return shown === 1 ? lp : Float32Array.from(lp, (value) => value * shown);
    }),
  );
}

/** Template scores plus the classifier's weighted log-probabilities, cell by cell. */
function withClassifier(scores: TCellScores[][], likely: Float32Array[][]): TCellScores[][] {
  return scores.map((line, l) =>
    line.map((cell, i) => {
      const lp = likely[l]?.[i] as Float32Array;
      return Float32Array.from(cell, (score, c) => score + CLASSIFIER_WEIGHT * (lp[c] as number));
    }),
  );
}

/**
 * The cells a first read is sure of: those of every field whose own check digit passes as
 * read (each cell its best glyph, nothing changed to make it pass), the check digit too,
 * and fillers that no glyph comes near. Not a doubtful cell: a check digit passes alike
 * for characters of one check value (0 and U), so a glare-washed 0 read as U would teach
 * the document's own U template that very 0 and then read as a sure U (a valid-but-wrong
 * LGA94U962 for LGA940962, under a glare spot).
 */
export function trustedCells(
  format: TMrzFormat,
  lines: string[],
  scores: TCellScores[][],
  doubtful: [number, number][],
) {
  const unsure = new Set(doubtful.map(([line, index]) => `${line}:${index}`));
  const best = (line: number, index: number) => {
    const score = scores[line]?.[index];
    if (!score) return { char: '', margin: 0 };
    let first = 0;
    for (let c = 1; c < score.length; c++)
      if ((score[c] as number) > (score[first] as number)) first = c;
    let second = -2;
    for (let c = 0; c < score.length; c++) {
      if (c !== first) second = Math.max(second, score[c] as number);
    }
    return { char: MRZ_ALPHABET[first] as string, margin: (score[first] as number) - second };
  };
  // The best glyph the cell's field allows: a date's 0 that the O template scores a
  // little higher is still the print's own 0 (a TD2 whose every 0 scored as O read its
  // document number's two 0s as O).
  const bestAllowed = (line: number, index: number) => {
    const score = scores[line]?.[index];
    if (!score) return '';
    let first = '';
    let top = -Infinity;
    for (const char of allowedAt(format, line, index)) {
      const value = score[MRZ_ALPHABET.indexOf(char)] as number;
      if (value > top) [first, top] = [char, value];
    }
    return first;
  };
  const trusted: TTrustedCell[] = [];
  const seen = new Set<string>();
  const add = (line: number, index: number) => {
    const char = lines[line]?.[index];
    if (!char || seen.has(`${line}:${index}`) || unsure.has(`${line}:${index}`)) return;
    seen.add(`${line}:${index}`);
    trusted.push({ line, index, char });
  };
  for (const check of MRZ_LAYOUT[format].checks) {
    if (check.covers.length !== 1) continue;
    const [[line, start, end]] = check.covers as [[number, number, number]];
    const covered = (lines[line] ?? '').slice(start, end);
    const digit = lines[check.line]?.[check.at] ?? '';
    if (!checkDigitPasses(covered, digit)) continue;
    const cells: [number, number][] = [
      ...Array.from({ length: end - start }, (_, k) => [line, start + k] as [number, number]),
      [check.line, check.at],
    ];
    if (cells.some(([l, i]) => bestAllowed(l, i) !== lines[l]?.[i])) continue;
    for (const [l, i] of cells) add(l, i);
  }
  lines.forEach((text, line) => {
    [...text].forEach((char, index) => {
      const read = best(line, index);
      if (char === '<' && read.char === '<' && read.margin >= FILLER_MARGIN) add(line, index);
    });
  });
  return trusted;
}

/**
 * Tesseract read a valid MRZ where the glyph read failed: its check digits vouch for the
 * fields the glyph read got wrong, but nothing vouches for the names, and a look-alike
 * repair may pass a check by chance. It stands only when the two readers read the same
 * characters everywhere but under the glyph read's failing check digits; otherwise it is
 * reported invalid ('unconfirmed read').
 */
export function readersAgree(
  text: TMrzResult,
  glyphs: TMrzResult,
  /** The glyph read's cells no reader can settle (TDecodedMrz.unsettled): never agreed on. */
  unsettled: [number, number][] = [],
): TMrzResult {
  if (unsettled.length > 0) return unconfirmed(text, 'unconfirmed read');
  const free = new Set<string>();
  for (const check of MRZ_LAYOUT[glyphs.format].checks) {
    const covered = check.covers
      .map(([line, start, end]) => (glyphs.lines[line] ?? '').slice(start, end))
      .join('');
    if (checkDigitPasses(covered, glyphs.lines[check.line]?.[check.at] ?? '')) continue;
    free.add(`${check.line}:${check.at}`);
    for (const [line, start, end] of check.covers) {
      for (let i = start; i < end; i++) free.add(`${line}:${i}`);
    }
  }
  // Where the readers differ under a failing check, that check vouches for the text read;
  // not where they differ by characters of one check value (6 and G, 8 and S, 0 and U):
  // the check digit cannot tell those apart.
  const vouched = (char: string, other: string | undefined) =>
    other === char || (other !== undefined && (charValue(other) - charValue(char)) % 10 !== 0);
  const agree =
    text.format === glyphs.format &&
    glyphs.lines.every((line, l) =>
      [...line].every((char, i) =>
        free.has(`${l}:${i}`) ? vouched(char, text.lines[l]?.[i]) : text.lines[l]?.[i] === char,
      ),
    );
  return agree ? text : unconfirmed(text, 'unconfirmed read');
}

const unconfirmed = (result: TMrzResult, error: string): TMrzResult => ({
  ...result,
  valid: false,
  errors: [...result.errors, { field: null, error }],
});

/**
 * A glyph read that a check digit made valid (characters changed to pass it) stands only
 * when the second reader, on its own, reads the same checked characters: a check digit
 * passes one wrong read in ten, and where glyphs score alike a forced repair may be one.
 * Otherwise it is reported invalid ('unconfirmed repair'), never a valid MRZ that may be
 * wrong.
 */
export function confirmed(
  glyphs: TMrzResult,
  text: TMrzResult | null,
  decoded: Pick<TDecodedMrz, 'forced' | 'doubtful'> & Partial<Pick<TDecodedMrz, 'unsettled'>>,
  /** Whether the names must agree too (a print no template set knows: any letter may be off). */
  options: { names?: boolean } = {},
): TMrzResult {
  const checked = (result: TMrzResult) =>
    result.lines.filter((_, line) => !isNameLine(result.format, line)).join('\n');
  const sameFormat = text?.format === glyphs.format;
  const repairHolds =
    decoded.forced === 0 || (text?.valid && sameFormat && checked(text) === checked(glyphs));
  const doubtsAgree = decoded.doubtful.every(
    ([line, index]) => sameFormat && text?.lines[line]?.[index] === glyphs.lines[line]?.[index],
  );
  const namesHold =
    !options.names ||
    (sameFormat &&
      nameField(glyphs.format, text?.lines ?? []) === nameField(glyphs.format, glyphs.lines));
  // A cell no reader can settle (a 0 that glare may have made a U) leaves the read invalid.
  const settled = !decoded.unsettled?.length;
  if (repairHolds && doubtsAgree && namesHold && settled) return glyphs;
  return unconfirmed(glyphs, repairHolds ? 'unconfirmed characters' : 'unconfirmed repair');
}

/** The name field's characters (NAME_FIELD: TD1's third line; TD2's and TD3's first, after the state). */
const nameField = (format: TMrzFormat, lines: string[]) => {
  const [line, start] = NAME_FIELD[format];
  return (lines[line] ?? '').slice(start);
};

/** Whether `line` holds the names (NAME_FIELD). */
const isNameLine = (format: TMrzFormat, line: number) => line === NAME_FIELD[format][0];

/** The legacy tesseract engine over the band, its text repaired field by field. */
export async function readWithTesseract(band: TGreyImage): Promise<TMrzResult | null> {
  // Stretched to the full grey range, then enlarged 1.5x: the legacy engine reads OCR-B
  // best with capitals about 30 px high.
  const stretched = await sharp(band.data, {
    raw: { width: band.width, height: band.height, channels: 1 },
  })
    .normalise()
    .png({ compressionLevel: 1 })
    .toBuffer();
  const png = await sharp(stretched)
    .resize({ width: Math.round(band.width * TESSERACT_MRZ_SCALE) })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const worker = await mrzOcr();
  const { data } = await worker.recognize(png);
  const found = mrzLinesOf(data.text);
  return found ? interpretMrz(found.format, found.lines) : null;
}
