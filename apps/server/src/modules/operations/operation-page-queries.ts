import type { TSignatureType } from '@confirma/contracts/constants';
import type { TOperationStatus } from '@confirma/contracts/operations';
import {
  and,
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
import { EXPIRABLE_STATUSES } from './operation-status.ts';
import type { TOperationRow } from './operations.types.ts';
import { operationDocuments, operationSigners, operations } from './operations-schema.ts';

/**
 * The account's operations as the sender lists and exports them: filtered, searched and
 * paged, always the owner's (`organizationId`), so demo operations (no owner) and other
 * accounts' never match.
 */

/** Which of the account's operations, newest first (the sender's list and its CSV). */
export interface TOperationFilter {
  organizationId: string;
  /** Only the operations this member sent. */
  senderUserId?: string | undefined;
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
export const effectiveStatusSql = sql<TOperationStatus>`(case when ${operations.expiresAt} < now() and ${inArray(
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
    ilike(operations.subject, pattern),
    hasRow(
      operationSigners,
      or(ilike(operationSigners.fullName, pattern), ilike(operationSigners.email, pattern)),
    ),
    hasRow(operationDocuments, ilike(operationDocuments.name, pattern)),
  );
}

function filterConditions(db: TDbOrTx, filter: TOperationFilter): (SQL | undefined)[] {
  return [
    eq(operations.organizationId, filter.organizationId),
    filter.senderUserId ? eq(operations.senderUserId, filter.senderUserId) : undefined,
    filter.statuses?.length ? inArray(effectiveStatusSql, filter.statuses) : undefined,
    filter.signatureType ? eq(operations.signatureType, filter.signatureType) : undefined,
    filter.createdFrom ? gte(operations.createdAt, filter.createdFrom) : undefined,
    filter.createdBefore ? lt(operations.createdAt, filter.createdBefore) : undefined,
    filter.search ? matchesSearch(db, containsPattern(filter.search)) : undefined,
  ];
}

/**
 * Up to `limit` of the account's operations matching `filter`, newest first (creation
 * time, then id), after `cursor`; demo operations (no owner) and other accounts' never
 * match. Each row carries its creation time as exact text (microseconds, which a
 * JavaScript Date would round) for the next cursor.
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
