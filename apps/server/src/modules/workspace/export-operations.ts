import type { TOperationSummary } from '@confirma/contracts/workspace';
import { csvRecord } from '../../platform/http/csv.ts';
import {
  listOperationPage,
  type TOperationCursor,
  type TOperationsContext,
} from '../operations/index.ts';
import { operationFilter, type TOperationFilterQuery } from './list-operations.ts';
import { summariseOperations } from './summarise-operations.ts';

/** The most operations one export holds: the newest ones. */
export const EXPORT_MAX_ROWS = 10_000;
const PAGE_ROWS = 500;

const HEADER = [
  'uuid',
  'type',
  'status',
  'created',
  'last_event',
  'expires',
  'completed',
  'credits',
  'documents',
  'signers',
];

function record(operation: TOperationSummary): string {
  return csvRecord([
    operation.uuid,
    operation.signatureType,
    operation.status,
    operation.createdAt,
    operation.lastEventAt,
    operation.expiresAt,
    operation.completedAt,
    operation.creditsSpent,
    operation.documents.map((document) => document.name).join(' | '),
    operation.signers
      .map(
        (signer) => `${signer.name}${signer.email ? ` <${signer.email}>` : ''}: ${signer.status}`,
      )
      .join('; '),
  ]);
}

/**
 * The account's operations matching the list's filters as CSV (RFC 4180, UTF-8 with a
 * byte-order mark so spreadsheets read accents right), newest first, at most
 * EXPORT_MAX_ROWS: one chunk per page of 500, read as the answer is sent.
 */
export async function* exportOperations(
  { db }: Pick<TOperationsContext, 'db'>,
  { ownerUserId, query }: { ownerUserId: string; query: TOperationFilterQuery },
): AsyncGenerator<string> {
  const filter = operationFilter(ownerUserId, query);
  yield `\ufeff${csvRecord(HEADER)}`;
  let cursor: TOperationCursor | undefined;
  for (let written = 0; written < EXPORT_MAX_ROWS; ) {
    const limit = Math.min(PAGE_ROWS, EXPORT_MAX_ROWS - written);
    const rows = await listOperationPage(db, { filter, cursor, limit });
    if (rows.length > 0) yield (await summariseOperations(db, rows)).map(record).join('');
    const last = rows.at(-1);
    if (rows.length < limit || !last) return;
    written += rows.length;
    cursor = { createdAt: last.cursorCreatedAt, id: last.id };
  }
}
