/**
 * The one CSV writer of every export (the operations list, the guest register). RFC 4180:
 * records end with CRLF and every cell is quoted, its quotes doubled, so a value's `;`, tab
 * or line break never starts a cell for a reader that honours the quotes.
 *
 * Text a spreadsheet would run as a formula (OWASP's "CSV injection") is shown as the text
 * it is: a cell starting with `=`, `+`, `-`, `@`, a tab or CR gets a leading apostrophe
 * (OWASP's rule), and so does a formula character right after a `,`, `;`, tab or line break
 * inside the value. That second rule is for the spreadsheet that opens the file with its
 * locale's separator (`;` in Spanish and Italian Excel) and honours a quote only at a cell's
 * start: from the second cell of a record on, it reads the quotes as text and splits at each
 * `;` inside a value, which would start a cell with `=`.
 *
 * Numbers and booleans the server computed are written as they are (quoted too: a
 * spreadsheet still reads `"2"` as the number 2).
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n])(?=[=+\-@])/g;

export type TCsvCell = string | number | boolean | null | undefined;

export function csvCell(value: TCsvCell): string {
  if (value === null || value === undefined) return '""';
  if (typeof value !== 'string') return `"${String(value)}"`;
  const inner = value.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  const text = FORMULA_START.test(inner) ? `'${inner}` : inner;
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * One record, CRLF included. Cells are separated by `,`, or by `;` for a file meant to be
 * filled in and saved again by a Spanish or Italian spreadsheet (the bulk send's), which
 * writes `;` back.
 */
export function csvRecord(cells: readonly TCsvCell[], separator: ',' | ';' = ','): string {
  return `${cells.map(csvCell).join(separator)}\r\n`;
}

/** A header record and one record per row. */
export function csvTable(
  header: readonly string[],
  rows: readonly (readonly TCsvCell[])[],
  separator: ',' | ';' = ',',
): string {
  return csvRecord(header, separator) + rows.map((row) => csvRecord(row, separator)).join('');
}
