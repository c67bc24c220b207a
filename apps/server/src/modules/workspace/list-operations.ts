import type { TOperationListQuery, TOperationListResponse } from '@confirma/contracts/workspace';
import { AppError } from '../../platform/errors.ts';
import { DAY_MS } from '../../platform/time-units.ts';
import {
  listOperationPage,
  type TOperationCursor,
  type TOperationFilter,
  type TOperationPageRow,
  type TOperationsContext,
} from '../operations/index.ts';
import { summariseOperations } from './summarise-operations.ts';

/** Who reads the workspace: a member, and whether they see only their own operations. */
export interface TWorkspaceMember {
  organizationId: string;
  userId: string;
  seesOnlyOwn: boolean;
}

export type TOperationFilterQuery = Omit<TOperationListQuery, 'cursor' | 'limit'>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The query's filters as the queries take them: a day bound counts from the start of `from`
 * to the end of `to` (UTC), an instant bound is taken as it is (`to` included).
 */
export function operationFilter(
  member: TWorkspaceMember,
  query: TOperationFilterQuery,
): TOperationFilter {
  const mine = query.sender === 'me' || member.seesOnlyOwn;
  const { from, to } = query;
  const start = (day: string) => new Date(`${day}T00:00:00.000Z`).getTime();
  return {
    organizationId: member.organizationId,
    senderUserId: mine ? member.userId : undefined,
    statuses: query.status,
    signatureType: query.type,
    search: query.q || undefined,
    createdFrom: from ? new Date(DAY.test(from) ? start(from) : Date.parse(from)) : undefined,
    createdBefore: to
      ? new Date(DAY.test(to) ? start(to) + DAY_MS : Date.parse(to) + 1)
      : undefined,
  };
}

/** The cursor is opaque to clients: base64url of `[createdAt, id]`. */
export function encodeCursor(row: TOperationPageRow): string {
  return Buffer.from(JSON.stringify([row.cursorCreatedAt, row.id])).toString('base64url');
}

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function decodeCursor(cursor: string): TOperationCursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (CURSOR_TIME.test(createdAt) && UUID.test(id)) return { createdAt, id };
  } catch {
    // reported below
  }
  throw new AppError('VALIDATION_FAILED', 'The cursor is not one this list gave', [
    { path: 'querystring.cursor', message: 'invalid' },
  ]);
}

/**
 * One page of the account's operations, newest first, filtered and searched, with the
 * cursor of the next page (null on the last one). Keyset pagination on (creation time,
 * id): operations created meanwhile never shift a page, nothing repeats or is skipped.
 */
export async function listOperations(
  { db }: Pick<TOperationsContext, 'db'>,
  { member, query }: { member: TWorkspaceMember; query: TOperationListQuery },
): Promise<TOperationListResponse> {
  const rows = await listOperationPage(db, {
    filter: operationFilter(member, query),
    cursor: query.cursor ? decodeCursor(query.cursor) : undefined,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await summariseOperations(db, page),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}
