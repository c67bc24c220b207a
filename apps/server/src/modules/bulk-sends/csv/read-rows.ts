import {
  BULK_SEND_LIMITS,
  type TBulkColumn,
  type TBulkIssue,
  type TBulkPersonPart,
} from '@confirma/contracts/bulk-sends';
import type { REQUEST_LANGUAGES } from '@confirma/contracts/creation';
import { toE164 } from '@confirma/contracts/phone-number';
import {
  rolePersonFor,
  type TRequestFromTemplate,
  ZRequestFromTemplate,
} from '@confirma/contracts/request-templates';
import type { z } from 'zod';
import { schemaIssue } from '../../../platform/http/problem.ts';
import { asWords, type TBulkTemplate } from './bulk-columns.ts';

/** A row's request, with its spreadsheet row number. */
export interface TBulkRequestRow {
  row: number;
  request: TRequestFromTemplate;
}

/** How a person's language may be written in a cell. */
const LANGUAGES = new Map<string, (typeof REQUEST_LANGUAGES)[number]>(
  (
    [
      ['es', ['es', 'español', 'espanol', 'castellano', 'spanish', 'spagnolo']],
      ['en', ['en', 'english', 'inglés', 'ingles', 'inglese']],
      ['it', ['it', 'italiano', 'italian']],
    ] as const
  ).flatMap(([code, words]) => words.map((word) => [asWords(word), code] as const)),
);

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Reads and checks every row after the header: each role's person from its columns, the
 * text fields' words (an empty cell keeps the template's), checked with the schemas a
 * request from the template is checked with (ZRequestFromTemplate, rolePersonFor: what the
 * role's way of signing needs) and a mobile read as a number the creation accepts. Empty
 * lines are left out (their numbers are kept). Answers every row's request, the valid
 * ones' and every problem, each named by its row and column.
 */
export function readRows(
  template: TBulkTemplate,
  columns: TBulkColumn[],
  records: string[][],
): { rows: TBulkRequestRow[]; invalid: Set<number>; issues: TBulkIssue[] } {
  const rows: TBulkRequestRow[] = [];
  const issues: TBulkIssue[] = [];
  const invalid = new Set<number>();
  records.forEach((cells, index) => {
    if (index === 0 || isBlank(cells)) return;
    const row = index + 1;
    const found = readRow(template, columns, cells, row);
    rows.push({ row, request: found.request });
    if (found.issues.length > 0) invalid.add(row);
    issues.push(...found.issues);
  });
  if (rows.length === 0) {
    issues.push({
      row: 1,
      column: null,
      message: 'The file has no request rows under its header',
      key: 'bulk:issues.noRows',
    });
  }
  if (rows.length > BULK_SEND_LIMITS.rowsMax) {
    issues.push({
      row: 1,
      column: null,
      message: `At most ${BULK_SEND_LIMITS.rowsMax} requests in one file; this one has ${rows.length}`,
      key: 'bulk:issues.tooManyRows',
      params: { max: BULK_SEND_LIMITS.rowsMax, rows: rows.length },
    });
  }
  return { rows, invalid, issues };
}

type TPersonCells = Record<TBulkPersonPart, string>;

function readRow(template: TBulkTemplate, columns: TBulkColumn[], cells: string[], row: number) {
  const issues: TBulkIssue[] = [];
  const people = new Map<string, TPersonCells>(
    template.roles.map((role) => [
      role.id,
      { name: '', lastname: '', email: '', phone: '', nif: '', language: '' },
    ]),
  );
  const fieldValues: Record<string, string> = {};
  const headerOf = new Map<string, string>();
  columns.forEach((column, index) => {
    const value = (cells[index] ?? '').trim();
    const { target } = column;
    if (target.kind === 'person') {
      const person = people.get(target.roleId);
      if (person) person[target.part] = value;
      headerOf.set(`roles.${target.roleId}.${target.part}`, column.header);
    } else if (target.kind === 'field') {
      if (value) fieldValues[target.fieldId] = value;
      headerOf.set(`fieldValues.${target.fieldId}`, column.header);
    }
  });
  if (cells.slice(columns.length).some((cell) => cell.trim() !== '')) {
    issues.push({
      row,
      column: null,
      message: 'The row has more cells than the header has columns',
      key: 'bulk:issues.extraCells',
    });
  }
  const add = (path: string, found: { message: string; key?: string | undefined }) =>
    issues.push({
      row,
      column: headerOf.get(path) ?? null,
      message: found.message,
      key: found.key ?? 'bulk:issues.invalidValue',
    });
  const fromSchema = (prefix: string, error: z.ZodError) => {
    for (const issue of error.issues) {
      const path = [prefix, ...issue.path].join('.');
      const { code, message, ...params } = issue;
      add(path, schemaIssue(path, { keyword: code, message, params }));
    }
  };

  const roles: TRequestFromTemplate['roles'] = {};
  for (const role of template.roles) {
    const { language: spoken, ...person } = people.get(role.id) as TPersonCells;
    const language = spoken ? LANGUAGES.get(asWords(spoken)) : undefined;
    if (spoken && !language) {
      add(`roles.${role.id}.language`, {
        message: 'Not a language of the product (es, en, it)',
        key: 'bulk:issues.languageInvalid',
      });
    }
    const checked = rolePersonFor(role.method).safeParse({ ...person, language });
    if (!checked.success) {
      fromSchema(`roles.${role.id}`, checked.error);
      continue;
    }
    // The creation stores the mobile in E.164 (Spain by default) and refuses one it cannot.
    if (checked.data.phone && !toE164(checked.data.phone)) {
      add(`roles.${role.id}.phone`, {
        message: 'Not a valid phone number',
        key: 'flows:create.validation.phoneInvalid',
      });
    }
    roles[role.id] = checked.data;
  }
  const values = ZRequestFromTemplate.shape.fieldValues.safeParse(fieldValues);
  if (!values.success) fromSchema('fieldValues', values.error);
  return {
    request: { roles, fieldValues, delivery: 'email' as const },
    issues,
  };
}
