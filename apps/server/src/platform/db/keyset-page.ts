import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../errors.ts';

/** Where a page of a list ordered by (time desc, id desc) ended: the last item's key. */
export interface TKeysetCursor {
  /** The time as exact UTC text (microseconds, which a JavaScript Date would round). */
  at: string;
  id: string;
}

/** A time column as exact UTC text, for the cursor of its row. */
export const exactTime = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function encodeKeysetCursor({ at, id }: TKeysetCursor): string {
  return Buffer.from(JSON.stringify([at, id])).toString('base64url');
}

const EXACT_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The key a cursor names, or 400 VALIDATION_FAILED for one no list gave. */
export function decodeKeysetCursor(cursor: string): TKeysetCursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof at === 'string' &&
      EXACT_TIME.test(at) &&
      typeof id === 'string' &&
      id.length <= 64
    ) {
      return { at, id };
    }
  } catch {}
  throw new AppError('VALIDATION_FAILED', 'The cursor is not one this list gave', [
    { path: 'querystring.cursor', message: 'invalid' },
  ]);
}

/** The rows after the cursor's in (time desc, id desc) order; nothing without a cursor. */
export function afterCursor(
  time: AnyColumn,
  id: AnyColumn,
  cursor: string | undefined,
): SQL | undefined {
  if (!cursor) return undefined;
  const after = decodeKeysetCursor(cursor);
  return sql`(${time}, ${id}::text) < (${after.at}::timestamptz, ${after.id})`;
}

/**
 * A page of `limit` items from rows read with `limit + 1` (and `cursorAt`, the exact
 * time): the items and the cursor of the next page, null on the last one.
 */
export function keysetPage<TRow extends { cursorAt: string }>(
  rows: TRow[],
  limit: number,
  idOf: (row: TRow) => string,
): { rows: TRow[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor:
      rows.length > limit && last
        ? encodeKeysetCursor({ at: last.cursorAt, id: idOf(last) })
        : null,
  };
}
