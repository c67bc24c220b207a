import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { accountProfiles, authAccounts, authSessions } from './accounts-schema.ts';
import { splitFullName } from './split-full-name.ts';

export type TAccountProfile = typeof accountProfiles.$inferSelect;

/**
 * Creates the user's profile row when it does not exist yet (safe to call again), its
 * first and last name from `name` (the name given at sign-up); an existing row is left
 * as it is.
 */
export async function ensureProfile(
  db: TDbOrTx,
  { userId, name }: { userId: string; name?: string | null | undefined },
): Promise<void> {
  await db
    .insert(accountProfiles)
    .values({ userId, ...splitFullName(name) })
    .onConflictDoNothing();
}

export async function findProfile(
  db: TDbOrTx,
  { userId }: { userId: string },
): Promise<TAccountProfile | undefined> {
  const [profile] = await db
    .select()
    .from(accountProfiles)
    .where(eq(accountProfiles.userId, userId))
    .limit(1);
  return profile;
}

/** Spec 000 §4: a successful login updates lastloginDate. */
export async function touchLastLogin(db: TDbOrTx, { userId }: { userId: string }) {
  await db
    .update(accountProfiles)
    .set({ lastLoginAt: new Date() })
    .where(eq(accountProfiles.userId, userId));
}

/** The user's sessions, without their tokens (for the data export). */
export function listSessionsOf(db: TDbOrTx, { userId }: { userId: string }) {
  return db
    .select({
      createdAt: authSessions.createdAt,
      expiresAt: authSessions.expiresAt,
      ipAddress: authSessions.ipAddress,
      userAgent: authSessions.userAgent,
    })
    .from(authSessions)
    .where(eq(authSessions.userId, userId));
}

/** How the user signs in (password, Google…), without secrets (for the data export). */
export function listSignInMethodsOf(db: TDbOrTx, { userId }: { userId: string }) {
  return db
    .select({ providerId: authAccounts.providerId, createdAt: authAccounts.createdAt })
    .from(authAccounts)
    .where(eq(authAccounts.userId, userId));
}
