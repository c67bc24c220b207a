import { recordOrganizationEvent } from '../accounts/index.ts';
import type { TLanguage } from '../mail-texts/index.ts';
import {
  listOperationPage,
  type TOperationCursor,
  type TOperationsContext,
} from '../operations/index.ts';
import {
  operationFilter,
  type TOperationFilterQuery,
  type TWorkspaceMember,
} from './list-operations.ts';
import { operationCsvRecord, operationsCsvHeader } from './operations-csv.ts';
import { summariseOperations } from './summarise-operations.ts';

/** The most operations one export holds: the newest ones. */
export const EXPORT_MAX_ROWS = 10_000;
const PAGE_ROWS = 500;

/**
 * The account's operations matching the list's filters as CSV (RFC 4180, UTF-8 with a
 * byte-order mark so spreadsheets read accents right), newest first, at most
 * EXPORT_MAX_ROWS: one chunk per page of 500, read as the answer is sent. In `language`
 * (a person's): the columns named and the types and statuses written in it; without one
 * (a program's): the columns' names and the codes. The export is written to the
 * organisation's audit log (`operations.exported`, with its filters) before any row is read.
 */
export async function exportOperations(
  { db }: Pick<TOperationsContext, 'db'>,
  options: { member: TWorkspaceMember; query: TOperationFilterQuery; language?: TLanguage },
): Promise<AsyncGenerator<string>> {
  const { member, query } = options;
  await recordOrganizationEvent(db, {
    organizationId: member.organizationId,
    actorUserId: member.userId,
    action: 'operations.exported',
    // The filters as given (JSON drops the ones left out).
    data: { filters: JSON.parse(JSON.stringify(query)) as Record<string, unknown> },
  });
  return csvChunks(db, options);
}

/** The CSV's chunks: the header, then one per page of rows. */
async function* csvChunks(
  db: TOperationsContext['db'],
  {
    member,
    query,
    language,
  }: { member: TWorkspaceMember; query: TOperationFilterQuery; language?: TLanguage | undefined },
): AsyncGenerator<string> {
  const filter = operationFilter(member, query);
  yield `\ufeff${operationsCsvHeader(language)}`;
  let cursor: TOperationCursor | undefined;
  for (let written = 0; written < EXPORT_MAX_ROWS; ) {
    const limit = Math.min(PAGE_ROWS, EXPORT_MAX_ROWS - written);
    const rows = await listOperationPage(db, { filter, cursor, limit });
    if (rows.length > 0)
      yield (await summariseOperations(db, rows))
        .map((row) => operationCsvRecord(row, language))
        .join('');
    const last = rows.at(-1);
    if (rows.length < limit || !last) return;
    written += rows.length;
    cursor = { createdAt: last.cursorCreatedAt, id: last.id };
  }
}
