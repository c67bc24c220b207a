import type { TAdminAccountsQuery, TAdminAccountsResponse } from '@confirma/contracts/admin';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { searchAccounts, type TAccountCursor, type TAccountPageRow } from '../accounts/index.ts';
import { readBalances } from '../credits/index.ts';
import { rolesAmong } from './admin-queries.ts';

/** The cursor is opaque to clients: base64url of `[createdAt, id]`. */
function encodeCursor(row: TAccountPageRow): string {
  return Buffer.from(JSON.stringify([row.cursorCreatedAt, row.id])).toString('base64url');
}

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

function decodeCursor(cursor: string): TAccountCursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (CURSOR_TIME.test(createdAt) && typeof id === 'string' && id.length <= 100) {
      return { createdAt, id };
    }
  } catch {
    // reported below
  }
  throw new AppError('VALIDATION_FAILED', 'The cursor is not one this list gave', [
    { path: 'querystring.cursor', message: 'invalid' },
  ]);
}

/**
 * The back office's account search: accounts whose e-mail or name contains `q`, newest
 * sign-ups first, each with its balance (and debt) and whether it is an administrator.
 * Three queries per page whatever its size.
 */
export async function listAccounts(
  db: TDbOrTx,
  query: TAdminAccountsQuery,
): Promise<TAdminAccountsResponse> {
  const rows = await searchAccounts(db, {
    search: query.q || undefined,
    cursor: query.cursor ? decodeCursor(query.cursor) : undefined,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const userIds = page.map((row) => row.id);
  const [balances, roles] = await Promise.all([
    readBalances(db, { userIds }),
    rolesAmong(db, { userIds }),
  ]);
  const last = page.at(-1);
  return {
    accounts: page.map((row) => ({
      userId: row.id,
      email: row.email,
      name: row.name,
      emailVerified: row.emailVerified,
      createdAt: row.createdAt.toISOString(),
      isAdmin: roles.get(row.id)?.has('admin') ?? false,
      isReviewer: roles.get(row.id)?.has('reviewer') ?? false,
      balance: balances.get(row.id) ?? { current: 0, used: 0, total: 0, debt: 0 },
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}
