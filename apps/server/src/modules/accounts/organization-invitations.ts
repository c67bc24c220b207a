import { randomBytes } from 'node:crypto';
import type {
  TAssignableRole,
  TInvitation,
  TInvitationView,
} from '@confirma/contracts/organizations';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import type { TPlatform } from '../../platform/platform.ts';
import type { TMailLanguage } from './account-mails.ts';
import { authInvitations, authMembers, authOrganizations, authUsers } from './accounts-schema.ts';
import { INVITATION_SECONDS } from './auth.ts';
import { recordOrganizationEvent } from './organization-events.ts';
import { organizationInvitationMail } from './organization-mails.ts';

type TInvitationRow = typeof authInvitations.$inferSelect;

/** What a member acting on their organisation's invitations is. */
export interface TInviter {
  organizationId: string;
  userId: string;
}

const statusOf = (row: Pick<TInvitationRow, 'status' | 'expiresAt'>) =>
  row.status === 'pending' && row.expiresAt.getTime() <= Date.now() ? 'expired' : row.status;

/**
 * Invites an address to the organisation with a role (never owner: ownership moves by a
 * transfer) and e-mails the link, in one transaction with the audit entry. An address
 * already a member is 409 ALREADY_A_MEMBER; one with a pending invitation 409
 * INVITATION_PENDING (resend it instead), also when two invitations race (the unique index
 * of pending invitations decides).
 */
export async function inviteMember(
  platform: TPlatform,
  inviter: TInviter,
  { email, role, language }: { email: string; role: TAssignableRole; language: TMailLanguage },
): Promise<TInvitation> {
  const db = platform.database.db;
  try {
    return await db.transaction(async (tx) => {
      const [member] = await tx
        .select({ id: authMembers.id })
        .from(authMembers)
        .innerJoin(authUsers, eq(authUsers.id, authMembers.userId))
        .where(
          and(
            eq(authMembers.organizationId, inviter.organizationId),
            eq(sql`lower(${authUsers.email})`, email),
          ),
        )
        .limit(1);
      if (member) throw new AppError('ALREADY_A_MEMBER', 'This address is already a member');
      // A pending invitation past its expiry is closed, so that the address can be invited again.
      await tx
        .update(authInvitations)
        .set({ status: 'canceled' })
        .where(
          and(
            eq(authInvitations.organizationId, inviter.organizationId),
            eq(sql`lower(${authInvitations.email})`, email),
            eq(authInvitations.status, 'pending'),
            sql`${authInvitations.expiresAt} <= now()`,
          ),
        );
      const [row] = await tx
        .insert(authInvitations)
        .values({
          id: randomBytes(16).toString('hex'),
          organizationId: inviter.organizationId,
          email,
          role,
          status: 'pending',
          expiresAt: new Date(Date.now() + INVITATION_SECONDS * 1000),
          inviterId: inviter.userId,
        })
        .returning();
      if (!row) throw new Error('invitation insert returned no row');
      await recordOrganizationEvent(tx, {
        organizationId: inviter.organizationId,
        actorUserId: inviter.userId,
        action: 'member.invited',
        target: email,
        data: { role, invitationId: row.id },
      });
      return mailInvitation(platform, tx, row, language);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError('INVITATION_PENDING', 'This address has a pending invitation: resend it');
  }
}

/** Queues the invitation's e-mail and answers the invitation as its list shows it. */
async function mailInvitation(
  platform: TPlatform,
  tx: TTx,
  row: TInvitationRow,
  language: TMailLanguage,
): Promise<TInvitation> {
  const [context] = await tx
    .select({ organizationName: authOrganizations.name, inviterName: authUsers.name })
    .from(authOrganizations)
    .innerJoin(authUsers, eq(authUsers.id, row.inviterId))
    .where(eq(authOrganizations.id, row.organizationId));
  if (!context) throw new Error(`invitation ${row.id} lost its organisation`);
  const link = `${platform.config.PUBLIC_URL}/#/invitation/${row.id}`;
  const mail = organizationInvitationMail(language, {
    ...context,
    role: row.role,
    link,
    expiresAt: row.expiresAt,
  });
  await platform.queueMail(tx, { to: row.email, language, ...mail });
  return toInvitation(row, context.inviterName);
}

function toInvitation(row: TInvitationRow, inviterName: string): TInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: statusOf(row),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    inviterName,
  };
}

/** The organisation's invitations, newest first (the last 200). */
export async function listInvitations(
  db: TDbOrTx,
  { organizationId }: { organizationId: string },
): Promise<TInvitation[]> {
  const rows = await db
    .select({ invitation: authInvitations, inviterName: authUsers.name })
    .from(authInvitations)
    .innerJoin(authUsers, eq(authUsers.id, authInvitations.inviterId))
    .where(eq(authInvitations.organizationId, organizationId))
    .orderBy(desc(authInvitations.createdAt))
    .limit(200);
  return rows.map(({ invitation, inviterName }) => toInvitation(invitation, inviterName));
}

/**
 * Sends a pending invitation's e-mail again, with a fresh expiry (an expired one is
 * renewed too); anything else is 409 INVITATION_CLOSED. Another organisation's id: 404.
 */
export async function resendInvitation(
  platform: TPlatform,
  inviter: TInviter,
  { invitationId, language }: { invitationId: string; language: TMailLanguage },
): Promise<TInvitation> {
  return platform.database.db.transaction(async (tx) => {
    const row = await changePending(tx, inviter, invitationId, {
      set: { expiresAt: new Date(Date.now() + INVITATION_SECONDS * 1000) },
      action: 'invitation.resent',
    });
    return mailInvitation(platform, tx, row, language);
  });
}

/** Cancels a pending invitation: its link stops working. 409 INVITATION_CLOSED otherwise. */
export async function cancelInvitation(
  db: TDbOrTx,
  inviter: TInviter,
  { invitationId }: { invitationId: string },
): Promise<void> {
  await db.transaction((tx) =>
    changePending(tx, inviter, invitationId, {
      set: { status: 'canceled' },
      action: 'invitation.canceled',
    }),
  );
}

/** Changes one of the organisation's pending invitations, with its audit entry. */
async function changePending(
  tx: TTx,
  inviter: TInviter,
  invitationId: string,
  {
    set,
    action,
  }: {
    set: Partial<Pick<TInvitationRow, 'expiresAt' | 'status'>>;
    action: 'invitation.resent' | 'invitation.canceled';
  },
): Promise<TInvitationRow> {
  const [row] = await tx
    .update(authInvitations)
    .set(set)
    .where(
      and(
        eq(authInvitations.id, invitationId),
        eq(authInvitations.organizationId, inviter.organizationId),
        eq(authInvitations.status, 'pending'),
      ),
    )
    .returning();
  if (!row) throw await closedOrMissing(tx, inviter.organizationId, invitationId);
  await recordOrganizationEvent(tx, {
    organizationId: inviter.organizationId,
    actorUserId: inviter.userId,
    action,
    target: row.email,
    data: { invitationId },
  });
  return row;
}

async function closedOrMissing(tx: TTx, organizationId: string, invitationId: string) {
  const [row] = await tx
    .select({ id: authInvitations.id })
    .from(authInvitations)
    .where(
      and(eq(authInvitations.id, invitationId), eq(authInvitations.organizationId, organizationId)),
    );
  return row
    ? new AppError('INVITATION_CLOSED', 'This invitation was already accepted, refused or canceled')
    : new AppError('NOT_FOUND', 'No such invitation');
}

/** The invitation as its link shows it to the person invited (404 for an unknown id). */
export async function readInvitation(
  db: TDbOrTx,
  { invitationId }: { invitationId: string },
): Promise<TInvitationView> {
  const [row] = await db
    .select({
      invitation: authInvitations,
      organizationName: authOrganizations.name,
      inviterName: authUsers.name,
    })
    .from(authInvitations)
    .innerJoin(authOrganizations, eq(authOrganizations.id, authInvitations.organizationId))
    .innerJoin(authUsers, eq(authUsers.id, authInvitations.inviterId))
    .where(eq(authInvitations.id, invitationId));
  if (!row) throw new AppError('NOT_FOUND', 'No such invitation');
  const { invitation } = row;
  return {
    id: invitation.id,
    organizationName: row.organizationName,
    inviterName: row.inviterName,
    email: invitation.email,
    role: invitation.role,
    status: statusOf(invitation),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * The signed-in person accepts an invitation sent to their own (verified) address: they
 * become a member with its role, in one transaction with the invitation's close and the
 * audit entry. 403 INVITATION_OTHER_ADDRESS for another address, 410 INVITATION_EXPIRED,
 * 409 INVITATION_CLOSED; already a member: 409 ALREADY_A_MEMBER. Answers the organisation.
 */
export async function acceptInvitation(
  db: TDbOrTx,
  { userId, email, invitationId }: { userId: string; email: string; invitationId: string },
): Promise<{ organizationId: string }> {
  return db.transaction(async (tx) => {
    const row = await openInvitationFor(tx, { email, invitationId });
    const [joined] = await tx
      .insert(authMembers)
      .values({
        id: randomBytes(16).toString('hex'),
        organizationId: row.organizationId,
        userId,
        role: row.role,
      })
      .onConflictDoNothing()
      .returning({ id: authMembers.id });
    if (!joined) throw new AppError('ALREADY_A_MEMBER', 'You are already a member');
    await tx
      .update(authInvitations)
      .set({ status: 'accepted' })
      .where(eq(authInvitations.id, invitationId));
    await recordOrganizationEvent(tx, {
      organizationId: row.organizationId,
      actorUserId: userId,
      action: 'member.joined',
      target: row.email,
      data: { role: row.role, invitationId, invitedBy: row.inviterId },
    });
    return { organizationId: row.organizationId };
  });
}

/** The person invited turns the invitation down: it closes, nobody joins. */
export async function rejectInvitation(
  db: TDbOrTx,
  { email, invitationId }: { email: string; invitationId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await openInvitationFor(tx, { email, invitationId });
    await tx
      .update(authInvitations)
      .set({ status: 'rejected' })
      .where(eq(authInvitations.id, invitationId));
  });
}

/** The pending, unexpired invitation sent to `email`, locked for the transaction; else why not. */
async function openInvitationFor(
  tx: TTx,
  { email, invitationId }: { email: string; invitationId: string },
): Promise<TInvitationRow> {
  const [row] = await tx
    .select()
    .from(authInvitations)
    .where(eq(authInvitations.id, invitationId))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'No such invitation');
  if (row.email.toLowerCase() !== email.toLowerCase()) {
    throw new AppError('INVITATION_OTHER_ADDRESS', 'This invitation was sent to another address');
  }
  if (row.status !== 'pending') {
    throw new AppError(
      'INVITATION_CLOSED',
      'This invitation was already accepted, refused or canceled',
    );
  }
  if (!(row.expiresAt.getTime() > Date.now())) {
    throw new AppError('INVITATION_EXPIRED', 'This invitation has expired: ask for a new one');
  }
  return row;
}

/** Pending invitations to this address, for the person's own list (not expired). */
export async function pendingInvitationsTo(
  db: TDbOrTx,
  { email }: { email: string },
): Promise<TInvitationView[]> {
  const rows = await db
    .select({
      invitation: authInvitations,
      organizationName: authOrganizations.name,
      inviterName: authUsers.name,
    })
    .from(authInvitations)
    .innerJoin(authOrganizations, eq(authOrganizations.id, authInvitations.organizationId))
    .innerJoin(authUsers, eq(authUsers.id, authInvitations.inviterId))
    .where(
      and(
        eq(sql`lower(${authInvitations.email})`, email.toLowerCase()),
        eq(authInvitations.status, 'pending'),
        gt(authInvitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(authInvitations.createdAt));
  return rows.map(({ invitation, organizationName, inviterName }) => ({
    id: invitation.id,
    organizationName,
    inviterName,
    email: invitation.email,
    role: invitation.role,
    status: statusOf(invitation),
    expiresAt: invitation.expiresAt.toISOString(),
  }));
}
