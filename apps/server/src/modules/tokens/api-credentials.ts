import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { apiCredentials } from './tokens-schema.ts';

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export type TApiCredentialView = {
  id: string;
  username: string;
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

const view = (row: typeof apiCredentials.$inferSelect): TApiCredentialView => ({
  id: row.id,
  username: row.username,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** Creates a credential pair; the secret is returned here once and never again. */
export async function createApiCredential(
  db: TDbOrTx,
  { userId, label }: { userId: string; label: string },
) {
  const secret = `cfs_${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiCredentials)
    .values({
      id: randomBytes(12).toString('hex'),
      userId,
      username: `cfm_${randomBytes(12).toString('hex')}`,
      secretHash: hashSecret(secret),
      label,
    })
    .returning();
  if (!row) throw new Error('credential insert returned no row');
  return { ...view(row), secret };
}

export async function listApiCredentials(db: TDbOrTx, { userId }: { userId: string }) {
  const rows = await db
    .select()
    .from(apiCredentials)
    .where(eq(apiCredentials.userId, userId))
    .orderBy(desc(apiCredentials.createdAt));
  return rows.map(view);
}

/** Revokes one of the user's credentials; another user's id is NOT_FOUND. */
export async function revokeApiCredential(
  db: TDbOrTx,
  { userId, id }: { userId: string; id: string },
) {
  const rows = await db
    .update(apiCredentials)
    .set({ revokedAt: sql`coalesce(${apiCredentials.revokedAt}, now())` })
    .where(and(eq(apiCredentials.id, id), eq(apiCredentials.userId, userId)))
    .returning({ id: apiCredentials.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'No such credential');
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
  return { credentialId: row.id, userId: row.userId };
}
