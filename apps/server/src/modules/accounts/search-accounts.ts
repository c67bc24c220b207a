import {
  type AnyColumn,
  and,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { authUsers } from './accounts-schema.ts';

export type TUserRow = typeof authUsers.$inferSelect;

/** Where a page of the account search resumes: the last row's exact creation time and id. */
export interface TAccountCursor {
  createdAt: string;
  id: string;
}

export type TAccountPageRow = TUserRow & { cursorCreatedAt: string };

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * Up to `limit` accounts whose e-mail address or name contains `search` (case-insensitive),
 * newest sign-ups first (creation time, then id), after `cursor`. Each row carries its
 * creation time as exact text (microseconds, which a JavaScript Date would round) for the
 * next cursor. The back office's account search.
 */
export function searchAccounts(
  db: TDbOrTx,
  {
    search,
    cursor,
    limit,
  }: { search?: string | undefined; cursor?: TAccountCursor | undefined; limit: number },
): Promise<TAccountPageRow[]> {
  const pattern = search ? containsPattern(search) : undefined;
  const matches: SQL | undefined = pattern
    ? or(ilike(authUsers.email, pattern), ilike(authUsers.name, pattern))
    : undefined;
  return db
    .select({
      ...getTableColumns(authUsers),
      cursorCreatedAt: sql<string>`to_char(${authUsers.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(authUsers)
    .where(
      and(
        matches,
        cursor
          ? sql`(${authUsers.createdAt}, ${authUsers.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(desc(authUsers.createdAt), desc(authUsers.id))
    .limit(limit);
}

/** The account with this id, or undefined. */
export async function findUser(
  db: TDbOrTx,
  { userId }: { userId: string },
): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(authUsers).where(eq(authUsers.id, userId)).limit(1);
  return row;
}

/** The id of the account with this e-mail address (case-insensitive, trimmed), or undefined. */
export async function findUserIdByEmail(
  db: TDbOrTx,
  { email }: { email: string },
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(eq(sql`lower(${authUsers.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row?.id;
}

/**
 * The e-mail address of the account whose id is `userId` (a column of the caller's query)
 * as a scalar subquery, null when there is no such account: for another module's list that
 * shows or searches its rows' account by address, in the same statement.
 */
export function userEmailOf(userId: AnyColumn | SQL): SQL<string | null> {
  return sql<
    string | null
  >`(select ${authUsers.email} from ${authUsers} where ${authUsers.id} = ${userId})`;
}

/** The name and e-mail of each of these users still here, by id (an audit log's actors). */
export async function namesOfUsers(
  db: TDbOrTx,
  { userIds }: { userIds: string[] },
): Promise<Map<string, { name: string; email: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: authUsers.id, name: authUsers.name, email: authUsers.email })
    .from(authUsers)
    .where(inArray(authUsers.id, [...new Set(userIds)]));
  return new Map(rows.map(({ id, name, email }) => [id, { name, email }]));
}
