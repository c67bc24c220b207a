import { controlLetterFor } from '@confirma/contracts/spanish-id';
import { checkDigitPasses } from './check-digit.ts';

/**
 * What a field may contain: digits, letters, or both (and '<' fillers everywhere); the
 * document code's first letter is fixed by the format (ICAO 9303: P on a passport's TD3, A,
 * C or I on a TD1 or TD2 card), and no check digit covers it.
 */
export type TCharClass = 'digit' | 'alpha' | 'alnum' | 'sex' | 'passport' | 'card';

export interface TFieldSpec {
  line: number;
  start: number;
  end: number; // exclusive
  kind: TCharClass;
}

export interface TCheckSpec {
  /** Ranges (line, start, end) whose characters the digit covers. */
  covers: [number, number, number][];
  line: number;
  at: number;
}

const TO_DIGIT: Record<string, string> = {
  O: '0',
  Q: '0',
  D: '0',
  C: '0',
  U: '0',
  I: '1',
  L: '1',
  Z: '2',
  S: '5',
  G: '6',
  T: '7',
  B: '8',
};
const TO_ALPHA: Record<string, string> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '5': 'S',
  '6': 'G',
  '7': 'T',
  '8': 'B',
};
/** Single-character swaps tried where a check digit fails in a mixed field. */
const SWAPS: Record<string, string[]> = {
  '0': ['O', 'D', 'Q'],
  O: ['0', 'D', 'Q'],
  D: ['0', 'O'],
  Q: ['0', 'O'],
  '1': ['I', 'L'],
  I: ['1', 'L'],
  L: ['1', 'I'],
  '2': ['Z'],
  Z: ['2'],
  '5': ['S'],
  S: ['5'],
  '6': ['G'],
  G: ['6'],
  '8': ['B'],
  B: ['8'],
  '7': ['T'],
  T: ['7'],
};

const TD1_FIELDS: TFieldSpec[] = [
  { line: 0, start: 0, end: 1, kind: 'card' },
  { line: 0, start: 1, end: 2, kind: 'alpha' },
  { line: 0, start: 2, end: 5, kind: 'alpha' },
  { line: 0, start: 5, end: 14, kind: 'alnum' },
  { line: 0, start: 14, end: 15, kind: 'digit' },
  { line: 0, start: 15, end: 30, kind: 'alnum' },
  { line: 1, start: 0, end: 7, kind: 'digit' },
  { line: 1, start: 7, end: 8, kind: 'sex' },
  { line: 1, start: 8, end: 15, kind: 'digit' },
  { line: 1, start: 15, end: 18, kind: 'alpha' },
  { line: 1, start: 18, end: 29, kind: 'alnum' },
  { line: 1, start: 29, end: 30, kind: 'digit' },
  { line: 2, start: 0, end: 30, kind: 'alpha' },
];
const TD1_CHECKS: TCheckSpec[] = [
  { covers: [[0, 5, 14]], line: 0, at: 14 },
  { covers: [[1, 0, 6]], line: 1, at: 6 },
  { covers: [[1, 8, 14]], line: 1, at: 14 },
  {
    covers: [
      [0, 5, 30],
      [1, 0, 7],
      [1, 8, 15],
      [1, 18, 29],
    ],
    line: 1,
    at: 29,
  },
];
const TD3_FIELDS: TFieldSpec[] = [
  { line: 0, start: 0, end: 1, kind: 'passport' },
  { line: 0, start: 1, end: 2, kind: 'alpha' },
  { line: 0, start: 2, end: 44, kind: 'alpha' },
  { line: 1, start: 0, end: 9, kind: 'alnum' },
  { line: 1, start: 9, end: 10, kind: 'digit' },
  { line: 1, start: 10, end: 13, kind: 'alpha' },
  { line: 1, start: 13, end: 20, kind: 'digit' },
  { line: 1, start: 20, end: 21, kind: 'sex' },
  { line: 1, start: 21, end: 28, kind: 'digit' },
  { line: 1, start: 28, end: 42, kind: 'alnum' },
  { line: 1, start: 42, end: 44, kind: 'digit' },
];
const TD3_CHECKS: TCheckSpec[] = [
  { covers: [[1, 0, 9]], line: 1, at: 9 },
  { covers: [[1, 13, 19]], line: 1, at: 19 },
  { covers: [[1, 21, 27]], line: 1, at: 27 },
  { covers: [[1, 28, 42]], line: 1, at: 42 },
  {
    covers: [
      [1, 0, 10],
      [1, 13, 20],
      [1, 21, 43],
    ],
    line: 1,
    at: 43,
  },
];

/** TD2 (ICAO 9303 part 6): TD3's second line with 7 characters of optional data. */
const TD2_FIELDS: TFieldSpec[] = [
  { line: 0, start: 0, end: 1, kind: 'card' },
  { line: 0, start: 1, end: 2, kind: 'alpha' },
  { line: 0, start: 2, end: 36, kind: 'alpha' },
  { line: 1, start: 0, end: 9, kind: 'alnum' },
  { line: 1, start: 9, end: 10, kind: 'digit' },
  { line: 1, start: 10, end: 13, kind: 'alpha' },
  { line: 1, start: 13, end: 20, kind: 'digit' },
  { line: 1, start: 20, end: 21, kind: 'sex' },
  { line: 1, start: 21, end: 28, kind: 'digit' },
  { line: 1, start: 28, end: 35, kind: 'alnum' },
  { line: 1, start: 35, end: 36, kind: 'digit' },
];
const TD2_CHECKS: TCheckSpec[] = [
  { covers: [[1, 0, 9]], line: 1, at: 9 },
  { covers: [[1, 13, 19]], line: 1, at: 19 },
  { covers: [[1, 21, 27]], line: 1, at: 27 },
  {
    covers: [
      [1, 0, 10],
      [1, 13, 20],
      [1, 21, 35],
    ],
    line: 1,
    at: 35,
  },
];

export type TMrzFormat = 'TD1' | 'TD2' | 'TD3';

/** The fields (with what they may contain) and check digits of an MRZ format. */
export const MRZ_LAYOUT: Record<TMrzFormat, { fields: TFieldSpec[]; checks: TCheckSpec[] }> = {
  TD1: { fields: TD1_FIELDS, checks: TD1_CHECKS },
  TD2: { fields: TD2_FIELDS, checks: TD2_CHECKS },
  TD3: { fields: TD3_FIELDS, checks: TD3_CHECKS },
};

/**
 * Repairs what OCR typically gets wrong in an MRZ: letters read in digit fields and
 * digits in letter fields (by field type), then, where a check digit still fails, one
 * look-alike swap inside the covered alphanumeric field that makes it pass. Names carry
 * no check digit: a wrong letter there cannot be detected from the MRZ alone.
 */
export function repairMrz(
  format: TMrzFormat,
  lines: string[],
): { lines: string[]; repairs: number } {
  const { fields, checks } = MRZ_LAYOUT[format];
  const rows = lines.map((line) => [...line]);
  let repairs = 0;
  for (const field of fields) {
    const row = rows[field.line];
    if (!row) continue;
    for (let i = field.start; i < field.end; i++) {
      const char = row[i] ?? '<';
      const fixed = fixByKind(char, field.kind);
      if (fixed !== char) {
        row[i] = fixed;
        repairs++;
      }
    }
  }
  for (const field of fields) {
    if (field.kind !== 'alnum') continue;
    const row = rows[field.line];
    // A field whose own check digit passes as read keeps its letters ('D23145890').
    const own = checks.find(
      ({ covers }) =>
        covers.length === 1 &&
        covers[0]?.[0] === field.line &&
        covers[0]?.[1] === field.start &&
        covers[0]?.[2] === field.end,
    );
    if (row && !(own && passes(rows, own))) repairs += digitRuns(row, field.start, field.end);
  }
  if (format === 'TD1' && rows[0]?.slice(2, 5).join('') === 'ESP') {
    repairs += spanishIdLetter(rows[0]);
  }
  // A field whose own check digit passes is settled: the composite may not undo it.
  const settled = new Set<string>();
  for (const check of checks) {
    const row = rows[check.line];
    if (!row) continue;
    if (!passes(rows, check) && trySwaps(rows, check, fields, settled, checks)) repairs++;
    if (check.covers.length === 1 && passes(rows, check)) {
      const [line, start, end] = check.covers[0] as [number, number, number];
      for (let i = start; i < end; i++) settled.add(`${line}:${i}`);
    }
  }
  return { lines: rows.map((row) => row.join('')), repairs };
}

/**
 * A Spanish TD1 card's optional data (line 1, from character 15) is the holder's DNI or
 * NIE, whose last character is a control letter computed from the number: where that
 * letter sits and what it should be, or null when the read one is right or the number
 * is not one.
 */
export function spanishLetterFix(row: string[]): { index: number; letter: string } | null {
  const optional = row.slice(15, 30).join('').replace(/<+$/, '');
  const letter = controlLetterFor(optional.slice(0, -1));
  if (!letter || optional.endsWith(letter)) return null;
  return { index: 15 + optional.length - 1, letter };
}

/** A digit read as the DNI/NIE letter (Z as 2, B as 8) is put right from the number. */
function spanishIdLetter(row: string[]): number {
  const fix = spanishLetterFix(row);
  if (!fix) return 0;
  row[fix.index] = fix.letter;
  return 1;
}

const DIGIT_LIKE = /[OQDUSZBGI]/;
const ROUND = /[OQDU]/;

/**
 * In a mixed field, runs of look-alike letters next to a digit are digits ("BAAOQO589"
 * is "BAA000589"), and so are runs of two or more round letters ("CAOQOOOAA" is
 * "CA00000AA"): document numbers repeat zeros far more often than the letter O.
 */
function digitRuns(row: string[], start: number, end: number): number {
  let changed = 0;
  let i = start;
  while (i < end) {
    if (!DIGIT_LIKE.test(row[i] ?? '')) {
      i++;
      continue;
    }
    let j = i;
    while (j < end && DIGIT_LIKE.test(row[j] ?? '')) j++;
    const run = row.slice(i, j);
    const besideDigit = /\d/.test(row[i - 1] ?? '') || /\d/.test(row[j] ?? '');
    const roundRun = run.length >= 2 && run.every((char) => ROUND.test(char));
    if (besideDigit || roundRun) {
      for (let k = i; k < j; k++) {
        const digit = TO_DIGIT[row[k] as string];
        if (digit) {
          row[k] = digit;
          changed++;
        }
      }
    }
    i = j;
  }
  return changed;
}

/** The letters the document code may start with, by format (see TCharClass). */
export const DOCUMENT_CODE_LETTERS = { passport: 'P', card: 'ACI' } as const;

/** Look-alikes of a card's first letter (A, C or I). */
const TO_CARD_LETTER: Record<string, string> = {
  '1': 'I',
  L: 'I',
  T: 'I',
  J: 'I',
  '0': 'C',
  O: 'C',
  G: 'C',
  '4': 'A',
};

function fixByKind(char: string, kind: TCharClass): string {
  if (kind === 'passport') return DOCUMENT_CODE_LETTERS.passport;
  if (kind === 'card') {
    return DOCUMENT_CODE_LETTERS.card.includes(char) ? char : (TO_CARD_LETTER[char] ?? char);
  }
  if (char === '<') return char;
  if (kind === 'digit') return TO_DIGIT[char] ?? char;
  if (kind === 'alpha') return TO_ALPHA[char] ?? char;
  if (kind === 'sex')
    return char === 'M' || char === 'F'
      ? char
      : char === 'N' || char === 'H'
        ? 'M'
        : char === 'E' || char === 'P'
          ? 'F'
          : '<';
  return char;
}

const coveredText = (rows: string[][], check: TCheckSpec) =>
  check.covers.map(([line, start, end]) => (rows[line] ?? []).slice(start, end).join('')).join('');

const passes = (rows: string[][], check: TCheckSpec) =>
  checkDigitPasses(coveredText(rows, check), rows[check.line]?.[check.at] ?? '');

/**
 * One look-alike swap inside the check's alphanumeric fields that makes it pass, taken
 * only when it is the only one, or the only one with which every check digit (the
 * composite too) agrees: otherwise the MRZ stays as read (invalid) rather than become a
 * valid MRZ that is not the printed one.
 */
function trySwaps(
  rows: string[][],
  check: TCheckSpec,
  fields: TFieldSpec[],
  settled: Set<string>,
  checks: TCheckSpec[],
): boolean {
  const passing: { row: string[]; at: number; char: string }[] = [];
  for (const [line, start, end] of check.covers) {
    const row = rows[line];
    if (!row) continue;
    for (let i = start; i < end; i++) {
      if (settled.has(`${line}:${i}`)) continue;
      const kind = fields.find((f) => f.line === line && i >= f.start && i < f.end)?.kind;
      if (kind !== 'alnum') continue;
      const original = row[i] ?? '<';
      // A letter between two digits is no document number's ('02314B890'): not tried.
      const amidDigits = /\d/.test(row[i - 1] ?? '') && /\d/.test(row[i + 1] ?? '');
      for (const candidate of SWAPS[original] ?? []) {
        if (amidDigits && /[A-Z]/.test(candidate)) continue;
        row[i] = candidate;
        if (passes(rows, check)) passing.push({ row, at: i, char: candidate });
      }
      row[i] = original;
    }
  }
  const allAgree = ({ row, at, char }: (typeof passing)[number]) => {
    const original = row[at] as string;
    row[at] = char;
    const agree = checks.every((one) => passes(rows, one));
    row[at] = original;
    return agree;
  };
  const agreeing = passing.length > 1 ? passing.filter(allAgree) : passing;
  const only = agreeing.length === 1 ? agreeing[0] : undefined;
  if (only) only.row[only.at] = only.char;
  return Boolean(only);
}
