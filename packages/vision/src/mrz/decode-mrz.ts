import { CHECK_WEIGHTS, charValue, checkDigitPasses } from './check-digit.ts';
import { MRZ_ALPHABET, type TCellScores } from './read-cells.ts';
import { MRZ_LAYOUT, spanishLetterFix, type TCharClass, type TMrzFormat } from './repair-mrz.ts';

/** What each kind of field may hold ('<' everywhere: unknown dates, empty fields). */
const ALLOWED: Record<TCharClass, string> = {
  digit: '<0123456789',
  alpha: '<ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  alnum: MRZ_ALPHABET,
  sex: '<MFX',
};

/**
 * Above this much lost similarity (summed over the characters changed) a check digit is
 * not forced to pass: the read stays as it is and the failure is reported.
 */
const MAX_REPAIR_COST = 0.45;

/**
 * A repair is taken only when the next cheapest different one costs this much more (under
 * 0.05 two glyphs are a near tie): on OCR-B a misread glyph has one clear fix (leads of
 * 0.07–0.11 on the tuning set); where every glyph scores alike (another font, a blurred
 * strip) many fixes cost about the same, and picking one would make a valid MRZ that is
 * not the printed one.
 */
const MIN_REPAIR_LEAD = 0.05;

export interface TDecodedMrz {
  lines: string[];
  /** Characters that differ from each cell's best-scoring glyph (by field type or check). */
  repairs: number;
  /** Lowest margin between a character's glyph score and the next allowed one (0..2). */
  weakest: number;
  /** Characters a failing check digit made the decoder change (not field-type choices). */
  forced: number;
}

interface TCell {
  line: number;
  index: number;
  /** The best-scoring glyph, whatever the field allows. */
  read: string;
  /** Allowed characters, each with what choosing it costs against the cell's best one. */
  options: { char: string; cost: number }[];
}

/**
 * Turns glyph scores into MRZ lines: each cell takes the best character its field allows
 * (a digit in a date, a letter in a name), and where a check digit then fails, the
 * cheapest set of changes to the characters it covers that makes it pass is found by
 * dynamic programming over the weighted sum modulo 10, within MAX_REPAIR_COST. Fields
 * whose own check digit passes stay as they are for the composite check.
 */
export function decodeMrz(format: TMrzFormat, scores: TCellScores[][]): TDecodedMrz {
  const { fields, checks } = MRZ_LAYOUT[format];
  const cells: TCell[][] = scores.map((line, l) =>
    line.map((score, index) => {
      const kind = fields.find((f) => f.line === l && index >= f.start && index < f.end)?.kind;
      const allowed = ALLOWED[kind ?? 'alnum'];
      const best = Math.max(...score);
      const options = [...allowed]
        .map((char) => ({ char, cost: best - (score[MRZ_ALPHABET.indexOf(char)] as number) }))
        .sort((a, b) => a.cost - b.cost);
      const read = MRZ_ALPHABET[score.indexOf(best)] as string;
      return { line: l, index, read, options };
    }),
  );
  const rows = cells.map((line) => line.map((cell) => (cell.options[0] as { char: string }).char));
  const settled = new Set<string>();
  let forced = 0;
  for (const check of checks) {
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
      if (fix && fix.cost <= MAX_REPAIR_COST && fix.runnerUp - fix.cost >= MIN_REPAIR_LEAD) {
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
  if (format === 'TD1' && rows[0]?.slice(2, 5).join('') === 'ESP') {
    spanishControlLetter(rows[0], cells[0] as TCell[]);
  }
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
  return {
    lines: rows.map((row) => row.join('')),
    repairs,
    weakest: Number(weakest.toFixed(3)),
    forced,
  };
}

const key = (cell: TCell) => `${cell.line}:${cell.index}`;

/** A cell held to its current character (its field's own check digit passed). */
const pinned = (cell: TCell, rows: string[][]): TCell => ({
  ...cell,
  options: [{ char: rows[cell.line]?.[cell.index] as string, cost: 0 }],
});

const passes = (covered: string[], digit: string) => checkDigitPasses(covered.join(''), digit);

/** One way to reach a running sum: its cost and where it came from (for the trace back). */
interface TPath {
  cost: number;
  char: string;
  from: number;
  rank: number;
}

/** Keeps the two cheapest paths of a state, cheapest first. */
function keepTwo(paths: TPath[], path: TPath): void {
  if (paths.length === 2 && path.cost >= (paths[1] as TPath).cost) return;
  paths.push(path);
  paths.sort((a, b) => a.cost - b.cost);
  if (paths.length > 2) paths.pop();
}

/**
 * The cheapest choice of characters for the covered cells and the check digit's cell
 * whose weighted sum matches (states: the running sum modulo 10), and what the next
 * cheapest different choice costs: a fix is only as good as its lead over the others
 * (with glyphs that score alike, some change always makes a check digit pass).
 */
function cheapestFix(
  covered: TCell[],
  digit: TCell,
): { chars: string[]; digit: string; cost: number; runnerUp: number } | null {
  let layer: TPath[][] = Array.from({ length: 10 }, () => []);
  layer[0] = [{ cost: 0, char: '', from: -1, rank: -1 }];
  const layers: TPath[][][] = [];
  covered.forEach((cell, k) => {
    const next: TPath[][] = Array.from({ length: 10 }, () => []);
    for (let sum = 0; sum < 10; sum++) {
      (layer[sum] as TPath[]).forEach((path, rank) => {
        for (const option of cell.options) {
          const to = (sum + charValue(option.char) * (CHECK_WEIGHTS[k % 3] as number)) % 10;
          keepTwo(next[to] as TPath[], {
            cost: path.cost + option.cost,
            char: option.char,
            from: sum,
            rank,
          });
        }
      });
    }
    layers.push(next);
    layer = next;
  });
  const endings: { digit: string; sum: number; rank: number; cost: number }[] = [];
  for (const option of digit.options) {
    if (!/\d/.test(option.char)) continue;
    const sum = Number(option.char);
    (layer[sum] as TPath[]).forEach((path, rank) => {
      endings.push({ digit: option.char, sum, rank, cost: path.cost + option.cost });
    });
  }
  endings.sort((a, b) => a.cost - b.cost);
  const best = endings[0];
  if (!best) return null;
  const chars: string[] = [];
  let { sum, rank } = best;
  for (let k = covered.length - 1; k >= 0; k--) {
    const path = layers[k]?.[sum]?.[rank] as TPath;
    chars.unshift(path.char);
    [sum, rank] = [path.from, path.rank];
  }
  return {
    chars,
    digit: best.digit,
    cost: best.cost,
    runnerUp: endings[1]?.cost ?? Number.POSITIVE_INFINITY,
  };
}

/**
 * A Spanish card's DNI/NIE letter (see spanishLetterFix): when the read letter is wrong
 * and the right one scores close enough in its cell, the right one is taken.
 */
function spanishControlLetter(row: string[], cells: TCell[]): void {
  const fix = spanishLetterFix(row);
  const option = fix && cells[fix.index]?.options.find((o) => o.char === fix.letter);
  if (fix && option && option.cost <= MAX_REPAIR_COST) row[fix.index] = fix.letter;
}
