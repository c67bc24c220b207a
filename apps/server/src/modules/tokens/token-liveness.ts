import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findLiveSession } from '../accounts/index.ts';
import type { TVerifiedToken } from './access-token.ts';
import { apiCredentials } from './tokens-schema.ts';

type TAccountToken = Extract<TVerifiedToken, { typ: 'account' }>;

/** Beyond this many cached answers the expired ones are swept (and, if need be, all). */
const CACHE_LIMIT = 10_000;

/**
 * Until when (ms) what stands behind an account token is alive, or null when it is not: the
 * browser session it was issued from (`cid: 'session'`, `sid`) while it has not expired,
 * or the API credential (`cid`) while it is not revoked; either one of user `sub`, who must
 * still exist. One primary-key lookup.
 */
async function aliveUntil(db: TDb, claims: TAccountToken): Promise<number | null> {
  if (claims.cid === 'session') {
    if (typeof claims.sid !== 'string') return null;
    const session = await findLiveSession(db, { sessionId: claims.sid, userId: claims.sub });
    return session ? session.expiresAt.getTime() : null;
  }
  // A credential is deleted with its user (ON DELETE CASCADE): its row alive is its user alive.
  const [credential] = await db
    .select({ id: apiCredentials.id })
    .from(apiCredentials)
    .where(
      and(
        eq(apiCredentials.id, claims.cid),
        eq(apiCredentials.createdByUserId, claims.sub),
        isNull(apiCredentials.revokedAt),
      ),
    )
    .limit(1);
  return credential ? Number.POSITIVE_INFINITY : null;
}

/**
 * Checks on every use that an account token's session or credential, and its user, still
 * exist: a token dies with them instead of living out its 15 minutes. A positive answer is
 * kept in this process for `cacheMs` (0: never); this process drops a user's answers as
 * soon as it signs them out, revokes a credential or erases the account (`forgetUser`), or
 * resets a password (`forgetAll`). Another process may still accept such a token for up to
 * `cacheMs`.
 */
export function createTokenLiveness(db: TDb, cacheMs: number) {
  const alive = new Map<string, { userId: string; until: number }>();
  const keyOf = (claims: TAccountToken) =>
    claims.cid === 'session' ? `session:${claims.sid}` : `credential:${claims.cid}`;

  function remember(key: string, userId: string, until: number) {
    if (alive.size >= CACHE_LIMIT) {
      const now = Date.now();
      for (const [old, entry] of alive) if (entry.until <= now) alive.delete(old);
      if (alive.size >= CACHE_LIMIT) alive.clear();
    }
    alive.set(key, { userId, until });
  }

  return {
    /** UNAUTHORIZED unless the token's session or credential, and its user, are alive. */
    async assertAlive(claims: TAccountToken): Promise<void> {
      const key = keyOf(claims);
      const cached = alive.get(key);
      if (cached && cached.userId === claims.sub && cached.until > Date.now()) return;
      const until = await aliveUntil(db, claims);
      if (until === null) {
        alive.delete(key);
        throw new AppError('UNAUTHORIZED', 'The session or credential of this token has ended');
      }
      if (cacheMs > 0) remember(key, claims.sub, Math.min(until, Date.now() + cacheMs));
    },
    /** Forgets the user's answers: call after ending a session or credential of theirs. */
    forgetUser(userId: string): void {
      for (const [key, entry] of alive) if (entry.userId === userId) alive.delete(key);
    },
    /** Forgets every answer (sessions ended by a means that does not name the user). */
    forgetAll(): void {
      alive.clear();
    },
  };
}

export type TTokenLiveness = ReturnType<typeof createTokenLiveness>;
