import type { TBulkColumn, TBulkIssue } from '@confirma/contracts/bulk-sends';
import { mapColumns, type TBulkTemplate } from './bulk-columns.ts';
import { CsvError, parseCsv, type TCsvSeparator } from './parse-csv.ts';
import { readRows, type TBulkRequestRow } from './read-rows.ts';

/** A CSV read against a template: its columns, every row's request and every problem. */
export interface TBulkFile {
  separator: TCsvSeparator;
  columns: TBulkColumn[];
  /** Every record as parsed (the header first). */
  records: string[][];
  rows: TBulkRequestRow[];
  /** How many request rows the file has (empty lines left out). */
  rowCount: number;
  /** The rows (spreadsheet numbers) with a problem; all of them when the file has one. */
  invalid: Set<number>;
  issues: TBulkIssue[];
  /** True when neither the file nor any row has a problem. */
  valid: boolean;
}

const fileIssue = (row: number, key: string, message: string): TBulkIssue => ({
  row,
  column: null,
  message,
  key,
});

/**
 * Reads the CSV: its records (a quote never closed is the file's problem), the header's
 * columns (a column a role needs and the file lacks is the file's problem: its rows are
 * then not checked, every one would say the same), then every row.
 */
export function readBulkFile(template: TBulkTemplate, csv: string): TBulkFile {
  let parsed: ReturnType<typeof parseCsv>;
  try {
    parsed = parseCsv(csv);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return broken(fileIssue(error.row, 'bulk:issues.quoteUnclosed', error.message));
  }
  const { separator, records } = parsed;
  const [header] = records;
  if (!header || header.every((cell) => cell.trim() === '')) {
    return broken(fileIssue(1, 'bulk:issues.noHeader', 'The file has no header row'));
  }
  const { columns, issues } = mapColumns(template, header);
  if (issues.length > 0) {
    const rows = records.flatMap((cells, index) =>
      index > 0 && cells.some((cell) => cell.trim() !== '') ? [index + 1] : [],
    );
    return {
      separator,
      columns,
      records,
      rows: [],
      rowCount: rows.length,
      invalid: new Set(rows),
      issues,
      valid: false,
    };
  }
  const read = readRows(template, columns, records);
  return {
    separator,
    columns,
    records,
    ...read,
    rowCount: read.rows.length,
    valid: read.issues.length === 0,
  };

  function broken(issue: TBulkIssue): TBulkFile {
    return {
      separator: ',',
      columns: [],
      records: [],
      rows: [],
      rowCount: 0,
      invalid: new Set(),
      issues: [issue],
      valid: false,
    };
  }
}
