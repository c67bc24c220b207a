/**
 * Reads a CSV as spreadsheets write it: UTF-8 text with or without a byte-order mark,
 * records ended by CRLF, LF or CR, cells separated by `,` (RFC 4180), `;` (Spanish and
 * Italian Excel) or a tab, found from the header record; a cell in double quotes may hold
 * separators, line breaks and doubled quotes. Lenient where spreadsheets are: text after a
 * closing quote is kept, a quote inside an unquoted cell is a character. A quote left open
 * at the end is the one error (`CsvError`, naming the record where it opened).
 */

export type TCsvSeparator = ',' | ';' | '\t';

export interface TParsedCsv {
  separator: TCsvSeparator;
  /** Every record's cells, the header first; record i is the spreadsheet's row i + 1. */
  records: string[][];
}

export class CsvError extends Error {
  constructor(
    readonly reason: 'quoteUnclosed',
    /** The spreadsheet row (1-based) where the problem starts. */
    readonly row: number,
  ) {
    super(`a quoted cell opened in row ${row} is never closed`);
    this.name = 'CsvError';
  }
}

const SEPARATORS: readonly TCsvSeparator[] = [',', ';', '\t'];

/**
 * The separator the header record uses most, outside quotes (`,` when it has none: a
 * single column).
 */
export function detectSeparator(text: string): TCsvSeparator {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: TCsvSeparator = ',';
  for (const separator of SEPARATORS) {
    if ((counts.get(separator) ?? 0) > (counts.get(best) ?? 0)) best = separator;
  }
  return best;
}

export function parseCsv(input: string): TParsedCsv {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const separator = detectSeparator(text);
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  /** Whether the cell began with a quote (its quotes are then syntax until it closes). */
  let openedAt = 0;
  let atCellStart = true;
  const endCell = () => {
    record.push(cell);
    cell = '';
    atCellStart = true;
  };
  const endRecord = () => {
    endCell();
    records.push(record);
    record = [];
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else quoted = false;
      continue;
    }
    if (char === '"' && atCellStart) {
      quoted = true;
      openedAt = records.length + 1;
      atCellStart = false;
    } else if (char === separator) {
      endCell();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
    } else {
      cell += char;
      atCellStart = false;
    }
  }
  if (quoted) throw new CsvError('quoteUnclosed', openedAt);
  // A last record without its line break; a final line break ends nothing more.
  if (cell !== '' || record.length > 0 || !atCellStart) endRecord();
  return { separator, records };
}
