import { BULK_PERSON_PARTS, type TBulkPersonPart } from '@confirma/contracts/bulk-sends';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { csvTable } from '../../platform/http/csv.ts';
import type { TLanguage } from '../mail-texts/index.ts';
import { listRows } from './bulk-send-queries.ts';
import type { TBulkRole, TBulkRowError, TBulkSendRecord } from './bulk-sends-schema.ts';
import {
  codeWords,
  OUTCOME_WORDS,
  partHeader,
  problemWords,
  RESULT_HEADERS,
} from './bulk-texts.ts';

/** A creation problem's path (`body.roles.r1.phone`) said as the file's column would be. */
function placeOf(path: string, roles: TBulkRole[], language: TLanguage | undefined): string {
  const [, kind, id, part] = path.split('.');
  if (kind === 'roles') {
    const role = roles.find((item) => item.id === id);
    if (role && part && (BULK_PERSON_PARTS as readonly string[]).includes(part)) {
      return language ? partHeader(role.name, part as TBulkPersonPart, language) : `${id}.${part}`;
    }
    if (role) return language ? role.name : (id ?? '');
  }
  if (kind === 'fieldValues') {
    const field = roles.flatMap((role) => role.fields).find((item) => item.id === id);
    return language && field?.label ? field.label : (id ?? '');
  }
  return path.replace(/^body\./, '');
}

/**
 * Why a row was not created: each problem the creation named, at its column, in
 * `language` (as the creation said it, in English, where there are no words for it), or
 * the refusal's words; for a program, the code and the creation's English.
 */
function errorOf(
  error: TBulkRowError | null,
  roles: TBulkRole[],
  language: TLanguage | undefined,
): string {
  if (!error) return '';
  if (error.issues?.length) {
    return error.issues
      .map((issue) => {
        const words = language ? problemWords(issue.key, language) : undefined;
        return `${placeOf(issue.path, roles, language)}: ${words ?? issue.message}`;
      })
      .join('; ');
  }
  if (!language) return `${error.code}: ${error.detail}`;
  return codeWords(error.code, language) ?? error.detail;
}

/**
 * The result file: one record per row, in the file's order, with each role's e-mail, the
 * outcome, the operation created and why a row was not. In `language` (a person's), the
 * columns named and the outcomes and reasons written in it, cells separated by `;` as a
 * Spanish or Italian spreadsheet reads them; without one (a program's): the columns'
 * names, the states and the codes, separated by `,`. UTF-8 with a byte-order mark; a
 * formula a spreadsheet would run is shown as text (csv.ts).
 */
export async function resultCsv(
  db: TDbOrTx,
  { bulk, language }: { bulk: TBulkSendRecord; language?: TLanguage | undefined },
): Promise<string> {
  const rows = await listRows(db, { bulkId: bulk.id });
  const words = language ? RESULT_HEADERS[language] : undefined;
  const header = [
    words?.row ?? 'row',
    ...bulk.roles.map((role) =>
      language ? partHeader(role.name, 'email', language) : `${role.id}.email`,
    ),
    words?.outcome ?? 'outcome',
    words?.operation ?? 'operation',
    words?.error ?? 'error',
  ];
  const records = rows.map((row) => [
    row.row,
    ...bulk.roles.map((role) => row.request.roles[role.id]?.email ?? ''),
    language ? OUTCOME_WORDS[language][row.state] : row.state,
    row.operationId,
    errorOf(row.error, bulk.roles, language),
  ]);
  return `\ufeff${csvTable(header, records, language && language !== 'en' ? ';' : ',')}`;
}
