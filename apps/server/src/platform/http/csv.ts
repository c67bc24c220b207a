/**
 * CSV for spreadsheets (RFC 4180): a field holding a comma, a quote, CR or LF is quoted,
 * its quotes doubled; records end with CRLF. Text that a spreadsheet would run as a formula
 * (starting with `=`, `+`, `-`, `@`, a tab or CR: OWASP's "CSV injection") gets a leading
 * apostrophe, so it is shown as the text it is. Numbers are written as they are.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export type TCsvField = string | number | null | undefined;

export function csvField(value: TCsvField): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF included. */
export function csvRecord(fields: readonly TCsvField[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}
