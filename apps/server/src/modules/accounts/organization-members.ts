import {
  roleMay,
  type TAssignableRole,
  type TMember,
  type TMemberUpdate,
  type TOrganizationRole,
} from '@confirma/contracts/organizations';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../platform/db/client.ts';
import { isCheckViolation } from '../../platform/db/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import { authMembers, authSessions, authUsers } from './accounts-schema.ts';
import { recordOrganizationEvent } from './organization-events.ts';
import type { TMembership } from './organization-membership.ts';

type TMemberRow = typeof authMembers.$inferSelect;

/**
 * What the organisation's membership changes need of other modules: what each member spent
 * this month (credits), and revoking a member's keys in the change's transaction (tokens).
 */
export interface TMemberPorts {
  spentThisMonth(db: TDbOrTx, scope: { organizationId: string }): Promise<Map<string, number>>;
  revokeKeysOf(tx: TTx, member: { organizationId: string; userId: string }): Promise<number>;
}

/** The organisation's members, owners first, then by when they joined. */
export async function listMembers(
  db: TDbOrTx,
  ports: Pick<TMemberPorts, 'spentThisMonth'>,
  { organizationId }: { organizationId: string },
): Promise<TMember[]> {
  const rows = await db
    .select({ member: authMembers, user: authUsers })
    .from(authMembers)
    .innerJoin(authUsers, eq(authUsers.id, authMembers.userId))
    .where(eq(authMembers.organizationId, organizationId))
    .orderBy(sql`${authMembers.role} <> 'owner'`, asc(authMembers.createdAt), asc(authMembers.id));
  const spent = await ports.spentThisMonth(db, { organizationId });
  return rows.map(({ member, user }) => ({
    id: member.id,
    userId: member.userId,
    name: user.name,
    email: user.email,
    role: member.role,
    monthlyCreditLimit: member.monthlyCreditLimit,
    spentThisMonth: spent.get(member.userId) ?? 0,
    twoFactorEnabled: user.twoFactorEnabled,
    joinedAt: member.createdAt.toISOString(),
  }));
}

/** The member `memberId` of the actor's organisation, locked; 404 for anyone else's. */
async function lockMember(tx: TTx, organizationId: string, memberId: string): Promise<TMemberRow> {
  const [row] = await tx
    .select()
    .from(authMembers)
    .where(and(eq(authMembers.id, memberId), eq(authMembers.organizationId, organizationId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'No such member');
  return row;
}

/** Only an owner acts on an owner (their role, their membership). */
function assertMayActOn(actor: TMembership, target: TMemberRow) {
  if (target.role === 'owner' && !roleMay(actor.role, 'own')) {
    throw new AppError('ROLE_FORBIDDEN', 'Only an owner may change or remove an owner');
  }
}

/**
 * A database refusal of a change that would leave the organisation without an owner (the
 * trigger of migration 0040, which serialises owners' changes on the organisation's row):
 * 409 LAST_OWNER. Anything else is rethrown.
 */
export function lastOwnerError(error: unknown): unknown {
  return isCheckViolation(error, 'auth_members_owner_check')
    ? new AppError(
        'LAST_OWNER',
        'An organisation keeps at least one owner: transfer ownership first',
      )
    : error;
}

/**
 * Changes a member's role (never to owner: a transfer does that) or monthly credit limit,
 * with the audit entry, in one transaction that holds the member's row: two admins changing
 * the same member apply one after the other. Demoting the last owner is 409 LAST_OWNER.
 */
export async function updateMember(
  db: TDbOrTx,
  ports: Pick<TMemberPorts, 'spentThisMonth'>,
  actor: TMembership,
  { memberId, update }: { memberId: string; update: TMemberUpdate },
): Promise<TMember> {
  try {
    await db.transaction(async (tx) => {
      const target = await lockMember(tx, actor.organizationId, memberId);
      assertMayActOn(actor, target);
      const role: TAssignableRole | TOrganizationRole = update.role ?? target.role;
      const limit =
        update.monthlyCreditLimit === undefined
          ? target.monthlyCreditLimit
          : update.monthlyCreditLimit;
      await tx
        .update(authMembers)
        .set({ role, monthlyCreditLimit: limit })
        .where(eq(authMembers.id, memberId));
      if (role !== target.role) {
        await recordOrganizationEvent(tx, {
          organizationId: actor.organizationId,
          actorUserId: actor.userId,
          action: 'member.role_changed',
          target: target.userId,
          data: { from: target.role, to: role },
        });
      }
      if (limit !== target.monthlyCreditLimit) {
        await recordOrganizationEvent(tx, {
          organizationId: actor.organizationId,
          actorUserId: actor.userId,
          action: 'member.limit_changed',
          target: target.userId,
          data: { from: target.monthlyCreditLimit, to: limit },
        });
      }
    });
  } catch (error) {
    throw lastOwnerError(error);
  }
  const members = await listMembers(db, ports, { organizationId: actor.organizationId });
  const changed = members.find((member) => member.id === memberId);
  if (!changed) throw new AppError('NOT_FOUND', 'No such member');
  return changed;
}

/**
 * Ends a membership (removed by an admin, or the member leaving): the member's API keys for
 * the organisation are revoked and their sessions stop acting for it, in the transaction;
 * their operations stay the organisation's. The last owner cannot go: 409 LAST_OWNER.
 * Answers the member's user id (whose cached tokens to forget).
 */
export async function endMembership(
  db: TDbOrTx,
  ports: Pick<TMemberPorts, 'revokeKeysOf'>,
  actor: TMembership,
  { memberId }: { memberId: string },
): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const target = await lockMember(tx, actor.organizationId, memberId);
      const leaving = target.userId === actor.userId;
      if (!leaving) assertMayActOn(actor, target);
      await tx.delete(authMembers).where(eq(authMembers.id, memberId));
      const revokedKeys = await ports.revokeKeysOf(tx, {
        organizationId: actor.organizationId,
        userId: target.userId,
      });
      await tx
        .update(authSessions)
        .set({ activeOrganizationId: null })
        .where(
          and(
            eq(authSessions.userId, target.userId),
            eq(authSessions.activeOrganizationId, actor.organizationId),
          ),
        );
      await recordOrganizationEvent(tx, {
        organizationId: actor.organizationId,
        actorUserId: actor.userId,
        action: leaving ? 'member.left' : 'member.removed',
        target: target.userId,
        data: { role: target.role, revokedKeys },
      });
      return target.userId;
    });
  } catch (error) {
    throw lastOwnerError(error);
  }
}

/**
 * The owner hands ownership to another member: that member becomes owner and the caller
 * admin, in one transaction with the audit entry.
 */
export async function transferOwnership(
  db: TDbOrTx,
  actor: TMembership,
  { memberId }: { memberId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await lockMember(tx, actor.organizationId, memberId);
    if (target.userId === actor.userId) {
      throw new AppError('VALIDATION_FAILED', 'Choose another member', [
        { path: 'body.memberId', message: 'validation.notYourself' },
      ]);
    }
    await tx.update(authMembers).set({ role: 'owner' }).where(eq(authMembers.id, memberId));
    await tx
      .update(authMembers)
      .set({ role: 'admin' })
      .where(
        and(
          eq(authMembers.organizationId, actor.organizationId),
          eq(authMembers.userId, actor.userId),
        ),
      );
    await recordOrganizationEvent(tx, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      action: 'ownership.transferred',
      target: target.userId,
      data: { previousRole: target.role },
    });
  });
}

/** The member leaves the organisation they act for: endMembership of their own row. */
export async function leaveOrganization(
  db: TDbOrTx,
  ports: Pick<TMemberPorts, 'revokeKeysOf'>,
  actor: TMembership,
): Promise<void> {
  const [own] = await db
    .select({ id: authMembers.id })
    .from(authMembers)
    .where(
      and(
        eq(authMembers.organizationId, actor.organizationId),
        eq(authMembers.userId, actor.userId),
      ),
    );
  if (own) await endMembership(db, ports, actor, { memberId: own.id });
}
