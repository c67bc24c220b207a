import type { TSignatureType } from '@confirma/contracts/constants';
import type { TOperationStatus } from '@confirma/contracts/operations';
import {
  and,
  asc,
  desc,
  eq,
  exists,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import type { TDocumentRow, TOperationRow, TSignerRow } from '../operations/index.ts';
import {
  EXPIRABLE_STATUSES,
  operationDocuments,
  operationSigners,
  operations,
} from '../operations/index.ts';

/**
 * The sender's workspace reads: an account's operations filtered, searched and paged, and
 * the documents and signers of a page in one query each. Every query is the owner's:
 * demo operations (no owner) and other accounts' never match.
 */

/** Which of the account's operations, newest first. */
export interface TOperationFilter {
  ownerUserId: string;
  /** Statuses as readers see them (EXPIRED once the end date has passed). */
  statuses?: TOperationStatus[] | undefined;
  signatureType?: TSignatureType | undefined;
  /** Matches a signer's name or e-mail, or a document's name, case-insensitively. */
  search?: string | undefined;
  createdFrom?: Date | undefined;
  createdBefore?: Date | undefined;
}

/** Where the previous page ended: its last row's creation time (exact, text) and id. */
export interface TOperationCursor {
  createdAt: string;
  id: string;
}

export type TOperationPageRow = TOperationRow & { cursorCreatedAt: string };

/** The status readers see, in SQL: what `effectiveStatus` computes. */
const effectiveStatusSql = sql`(case when ${operations.expiresAt} < now() and ${inArray(
  operations.status,
  [...EXPIRABLE_STATUSES],
)} then 'EXPIRED' else ${operations.status} end)`;

/** `text` as a LIKE pattern matching itself anywhere: `%`, `_` and `\` taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** Operations with a signer (name or e-mail) or a document (name) matching `pattern`. */
function matchesSearch(db: TDbOrTx, pattern: string): SQL | undefined {
  const hasRow = (table: typeof operationSigners | typeof operationDocuments, where?: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(table)
        .where(and(eq(table.operationId, operations.id), where)),
    );
  return or(
    hasRow(
      operationSigners,
      or(ilike(operationSigners.fullName, pattern), ilike(operationSigners.email, pattern)),
    ),
    hasRow(operationDocuments, ilike(operationDocuments.name, pattern)),
  );
}

function filterConditions(db: TDbOrTx, filter: TOperationFilter): (SQL | undefined)[] {
  return [
    eq(operations.ownerUserId, filter.ownerUserId),
    filter.statuses?.length ? inArray(effectiveStatusSql, filter.statuses) : undefined,
    filter.signatureType ? eq(operations.signatureType, filter.signatureType) : undefined,
    filter.createdFrom ? gte(operations.createdAt, filter.createdFrom) : undefined,
    filter.createdBefore ? lt(operations.createdAt, filter.createdBefore) : undefined,
    filter.search ? matchesSearch(db, containsPattern(filter.search)) : undefined,
  ];
}

/**
 * Up to `limit` of the account's operations matching `filter`, newest first (creation
 * time, then id), after `cursor`. Each row carries its creation time as exact text
 * (microseconds, which a JavaScript Date would round) for the next cursor.
 */
export function listOperationPage(
  db: TDbOrTx,
  {
    filter,
    cursor,
    limit,
  }: { filter: TOperationFilter; cursor?: TOperationCursor | undefined; limit: number },
): Promise<TOperationPageRow[]> {
  return db
    .select({
      ...getTableColumns(operations),
      cursorCreatedAt: sql<string>`to_char(${operations.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(operations)
    .where(
      and(
        ...filterConditions(db, filter),
        cursor
          ? sql`(${operations.createdAt}, ${operations.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(operations.createdAt), desc(operations.id))
    .limit(limit);
}

/** The documents of these operations, each operation's in their order. */
export function listDocumentsOf(
  db: TDbOrTx,
  { operationIds }: { operationIds: string[] },
): Promise<TDocumentRow[]> {
  if (operationIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(operationDocuments)
    .where(inArray(operationDocuments.operationId, operationIds))
    .orderBy(asc(operationDocuments.operationId), asc(operationDocuments.position));
}

/** What the workspace shows of a signer (not their data, codes or handwriting). */
export type TWorkspaceSignerRow = Pick<
  TSignerRow,
  'id' | 'operationId' | 'level' | 'order' | 'fullName' | 'email' | 'status' | 'signedAt'
> & { method: TSignerRow['signatureMethod'] };

/** The signers of these operations, each operation's in routing order. */
export function listSignersOf(
  db: TDbOrTx,
  { operationIds }: { operationIds: string[] },
): Promise<TWorkspaceSignerRow[]> {
  if (operationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: operationSigners.id,
      operationId: operationSigners.operationId,
      level: operationSigners.level,
      order: operationSigners.order,
      fullName: operationSigners.fullName,
      email: operationSigners.email,
      status: operationSigners.status,
      signedAt: operationSigners.signedAt,
      method: operationSigners.signatureMethod,
    })
    .from(operationSigners)
    .where(inArray(operationSigners.operationId, operationIds))
    .orderBy(
      asc(operationSigners.operationId),
      asc(operationSigners.level),
      asc(operationSigners.order),
    );
}
