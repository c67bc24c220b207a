import { mrzName } from '../mrz/build-mrz.ts';
import { NAME_FIELD } from '../mrz/decode-mrz.ts';
import { interpretMrz, type TMrzResult } from '../mrz/read-mrz.ts';
import { trimFillers } from './cross-check.ts';
import type { TPrintedFields } from './read-printed.ts';

/** A name as printed, as the MRZ writes it: shorter ones match too easily by chance. */
const MIN_NAME = 3;
/** Cells one printed name may settle: more is another name, not a misread. */
const MAX_SETTLED = 2;

/**
 * The MRZ's names put right from the printed zone of the same page (a passport page's:
 * a TD1 back prints no name), where no check digit covers them: a name printed on the page
 * that the MRZ's name field holds as a whole word but for a cell or two, each a near tie
 * whose close letter is the printed one (GARCIA<OE<LA where DE is printed: a D's straight
 * stroke softened into an O), takes the printed letters. Two readers then disagree (the
 * MRZ's glyphs first chose otherwise, and its check may have passed with them): the read
 * is reported invalid ('names from print'), never a valid MRZ that may be wrong. A
 * printed name that differs elsewhere, or in letters no cell came close to, changes
 * nothing: the cross-check then shows the mismatch (a page altered in its visual zone);
 * so does a print in which no field was read.
 */
export function namesFromPrint(mrz: TMrzResult, printed: TPrintedFields): TMrzResult {
  const alternatives = new Map(
    (mrz.nameAlternatives ?? []).map((cell) => [`${cell.line}:${cell.index}`, cell.chars]),
  );
  // A print from which not one field was read is too poor to settle a letter: on a page
  // a third of the frame wide its names may read GAMCIA for GARCIA.
  if (alternatives.size === 0 || mrz.format === 'TD1' || printed.confidence === 0) return mrz;
  const [line, start] = NAME_FIELD[mrz.format];
  const text = mrz.lines[line] ?? '';
  const printedNames = [printed.lastName, printed.firstName, ...printed.lines]
    .filter((value): value is string => Boolean(value))
    .map((value) => trimFillers(mrzName(value)))
    // A name of several words as a whole (GARCIA<DE<LA<FUENTE: DE alone is too short to
    // tell), and each of its words.
    .flatMap((name) => [name, ...name.split(/<+/)])
    .filter((word) => word.length >= MIN_NAME);
  const settled = new Map<number, string>();
  const conflicting = new Set<number>();
  for (const word of new Set(printedNames)) {
    for (const at of wordStarts(text, start)) {
      const changes = changesFor(word, text, at, line, alternatives);
      if (!changes || changes.size === 0) continue;
      for (const [index, char] of changes) {
        if ((settled.get(index) ?? char) !== char) conflicting.add(index);
        settled.set(index, char);
      }
    }
  }
  for (const index of conflicting) settled.delete(index);
  if (settled.size === 0) return mrz;
  const chars = [...text];
  for (const [index, char] of settled) chars[index] = char;
  const lines = mrz.lines.map((value, l) => (l === line ? chars.join('') : value));
  const reread = interpretMrz(mrz.format, lines, {
    repairs: mrz.repairs + settled.size,
    weakest: mrz.weakest ?? 0,
  });
  return {
    ...mrz,
    ...reread,
    reader: mrz.reader,
    nameAlternatives: [],
    valid: false,
    errors: [
      ...reread.errors,
      ...mrz.errors.filter((error) => error.field === null),
      { field: null, error: 'names from print' },
    ],
  };
}

/** Where the words of the name field starting at `start` start. */
function wordStarts(text: string, start: number): number[] {
  const starts: number[] = [];
  for (let i = start; i < text.length; i++) {
    if (text[i] !== '<' && (i === start || text[i - 1] === '<')) starts.push(i);
  }
  return starts;
}

/**
 * The cells `word` changes when laid on the MRZ at `at` as a whole word: null when it
 * does not fit there (a filler or the line's end must follow, and every letter that
 * differs must be one its cell came close to), else the changes (at most MAX_SETTLED).
 */
function changesFor(
  word: string,
  text: string,
  at: number,
  line: number,
  alternatives: Map<string, string>,
): Map<number, string> | null {
  const end = at + word.length;
  if (end > text.length || (end < text.length && text[end] !== '<')) return null;
  const changes = new Map<number, string>();
  for (let k = 0; k < word.length; k++) {
    const char = word[k] as string;
    if (text[at + k] === char) continue;
    if (!alternatives.get(`${line}:${at + k}`)?.includes(char)) return null;
    changes.set(at + k, char);
  }
  return changes.size <= MAX_SETTLED && changes.size < word.length - 1 ? changes : null;
}
