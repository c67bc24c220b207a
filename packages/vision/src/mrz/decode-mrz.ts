import { states } from 'mrz';
import { cheapestFix } from './cheapest-fix.ts';
import { CHECK_WEIGHTS, charValue, checkDigitPasses } from './check-digit.ts';
import type { TCell } from './mrz.types.ts';
import {
  CHECKED_FEWER_STROKES,
  FEWER_STROKES,
  MAX_REPAIR_COST,
  NAME_ALTERNATIVE,
  NEAR_TIE,
  OPEN_NEAR_TIE,
  STROKE_NEAR_TIE,
} from './mrz-parameters.ts';
import { MRZ_ALPHABET, type TCellScores } from './read-cells.ts';
import {
  DOCUMENT_CODE_LETTERS,
  MRZ_LAYOUT,
  spanishLetterFix,
  type TCharClass,
  type TMrzFormat,
} from './repair-mrz.ts';

/** What each kind of field may hold ('<' everywhere: unknown dates, empty fields). */
const ALLOWED: Record<TCharClass, string> = {
  digit: '<0123456789',
  alpha: '<ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  alnum: MRZ_ALPHABET,
  sex: '<MFX',
  ...DOCUMENT_CODE_LETTERS,
};

export interface TDecodedMrz {
  lines: string[];
  /** Characters that differ from each cell's best-scoring glyph (by field type or check). */
  repairs: number;
  /** Lowest margin between a character's glyph score and the next allowed one (0..2). */
  weakest: number;
  /** Characters a failing check digit made the decoder change (not field-type choices). */
  forced: number;
  /**
   * Cells whose character is a near tie that no check digit settles: in a field no check
   * covers (names, states, sex), or against a character of the same check value ('<', '0',
   * 'A', 'K', 'U' all count 0). As [line, index]; a valid read with any needs confirming.
   */
  doubtful: [number, number][];
  /**
   * Doubtful cells that no reader can settle (CHECKED_FEWER_STROKES): a U read where a 0
   * scores close, in a field a check digit covers. A glare spot that washes out a 0's top
   * leaves a U, the check digit counts both alike, and tesseract, reading the same
   * washed-out print, reads the same U. A read with any is never reported valid.
   */
  unsettled: [number, number][];
  /**
   * Characters of a state code the decoder changed to make it a known state: a misread in
   * a field no check digit covers, so the names (covered by none either) need confirming.
   */
  statesRepaired: number;
  /**
   * Cells of the name field whose other letters score within NAME_ALTERNATIVE of the one
   * read, with those letters: where the printed name (a passport page's visual zone) may
   * settle what no check digit covers (see namesFromPrint).
   */
  nameAlternatives: TNameAlternative[];
}

/** A name cell and the letters that score close to the one read there. */
export interface TNameAlternative {
  line: number;
  index: number;
  chars: string;
}

/**
 * Turns glyph scores into MRZ lines: each cell takes the best character its field allows
 * (a digit in a date, a letter in a name), and where a check digit then fails, the
 * cheapest set of changes to the characters it covers that makes it pass is found by
 * dynamic programming over the weighted sum modulo 10, within MAX_REPAIR_COST. Fields
 * whose own check digit passes stay as they are for the composite check.
 */
export function decodeMrz(
  format: TMrzFormat,
  scores: TCellScores[][],
  /**
   * A second reader's scores of the same cells (the templates', where `scores` add the
   * cell classifier's): a cell is doubtful when it is a near tie for either, so that a
   * character one reader is sure of and the other is not still goes to tesseract.
   */
  second?: TCellScores[][],
): TDecodedMrz {
  const cells = cellsOf(format, scores);
  const rows = cells.map((line) => line.map((cell) => (cell.options[0] as { char: string }).char));
  // Months and days put right are settled: the check digits may not undo them.
  const dates = possibleDates(format, rows, cells);
  let forced = dates.changed + repairByCheckDigits(format, cells, rows, new Set(dates.held));
  if (format === 'TD1' && rows[0]?.slice(2, 5).join('') === 'ESP') {
    spanishControlLetter(rows[0], cells[0] as TCell[]);
  }
  endNames(format, rows, cells);
  const codeRepairs = documentCodeInUse(rows, cells);
  const stateRepairs = knownStates(format, rows, cells);
  forced += stateRepairs.length;
  const first = doubtfulCells(format, cells, rows);
  const other = second ? doubtfulCells(format, cellsOf(format, second), rows) : null;
  const { repairs, weakest } = repairsAndMargin(cells, rows);
  return {
    lines: rows.map((row) => row.join('')),
    repairs,
    weakest: Number(weakest.toFixed(3)),
    forced,
    doubtful: unique([
      ...first.doubtful,
      ...(other?.doubtful ?? []),
      ...stateRepairs,
      ...codeRepairs,
      // Of the characters read alone, not of either reader's scores.
      ...afterFillers(format, rows),
    ]),
    unsettled: unique([...first.unsettled, ...(other?.unsettled ?? [])]),
    statesRepaired: stateRepairs.length,
    nameAlternatives: nameAlternatives(format, rows, cells),
  };
}

/**
 * Makes each failing check digit pass, in `rows`, with the cheapest changes to the
 * characters it covers (and to the digit) within MAX_REPAIR_COST; the cells of `settled`
 * keep their character. A field whose own check digit then passes is settled in turn.
 * Returns how many characters changed.
 */
function repairByCheckDigits(
  format: TMrzFormat,
  cells: TCell[][],
  rows: string[][],
  settled: Set<string>,
): number {
  let forced = 0;
  for (const check of MRZ_LAYOUT[format].checks) {
    const covered = check.covers.flatMap(([line, start, end]) =>
      Array.from({ length: end - start }, (_, k) => cells[line]?.[start + k] as TCell),
    );
    const digit = cells[check.line]?.[check.at] as TCell;
    const current = covered.map((cell) => rows[cell.line]?.[cell.index] as string);
    if (!passes(current, rows[check.line]?.[check.at] as string)) {
      const fix = cheapestFix(
        covered.map((cell) => (settled.has(key(cell)) ? pinned(cell, rows) : cell)),
        digit,
      );
      if (fix && fix.cost <= MAX_REPAIR_COST) {
        covered.forEach((cell, k) => {
          if (rows[cell.line]?.[cell.index] !== fix.chars[k]) forced++;
          (rows[cell.line] as string[])[cell.index] = fix.chars[k] as string;
        });
        if (rows[check.line]?.[check.at] !== fix.digit) forced++;
        (rows[check.line] as string[])[check.at] = fix.digit;
      }
    }
    const after = covered.map((cell) => rows[cell.line]?.[cell.index] as string);
    if (check.covers.length === 1 && passes(after, rows[check.line]?.[check.at] as string)) {
      for (const cell of covered) settled.add(key(cell));
    }
  }
  return forced;
}

/**
 * How many characters differ from their cell's best glyph, and the lowest margin between
 * a chosen character's cost and the next character's (fillers left out; 2 at most).
 */
function repairsAndMargin(cells: TCell[][], rows: string[][]) {
  let repairs = 0;
  let weakest = 2;
  for (const line of cells) {
    for (const cell of line) {
      const chosen = rows[cell.line]?.[cell.index];
      if (chosen !== cell.read) repairs++;
      if (chosen === '<') continue;
      let own = 0;
      let other = 2;
      for (const option of cell.options) {
        if (option.char === chosen) own = option.cost;
        else if (option.cost < other) other = option.cost;
      }
      weakest = Math.min(weakest, other - own);
    }
  }
  return { repairs, weakest };
}

/** The characters the field at a cell allows (a digit in a date, a letter in a name). */
export function allowedAt(format: TMrzFormat, line: number, index: number): string {
  const { fields } = MRZ_LAYOUT[format];
  const kind = fields.find((f) => f.line === line && index >= f.start && index < f.end)?.kind;
  return ALLOWED[kind ?? 'alnum'];
}

/** Each cell's best glyph and what every character its field allows costs against it. */
function cellsOf(format: TMrzFormat, scores: TCellScores[][]): TCell[][] {
  return scores.map((line, l) =>
    line.map((score, index) => {
      const allowed = allowedAt(format, l, index);
      const best = Math.max(...score);
      const options = [...allowed]
        .map((char) => ({ char, cost: best - (score[MRZ_ALPHABET.indexOf(char)] as number) }))
        .sort((a, b) => a.cost - b.cost);
      const read = MRZ_ALPHABET[score.indexOf(best)] as string;
      return { line: l, index, read, options };
    }),
  );
}

/** Where the dates (YYMMDD: birth, expiry) start: [line, index]. */
const DATE_FIELDS: Record<TMrzFormat, [number, number][]> = {
  TD1: [
    [1, 0],
    [1, 8],
  ],
  TD2: [
    [1, 13],
    [1, 21],
  ],
  TD3: [
    [1, 13],
    [1, 21],
  ],
};

/** The months (01-12) and days (01-31) a date's MM and DD may hold, and where they sit. */
const twoDigits = (last: number) =>
  Array.from({ length: last }, (_, i) => String(i + 1).padStart(2, '0'));
const DATE_PARTS = [
  { offset: 2, allowed: twoDigits(12) },
  { offset: 4, allowed: twoDigits(31) },
];

/**
 * A month read as no month (83: an 0 taken for an 8) or a day as no day takes the
 * cheapest month or day its two cells allow, within MAX_REPAIR_COST, before the check
 * digits are tried: the date's check digit then settles it. Returns the cells of the
 * months and days put right ('line:index': held) and how many characters changed.
 */
function possibleDates(
  format: TMrzFormat,
  rows: string[][],
  cells: TCell[][],
): { held: string[]; changed: number } {
  const held: string[] = [];
  let changed = 0;
  for (const [line, start] of DATE_FIELDS[format]) {
    for (const { offset, allowed } of DATE_PARTS) {
      const at = start + offset;
      const row = rows[line];
      const pair = cells[line]?.slice(at, at + 2) ?? [];
      if (!row || pair.length < 2) continue;
      const read = row.slice(at, at + 2).join('');
      if (read === '<<' || allowed.includes(read)) continue;
      const best = closest(pair, allowed);
      if (!best || best.cost > MAX_REPAIR_COST) continue;
      for (let k = 0; k < 2; k++) {
        if (row[at + k] !== best.text[k]) changed++;
        row[at + k] = best.text[k] as string;
        held.push(`${line}:${at + k}`);
      }
    }
  }
  return { held, changed };
}

/**
 * Of `candidates` (strings as long as `field`), the one the field's cells score closest to:
 * the sum of what each character costs in its cell (2, the most, where a cell does not
 * allow it). Null without candidates.
 */
function closest(field: TCell[], candidates: string[]): { text: string; cost: number } | null {
  let best: { text: string; cost: number } | null = null;
  for (const text of candidates) {
    let cost = 0;
    for (const [k, cell] of field.entries()) {
      cost += cell.options.find((option) => option.char === text[k])?.cost ?? 2;
    }
    if (!best || cost < best.cost) best = { text, cost };
  }
  return best;
}

/** Where the issuing state and the nationality start: [line, index]. */
const STATE_FIELDS: Record<TMrzFormat, [number, number][]> = {
  TD1: [
    [0, 2],
    [1, 15],
  ],
  TD2: [
    [0, 2],
    [1, 10],
  ],
  TD3: [
    [0, 2],
    [1, 10],
  ],
};

/** ICAO 9303 part 3's codes, padded with fillers ('D<<'), and the specimens' Utopia. */
const STATE_CODES = [...Object.keys(states), 'UTO'].map((code) => code.padEnd(3, '<'));

/**
 * A state code read as no state (UIO, FWA, QBR) takes the known code its cells score
 * closest to (UTO, FRA, GBR), within MAX_REPAIR_COST: no check digit covers a state, but
 * only some 250 codes of the 17,576 three-letter words are states. The cells changed are
 * returned: they are doubtful (the other reader must read them the same).
 */
function knownStates(format: TMrzFormat, rows: string[][], cells: TCell[][]): [number, number][] {
  const changed: [number, number][] = [];
  for (const [line, start] of STATE_FIELDS[format]) {
    const row = rows[line];
    const field = cells[line]?.slice(start, start + 3) ?? [];
    if (!row || field.length < 3) continue;
    const read = row.slice(start, start + 3).join('');
    if (STATE_CODES.includes(read)) continue;
    const best = closest(field, STATE_CODES);
    if (!best || best.cost > MAX_REPAIR_COST) continue;
    for (let k = 0; k < 3; k++) {
      if (row[start + k] === best.text[k]) continue;
      row[start + k] = best.text[k] as string;
      changed.push([line, start + k]);
    }
  }
  return changed;
}

/**
 * Document codes in use. ICAO 9303 leaves a code's second letter to the issuing state
 * ('<' when it has none): identity cards I<, ID (DEU, ESP, FRA, BEL...), IP (passport
 * cards), IR and AR (residence permits), CI (ITA), C<, A<, AC (crew members); passports
 * P< and the diplomatic, official, service and emergency PD, PO, PS, PE, PM, PT.
 */
const DOCUMENT_CODES = [
  'I<',
  'ID',
  'IP',
  'IR',
  'AR',
  'A<',
  'AC',
  'CI',
  'C<',
  'P<',
  'PD',
  'PO',
  'PS',
  'PE',
  'PM',
  'PT',
];

/**
 * A document code's second letter that is no code in use, while one in use scores within
 * OPEN_NEAR_TIE of it in its cell (IU where ID is printed: glare or blur rounds a D into a
 * U or an O), takes that code: no check digit covers it, and both readers may take the
 * same look-alike. The cell changed is returned: doubtful, so tesseract must read it the
 * same for the read to be valid.
 */
function documentCodeInUse(rows: string[][], cells: TCell[][]): [number, number][] {
  const row = rows[0];
  const cell = cells[0]?.[1];
  if (!row || !cell || DOCUMENT_CODES.includes(`${row[0]}${row[1]}`)) return [];
  const read = cell.options.find((option) => option.char === row[1])?.cost ?? 0;
  const inUse = cell.options.find(
    (option) =>
      DOCUMENT_CODES.includes(`${row[0]}${option.char}`) && option.cost - read < OPEN_NEAR_TIE,
  );
  if (!inUse) return [];
  row[1] = inUse.char;
  return [[0, 1]];
}

function nameAlternatives(
  format: TMrzFormat,
  rows: string[][],
  cells: TCell[][],
): TNameAlternative[] {
  const [line, start] = NAME_FIELD[format];
  const alternatives: TNameAlternative[] = [];
  for (const cell of cells[line]?.slice(start) ?? []) {
    const chosen = rows[line]?.[cell.index];
    const own = cell.options.find((option) => option.char === chosen)?.cost ?? 0;
    const chars = cell.options
      .filter((option) => option.char !== chosen && option.cost - own < NAME_ALTERNATIVE)
      .map((option) => option.char)
      .join('');
    if (chars) alternatives.push({ line, index: cell.index, chars });
  }
  return alternatives;
}

const unique = (cells: [number, number][]) => [
  ...new Map(cells.map((at) => [at.join(':'), at])).values(),
];

function doubtfulCells(format: TMrzFormat, cells: TCell[][], rows: string[][]) {
  const checked = new Set<string>();
  for (const check of MRZ_LAYOUT[format].checks) {
    checked.add(`${check.line}:${check.at}`);
    for (const [line, start, end] of check.covers) {
      for (let i = start; i < end; i++) checked.add(`${line}:${i}`);
    }
  }
  const doubtful: [number, number][] = [];
  const unsettled: [number, number][] = [];
  for (const line of cells) {
    for (const cell of line) {
      const chosen = rows[cell.line]?.[cell.index] as string;
      const own = cell.options.find((option) => option.char === chosen)?.cost ?? 0;
      const open = !checked.has(key(cell));
      const strokeLost =
        !open &&
        cell.options.some(
          (option) =>
            CHECKED_FEWER_STROKES[chosen]?.includes(option.char) &&
            option.cost - own < STROKE_NEAR_TIE,
        );
      if (strokeLost) {
        unsettled.push([cell.line, cell.index]);
        doubtful.push([cell.line, cell.index]);
        continue;
      }
      const tied = cell.options.some(
        (option) =>
          option.char !== chosen &&
          (open
            ? option.cost - own <
              (FEWER_STROKES[chosen]?.fuller === option.char
                ? FEWER_STROKES[chosen].margin
                : OPEN_NEAR_TIE)
            : option.cost - own < NEAR_TIE &&
              (charValue(option.char) - charValue(chosen)) % 10 === 0),
      );
      if (tied || loneNameLetter(format, rows, cell)) doubtful.push([cell.line, cell.index]);
    }
  }
  doubtful.push(...compensatingPairs(format, cells, rows));
  return { doubtful, unsettled };
}

/**
 * Characters read after a filler in an optional data field only the composite check
 * covers (TD1's two, TD2's one): such a field is written from its start and filled up
 * with '<', and one check digit over some fifty cells is a weak guard. On an OCR-B card
 * back in hard light the edge of a tinted panel ran through the
 * last three fillers of a TD1's first line, read CKC, whose check values (12, 20, 12 at
 * weights 3, 1, 7) add up to nothing, and the MRZ came out valid and wrong. Doubtful, so
 * tesseract must read the same.
 */
function afterFillers(format: TMrzFormat, rows: string[][]): [number, number][] {
  const { checks } = MRZ_LAYOUT[format];
  const own = new Set<string>();
  for (const check of checks) {
    own.add(`${check.line}:${check.at}`);
    if (check.covers.length > 1) continue;
    for (const [line, start, end] of check.covers) {
      for (let i = start; i < end; i++) own.add(`${line}:${i}`);
    }
  }
  const found: [number, number][] = [];
  for (const check of checks) {
    if (check.covers.length === 1) continue;
    for (const [line, start, end] of check.covers) {
      let filled = false;
      for (let i = start; i < end; i++) {
        // A field with a check digit of its own (a document number) ends the run.
        if (own.has(`${line}:${i}`)) {
          filled = false;
          continue;
        }
        const char = rows[line]?.[i];
        if (char === '<') filled = true;
        else if (filled) found.push([line, i]);
      }
    }
  }
  return found;
}

/**
 * The cells of a checked field (its check digit too) where two near ties would change the
 * weighted sum by as much as each other, in opposite ways: a check digit cannot tell the
 * read from the other, as it cannot for a single near tie of the same check value
 * (a blurred OCR-B TD2 under glare: document number TKW0786051 read TKWO786O51, each 0 within 0.03 of an O; O counts 24, so the O at
 * weight 7 adds 8 and the one at weight 3 adds 2, and the check digit passed, and the
 * composite too, which weighs a document number's cells as its own check does).
 */
function compensatingPairs(format: TMrzFormat, cells: TCell[][], rows: string[][]) {
  const pairs: [number, number][] = [];
  for (const check of MRZ_LAYOUT[format].checks) {
    if (check.covers.length !== 1) continue;
    const [[line, start, end]] = check.covers as [[number, number, number]];
    // What each near tie would add to the check's side of the sum (modulo 10).
    const ties: { at: [number, number]; shift: number }[] = [];
    const near = (cell: TCell, shiftOf: (delta: number) => number) => {
      const chosen = rows[cell.line]?.[cell.index] as string;
      const own = cell.options.find((option) => option.char === chosen)?.cost ?? 0;
      for (const option of cell.options) {
        if (option.char === chosen || option.cost - own >= NEAR_TIE) continue;
        const shift = shiftOf(charValue(option.char) - charValue(chosen));
        if (shift !== 0) ties.push({ at: [cell.line, cell.index], shift });
      }
    };
    for (let index = start; index < end; index++) {
      const weight = CHECK_WEIGHTS[(index - start) % 3] as number;
      near(cells[line]?.[index] as TCell, (delta) => mod10(delta * weight));
    }
    // A check digit read one higher asks the covered cells for one more.
    const digit = cells[check.line]?.[check.at] as TCell;
    const digits = { ...digit, options: digit.options.filter((option) => /\d/.test(option.char)) };
    near(digits, (delta) => mod10(-delta));
    for (const [i, a] of ties.entries()) {
      for (const b of ties.slice(i + 1)) {
        if (a.at.join() === b.at.join() || mod10(a.shift + b.shift) !== 0) continue;
        pairs.push(a.at, b.at);
      }
    }
  }
  return pairs;
}

const mod10 = (value: number) => ((value % 10) + 10) % 10;

/**
 * A letter standing alone between fillers in the name field ('...<F<'): a one-letter name
 * is rare, a speck of glare or print read as a letter is not, and no check digit covers it.
 */
function loneNameLetter(format: TMrzFormat, rows: string[][], cell: TCell): boolean {
  const [line, start] = NAME_FIELD[format];
  const row = rows[line];
  if (cell.line !== line || cell.index <= start || !row) return false;
  const at = cell.index;
  return row[at] !== '<' && row[at - 1] === '<' && (row[at + 1] ?? '<') === '<';
}

/** The names: TD1's third line; TD2's and TD3's first line after the state code. */
export const NAME_FIELD: Record<TMrzFormat, [number, number]> = {
  TD1: [2, 0],
  TD2: [0, 5],
  TD3: [0, 5],
};

/**
 * A name field reads SURNAME<<GIVEN<NAMES<<<...: after the given names, a second '<<' is
 * followed by fillers only. A letter read there (glare, a stray mark) is a filler when the
 * filler scores close enough; names carry no check digit to catch it otherwise.
 */
function endNames(format: TMrzFormat, rows: string[][], cells: TCell[][]): void {
  const [line, start] = NAME_FIELD[format];
  const row = rows[line];
  if (!row) return;
  const text = row.join('');
  const separator = text.indexOf('<<', start);
  const end = separator < 0 ? -1 : text.indexOf('<<', separator + 2);
  if (end < 0) return;
  for (let i = end + 2; i < row.length; i++) {
    if (row[i] === '<') continue;
    const filler = cells[line]?.[i]?.options.find((option) => option.char === '<');
    if (filler && filler.cost <= MAX_REPAIR_COST) row[i] = '<';
  }
}

const key = (cell: TCell) => `${cell.line}:${cell.index}`;

/** A cell held to its current character (its field's own check digit passed). */
const pinned = (cell: TCell, rows: string[][]): TCell => ({
  ...cell,
  options: [{ char: rows[cell.line]?.[cell.index] as string, cost: 0 }],
});

const passes = (covered: string[], digit: string) => checkDigitPasses(covered.join(''), digit);

/**
 * A Spanish card's DNI/NIE letter (see spanishLetterFix): when the read letter is wrong
 * and the right one scores close enough in its cell, the right one is taken.
 */
function spanishControlLetter(row: string[], cells: TCell[]): void {
  const fix = spanishLetterFix(row);
  const option = fix && cells[fix.index]?.options.find((o) => o.char === fix.letter);
  if (fix && option && option.cost <= MAX_REPAIR_COST) row[fix.index] = fix.letter;
}
