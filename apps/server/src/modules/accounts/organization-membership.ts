import {
  ROLE_PERMISSIONS,
  type TOrganizationRole,
  type TPermission,
} from '@confirma/contracts/organizations';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserWithProfile, type TAccountProfile } from './accounts-queries.ts';
import { authMembers, authOrganizations, authSessions, authUsers } from './accounts-schema.ts';
import type { TUserRow } from './search-accounts.ts';
import { sessionHasSecondFactor } from './signed-in-with.ts';

/**
 * A user acting for an organisation: which one, with what role and so what permissions.
 * `seesOnlyOwn`: a sender of an organisation that shows senders only their own operations.
 */
export interface TMembership {
  userId: string;
  organizationId: string;
  role: TOrganizationRole;
  permissions: readonly TPermission[];
  seesOnlyOwn: boolean;
  /** The organisation asks its members for a second factor at sign-in. */
  requireSecondFactor: boolean;
  /** The person has two-step verification on (a password alone no longer signs them in). */
  secondFactorOn: boolean;
}

/**
 * The user's membership of the organisation, or 403 NOT_A_MEMBER (a member removed since the
 * session chose it, or a key of one); 401 UNAUTHORIZED when the user is gone. One indexed lookup per request: a removal or a role
 * change holds from the member's next call.
 */
export async function findMembership(
  db: TDbOrTx,
  { userId, organizationId }: { userId: string; organizationId: string },
): Promise<TMembership> {
  const [row] = await db
    .select({
      role: authMembers.role,
      sendersSeeAll: authOrganizations.sendersSeeAll,
      requireSecondFactor: authOrganizations.requireSecondFactor,
      secondFactorOn: authUsers.twoFactorEnabled,
    })
    .from(authMembers)
    .innerJoin(authOrganizations, eq(authOrganizations.id, authMembers.organizationId))
    .innerJoin(authUsers, eq(authUsers.id, authMembers.userId))
    .where(and(eq(authMembers.userId, userId), eq(authMembers.organizationId, organizationId)))
    .limit(1);
  if (!row) {
    // An erased account (a token another process still vouched for) is no account at all.
    const [user] = await db
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(eq(authUsers.id, userId))
      .limit(1);
    if (!user) throw new AppError('UNAUTHORIZED', 'The account no longer exists');
    throw new AppError('NOT_A_MEMBER', 'You are not a member of this organisation');
  }
  return {
    userId,
    organizationId,
    role: row.role,
    permissions: ROLE_PERMISSIONS[row.role],
    seesOnlyOwn: row.role === 'sender' && !row.sendersSeeAll,
    requireSecondFactor: row.requireSecondFactor,
    secondFactorOn: row.secondFactorOn,
  };
}

/**
 * 403 ORGANIZATION_SECOND_FACTOR_REQUIRED when the organisation requires a second factor of
 * its members and this person has none: two-step verification off, and a session not opened
 * with a passkey (`session`: how it signed in). Checked for what a person does through a
 * session (the cookie, or a token issued to it); an API key was created by a member who
 * passed it.
 */
export function assertSecondFactorIfRequired(
  membership: TMembership,
  session: { signedInWith?: string | null } = {},
): void {
  if (
    membership.requireSecondFactor &&
    !membership.secondFactorOn &&
    !sessionHasSecondFactor(session)
  ) {
    throw new AppError(
      'ORGANIZATION_SECOND_FACTOR_REQUIRED',
      'This organisation requires two-step verification of its members',
    );
  }
}

/**
 * The user's own organisation, created with them: its id is theirs, they are its owner and
 * it holds their credits and work. Safe to call again.
 */
export async function ensurePersonalOrganization(
  db: TDbOrTx,
  { userId, name }: { userId: string; name?: string | null | undefined },
): Promise<void> {
  await db
    .insert(authOrganizations)
    .values({ id: userId, name: name?.trim() || userId, slug: userId, personal: true })
    .onConflictDoNothing();
  await db
    .insert(authMembers)
    .values({ id: userId, organizationId: userId, userId, role: 'owner' })
    .onConflictDoNothing();
}

/**
 * Holds the organisation's row until the transaction ends (FOR KEY SHARE, the lock a
 * foreign key to it takes anyway), so it is not erased while rows pointing to it are
 * written. UNAUTHORIZED when it is gone already: a token whose liveness another process
 * vouched for a moment before the erasure creates nothing.
 */
export async function lockOrganization(tx: TTx, organizationId: string): Promise<void> {
  const [organization] = await tx
    .select({ id: authOrganizations.id })
    .from(authOrganizations)
    .where(eq(authOrganizations.id, organizationId))
    .for('key share');
  if (!organization) throw new AppError('UNAUTHORIZED', 'The account no longer exists');
}

/**
 * Whom the organisation's own e-mails go to (a payment's instructions, a webhook turned
 * off, an invoice): its first owner, with their profile; undefined when it has none left.
 */
export async function findOrganizationContact(
  db: TDbOrTx,
  { organizationId }: { organizationId: string },
): Promise<{ user: TUserRow; profile: TAccountProfile | null } | undefined> {
  const [owner] = await db
    .select({ userId: authMembers.userId })
    .from(authMembers)
    .where(and(eq(authMembers.organizationId, organizationId), eq(authMembers.role, 'owner')))
    .orderBy(asc(authMembers.createdAt), asc(authMembers.id))
    .limit(1);
  return owner ? findUserWithProfile(db, { userId: owner.userId }) : undefined;
}

/**
 * Before a user is erased: the organisations they are the only member of go with them (their
 * work, credits and keys, as the account's did), and an organisation they are the last
 * owner of, with other members, stops it: 409 LAST_OWNER (ownership is transferred first).
 */
export async function releaseOrganizationsOf(tx: TTx, { userId }: { userId: string }) {
  const memberships = await tx
    .select({ organizationId: authMembers.organizationId, role: authMembers.role })
    .from(authMembers)
    .where(eq(authMembers.userId, userId));
  for (const { organizationId, role } of memberships) {
    const others = await tx
      .select({ role: authMembers.role })
      .from(authMembers)
      .where(and(eq(authMembers.organizationId, organizationId), ne(authMembers.userId, userId)));
    if (others.length === 0) {
      await tx.delete(authOrganizations).where(eq(authOrganizations.id, organizationId));
    } else if (role === 'owner' && !others.some((other) => other.role === 'owner')) {
      throw new AppError(
        'LAST_OWNER',
        'You are the last owner of an organisation with other members: transfer ownership first',
      );
    }
  }
}

/** Whether the user is a member of the organisation (any role). */
export async function isMemberOf(
  db: TDbOrTx,
  { userId, organizationId }: { userId: string; organizationId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: authMembers.id })
    .from(authMembers)
    .where(and(eq(authMembers.userId, userId), eq(authMembers.organizationId, organizationId)))
    .limit(1);
  return row !== undefined;
}

/** Remembers that the user chose to act for the organisation: their next sign-in starts there. */
export async function rememberActiveOrganization(
  db: TDbOrTx,
  { userId, organizationId }: { userId: string; organizationId: string },
): Promise<void> {
  await db
    .update(authMembers)
    .set({ lastActiveAt: new Date() })
    .where(and(eq(authMembers.userId, userId), eq(authMembers.organizationId, organizationId)));
}

/** The member's monthly credit limit in the organisation; null: none (or not a member). */
export async function memberCreditLimit(
  db: TDbOrTx,
  { userId, organizationId }: { userId: string; organizationId: string },
): Promise<number | null> {
  const [row] = await db
    .select({ limit: authMembers.monthlyCreditLimit })
    .from(authMembers)
    .where(and(eq(authMembers.userId, userId), eq(authMembers.organizationId, organizationId)))
    .limit(1);
  return row?.limit ?? null;
}

/** How a session signed in (for a token issued to it); null when unknown or gone. */
export async function sessionSignedInWith(
  db: TDbOrTx,
  { sessionId }: { sessionId: string },
): Promise<string | null> {
  const [row] = await db
    .select({ signedInWith: authSessions.signedInWith })
    .from(authSessions)
    .where(eq(authSessions.id, sessionId))
    .limit(1);
  return row?.signedInWith ?? null;
}

/** assertSecondFactorIfRequired for a token issued to the browser session `sessionId`. */
export async function assertTokenSecondFactor(
  db: TDbOrTx,
  membership: TMembership,
  sessionId: string | undefined,
): Promise<void> {
  if (!membership.requireSecondFactor || membership.secondFactorOn) return;
  const signedInWith = sessionId ? await sessionSignedInWith(db, { sessionId }) : null;
  assertSecondFactorIfRequired(membership, { signedInWith });
}
