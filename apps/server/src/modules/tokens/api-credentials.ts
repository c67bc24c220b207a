import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  TApiCredential,
  TApiCredentialList,
  TApiCredentialListQuery,
  TApiCredentialWithSecret,
} from '@confirma/contracts/api-credentials';
import { API_CREDENTIALS_MAX } from '@confirma/contracts/constants';
import {
  roleMayGrantScope,
  type TApiKeyScope,
  type TOrganizationRole,
} from '@confirma/contracts/organizations';
import { and, count, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { TRecordAnswer } from '../../platform/idempotency/idempotency.ts';
import { namesOfUsers, recordOrganizationEvent } from '../accounts/index.ts';
import { apiCredentials } from './tokens-schema.ts';

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

type TCreator = TApiCredential['createdBy'];

const view = (row: typeof apiCredentials.$inferSelect, createdBy: TCreator): TApiCredential => ({
  id: row.id,
  username: row.username,
  label: row.label,
  scope: row.scope,
  createdBy,
  secretLast4: row.secretLast4,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** Who creates a credential, for what and with what. */
export interface TCreateApiCredential {
  organizationId: string;
  userId: string;
  /** The creator's role: a key may do no more than it (roleMayGrantScope). */
  role: TOrganizationRole;
  label: string;
  scope: TApiKeyScope;
  record?: TRecordAnswer | undefined;
}

/** The creators of these rows as the list shows them, by user id. */
async function creatorsOf(
  db: TDbOrTx,
  rows: (typeof apiCredentials.$inferSelect)[],
): Promise<(row: typeof apiCredentials.$inferSelect) => TCreator> {
  const names = await namesOfUsers(db, { userIds: rows.map((row) => row.createdByUserId) });
  return ({ createdByUserId: userId }) => ({
    userId,
    name: names.get(userId)?.name ?? '',
    email: names.get(userId)?.email ?? '',
  });
}

/**
 * Creates a credential pair; the secret is returned here once and never again. A scope the
 * creator's role does not cover is 403 ROLE_FORBIDDEN. An account holds
 * API_CREDENTIALS_MAX active credentials at most (409 API_CREDENTIALS_LIMIT): two
 * creations of one account queue on a transaction-scoped advisory lock, so they cannot
 * both take the last place. The audit entry, and `record` (the Idempotency-Key's answer:
 * the credential, never its secret, not even sealed) go in the same transaction.
 */
export function createApiCredential(
  db: TDb,
  { organizationId, userId, role, label, scope, record }: TCreateApiCredential,
): Promise<TApiCredentialWithSecret> {
  if (!roleMayGrantScope(role, scope)) {
    throw new AppError(
      'ROLE_FORBIDDEN',
      `Your role in this organisation does not allow a key of scope ${scope}`,
    );
  }
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`api_credentials:${organizationId}`}))`,
    );
    const [active] = await tx
      .select({ count: count() })
      .from(apiCredentials)
      .where(
        and(eq(apiCredentials.organizationId, organizationId), isNull(apiCredentials.revokedAt)),
      );
    if ((active?.count ?? 0) >= API_CREDENTIALS_MAX) {
      throw new AppError(
        'API_CREDENTIALS_LIMIT',
        `The account holds ${API_CREDENTIALS_MAX} active API credentials, the most it may: revoke one to create another`,
      );
    }
    const secret = `cfs_${randomBytes(32).toString('base64url')}`;
    const [row] = await tx
      .insert(apiCredentials)
      .values({
        id: randomBytes(12).toString('hex'),
        organizationId,
        createdByUserId: userId,
        username: `cfm_${randomBytes(12).toString('hex')}`,
        secretHash: hashSecret(secret),
        secretLast4: secret.slice(-4),
        label,
        scope,
      })
      .returning();
    if (!row) throw new Error('credential insert returned no row');
    const credential = view(row, (await creatorsOf(tx, [row]))(row));
    await recordOrganizationEvent(tx, {
      organizationId,
      actorUserId: userId,
      action: 'api_key.created',
      target: label,
      data: { scope },
    });
    await record?.(tx, credential);
    return { ...credential, secret };
  });
}

/** The cursor is opaque to clients: base64url of `[createdAt, id]`. */
const encodeCursor = (createdAt: string, id: string) =>
  Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const CREDENTIAL_ID = /^[0-9a-f]{24}$/;

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (CURSOR_TIME.test(createdAt) && CREDENTIAL_ID.test(id)) return { createdAt, id };
  } catch {
    // reported below
  }
  throw new AppError('VALIDATION_FAILED', 'The cursor is not one this list gave', [
    { path: 'querystring.cursor', message: 'invalid' },
  ]);
}

/**
 * One page of the user's credentials, newest first (creation time, then id), revoked ones
 * included. Keyset pagination: the creation time is read as exact text (microseconds, which
 * a JavaScript Date would round) for the next cursor.
 */
export async function listApiCredentials(
  db: TDbOrTx,
  { organizationId, query }: { organizationId: string; query: TApiCredentialListQuery },
): Promise<TApiCredentialList> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await db
    .select({
      ...getTableColumns(apiCredentials),
      cursorCreatedAt: sql<string>`to_char(${apiCredentials.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(apiCredentials)
    .where(
      and(
        eq(apiCredentials.organizationId, organizationId),
        after
          ? sql`(${apiCredentials.createdAt}, ${apiCredentials.id}) < (${after.createdAt}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(apiCredentials.createdAt), desc(apiCredentials.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const creatorOf = await creatorsOf(db, page);
  return {
    credentials: page.map((row) => view(row, creatorOf(row))),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor(last.cursorCreatedAt, last.id) : null,
  };
}

/**
 * Revokes every live credential a member created for the organisation: their keys stop with
 * their membership. Returns how many.
 */
export async function revokeCredentialsOfMember(
  db: TDbOrTx,
  { organizationId, userId }: { organizationId: string; userId: string },
): Promise<number> {
  const rows = await db
    .update(apiCredentials)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(apiCredentials.organizationId, organizationId),
        eq(apiCredentials.createdByUserId, userId),
        isNull(apiCredentials.revokedAt),
      ),
    )
    .returning({ id: apiCredentials.id });
  return rows.length;
}

/**
 * Revokes one of the organisation's credentials (answers its creator); another's id is
 * NOT_FOUND. Revoking a revoked one changes nothing and records nothing; a revocation is
 * recorded in the audit log, by `userId`, in its transaction.
 */
export function revokeApiCredential(
  db: TDb,
  { organizationId, userId, id }: { organizationId: string; userId: string; id: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(apiCredentials)
      .where(and(eq(apiCredentials.id, id), eq(apiCredentials.organizationId, organizationId)))
      .for('update')
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'No such credential');
    if (row.revokedAt === null) {
      await tx
        .update(apiCredentials)
        .set({ revokedAt: sql`now()` })
        .where(eq(apiCredentials.id, id));
      await recordOrganizationEvent(tx, {
        organizationId,
        actorUserId: userId,
        action: 'api_key.revoked',
        target: row.label,
        data: { scope: row.scope },
      });
    }
    return row.createdByUserId;
  });
}

/** Checks a username/secret pair; returns the credential's ids or throws UNAUTHORIZED. */
export async function authenticateApiCredential(db: TDbOrTx, username: string, secret: string) {
  const [row] = await db
    .select()
    .from(apiCredentials)
    .where(and(eq(apiCredentials.username, username), isNull(apiCredentials.revokedAt)))
    .limit(1);
  const expected = Buffer.from(row?.secretHash ?? hashSecret('no-such-credential'), 'hex');
  const given = Buffer.from(hashSecret(secret), 'hex');
  if (!row || !timingSafeEqual(expected, given)) {
    throw new AppError('UNAUTHORIZED', 'Wrong username or password');
  }
  await db
    .update(apiCredentials)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(apiCredentials.id, row.id));
  return {
    credentialId: row.id,
    userId: row.createdByUserId,
    organizationId: row.organizationId,
    scope: row.scope,
  };
}
