import type {
  TAccountLanguage,
  TNotificationKind,
  TNotificationPreferences,
} from '@confirma/contracts/account';
import {
  IDENTIFICATION_REVIEW_DEFAULTS,
  type TIdentificationReviewSettings,
} from '@confirma/contracts/review-decision';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { accountProfiles, authAccounts, authSessions, authUsers } from './accounts-schema.ts';
import type { TUserRow } from './search-accounts.ts';
import { splitFullName } from './split-full-name.ts';

export type TAccountProfile = typeof accountProfiles.$inferSelect;

/** The profile column behind each e-mail switch. */
const NOTIFY_COLUMNS = {
  signerSigned: 'notifySignerSigned',
  allSigned: 'notifyAllSigned',
  rejected: 'notifyRejected',
  expired: 'notifyExpired',
  identification: 'notifyIdentification',
} as const satisfies Record<TNotificationKind, keyof TAccountProfile>;

/** The e-mail switches of a profile row. */
export function notificationsOf(profile: TAccountProfile): TNotificationPreferences {
  return {
    signerSigned: profile.notifySignerSigned,
    allSigned: profile.notifyAllSigned,
    rejected: profile.notifyRejected,
    expired: profile.notifyExpired,
    identification: profile.notifyIdentification,
  };
}

/** Who decides a profile's identifications under review. */
export function identificationReviewOf(
  profile: TAccountProfile | undefined,
): TIdentificationReviewSettings {
  if (!profile) return IDENTIFICATION_REVIEW_DEFAULTS;
  return { by: profile.reviewBy, fourEyes: profile.reviewFourEyes };
}

/** The columns to set for some of the review settings (those given). */
export function identificationReviewColumns(
  settings: Partial<TIdentificationReviewSettings>,
): Partial<TAccountProfile> {
  return {
    ...(settings.by === undefined ? {} : { reviewBy: settings.by }),
    ...(settings.fourEyes === undefined ? {} : { reviewFourEyes: settings.fourEyes }),
  };
}

/** The review settings of an account (the defaults for one without a profile row). */
export async function findIdentificationReviewSettings(
  db: TDbOrTx,
  { userId }: { userId: string },
): Promise<TIdentificationReviewSettings> {
  const [row] = await db
    .select({ by: accountProfiles.reviewBy, fourEyes: accountProfiles.reviewFourEyes })
    .from(accountProfiles)
    .where(eq(accountProfiles.userId, userId))
    .limit(1);
  return row ?? IDENTIFICATION_REVIEW_DEFAULTS;
}

/** The columns to set for some of the switches (those given). */
export function notificationColumns(
  notifications: Partial<TNotificationPreferences>,
): Partial<TAccountProfile> {
  return Object.fromEntries(
    Object.entries(notifications).map(([kind, on]) => [
      NOTIFY_COLUMNS[kind as TNotificationKind],
      on,
    ]),
  );
}

/**
 * Creates the user's profile row when it does not exist yet (safe to call again): its
 * first and last name from `name` (the name given at sign-up), and the language its
 * e-mails are written in when known. An existing row is left as it is.
 */
export async function ensureProfile(
  db: TDbOrTx,
  {
    userId,
    name,
    language,
  }: { userId: string; name?: string | null | undefined; language?: TAccountLanguage | undefined },
): Promise<void> {
  await db
    .insert(accountProfiles)
    .values({ userId, ...splitFullName(name), ...(language ? { language } : {}) })
    .onConflictDoNothing();
}

/**
 * Where and how to tell an account about its signature requests: its e-mail, the name to
 * greet (first and last name together), the language and whether it wants e-mails of `kind`. Undefined: no such account.
 */
export async function findNotifiedAccount(
  db: TDbOrTx,
  { userId, kind }: { userId: string; kind: TNotificationKind },
): Promise<
  { email: string; name: string; language: TAccountLanguage; wanted: boolean } | undefined
> {
  const [row] = await db
    .select({
      email: authUsers.email,
      userName: authUsers.name,
      firstname: accountProfiles.firstname,
      lastname: accountProfiles.lastname,
      language: accountProfiles.language,
      wanted: accountProfiles[NOTIFY_COLUMNS[kind]],
    })
    .from(authUsers)
    .innerJoin(accountProfiles, eq(accountProfiles.userId, authUsers.id))
    .where(eq(authUsers.id, userId))
    .limit(1);
  if (!row) return undefined;
  const { email, language, wanted } = row;
  // The whole name as given: a company's name split at sign-up ("Talleres" + "Ruiz S.L.")
  // is greeted whole, never by its first word.
  const name = [row.firstname, row.lastname].filter(Boolean).join(' ') || row.userName;
  return { email, name, language, wanted };
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

/**
 * The account with its profile (null when it has none yet), or undefined when there is no
 * such account.
 */
export async function findUserWithProfile(
  db: TDbOrTx,
  { userId }: { userId: string },
): Promise<{ user: TUserRow; profile: TAccountProfile | null } | undefined> {
  const [row] = await db
    .select({ user: authUsers, profile: accountProfiles })
    .from(authUsers)
    .leftJoin(accountProfiles, eq(accountProfiles.userId, authUsers.id))
    .where(eq(authUsers.id, userId))
    .limit(1);
  return row;
}

/** A successful login updates lastloginDate. */
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

/**
 * The browser session `sessionId` of user `userId` while it has not expired and its user
 * exists: its expiry; undefined otherwise. One primary-key lookup joined to the user.
 */
export async function findLiveSession(
  db: TDbOrTx,
  { sessionId, userId }: { sessionId: string; userId: string },
): Promise<{ expiresAt: Date } | undefined> {
  const [session] = await db
    .select({ expiresAt: authSessions.expiresAt })
    .from(authSessions)
    .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.userId, userId),
        gt(authSessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return session;
}

/** How the user signs in (password, Google…), without secrets (for the data export). */
export function listSignInMethodsOf(db: TDbOrTx, { userId }: { userId: string }) {
  return db
    .select({ providerId: authAccounts.providerId, createdAt: authAccounts.createdAt })
    .from(authAccounts)
    .where(eq(authAccounts.userId, userId));
}
