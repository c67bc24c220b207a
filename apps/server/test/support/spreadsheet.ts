/**
 * A delimited text file as a spreadsheet's import splits it, in the stricter of the readings
 * they make: a byte-order mark first is dropped; records end at a line break outside quotes;
 * a quote opens a quoted cell only at the cell's start, and that cell runs to the next lone
 * `"` (`""` is one quote), whatever follows up to the separator kept as written; any other
 * cell (quotes in it are text) runs to the next separator or line break. `delimiter` is the
 * locale's: `,`, `;` (Spanish and Italian Excel) or a tab.
 */
export function spreadsheetCells(text: string, delimiter: ',' | ';' | '\t'): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let atStart = true;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const char = source[i] ?? '';
    if (quoted) {
      if (char !== '"') cell += char;
      else if (source[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
      continue;
    }
    if (atStart && char === '"') {
      quoted = true;
      atStart = false;
    } else if (char === delimiter) {
      row.push(cell);
      cell = '';
      atStart = true;
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      atStart = true;
    } else {
      cell += char;
      atStart = false;
    }
  }
  if (cell || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/**
 * The cells a spreadsheet would run as a formula: starting with `=`, `+`, `-` or `@` (after
 * any tab or CR, which it may trim), unless the whole cell is a plain number.
 */
export function formulaCells(rows: string[][]): string[] {
  return rows
    .flat()
    .filter((cell) => /^[\t\r]*[=+\-@]/.test(cell) && !/^[+-]?\d+(\.\d+)?$/.test(cell));
}
