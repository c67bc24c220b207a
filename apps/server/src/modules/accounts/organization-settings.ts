import type {
  TMyOrganizations,
  TOrganization,
  TOrganizationUpdate,
} from '@confirma/contracts/organizations';
import { asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { authMembers, authOrganizations } from './accounts-schema.ts';
import { recordOrganizationEvent } from './organization-events.ts';
import type { TMembership } from './organization-membership.ts';

/** The organisation the member acts for, its settings and what their role lets them do. */
export async function readOrganization(db: TDbOrTx, member: TMembership): Promise<TOrganization> {
  const [row] = await db
    .select()
    .from(authOrganizations)
    .where(eq(authOrganizations.id, member.organizationId));
  if (!row) throw new AppError('NOT_FOUND', 'No such organisation');
  return {
    id: row.id,
    name: row.name,
    personal: row.personal,
    requireSecondFactor: row.requireSecondFactor,
    sendersSeeAll: row.sendersSeeAll,
    role: member.role,
    permissions: [...member.permissions],
  };
}

/** Renames the organisation or changes its settings, with the audit entry of what changed. */
export async function updateOrganization(
  db: TDbOrTx,
  member: TMembership,
  update: TOrganizationUpdate,
): Promise<TOrganization> {
  if (update.requireSecondFactor && !member.secondFactorOn) {
    // Whoever turns the rule on must meet it, or they would lock themselves out.
    throw new AppError(
      'ORGANIZATION_SECOND_FACTOR_REQUIRED',
      'Turn on your own two-step verification before requiring it of the members',
    );
  }
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(authOrganizations)
      .where(eq(authOrganizations.id, member.organizationId))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', 'No such organisation');
    const changed = Object.fromEntries(
      Object.entries(update).filter(
        ([key, value]) => value !== undefined && before[key as keyof typeof before] !== value,
      ),
    );
    if (Object.keys(changed).length === 0) return;
    await tx
      .update(authOrganizations)
      .set(changed)
      .where(eq(authOrganizations.id, member.organizationId));
    await recordOrganizationEvent(tx, {
      organizationId: member.organizationId,
      actorUserId: member.userId,
      action: 'organization.updated',
      data: changed,
    });
  });
  return readOrganization(db, member);
}

/** The user's organisations, their own first, with their role and which one is active. */
export async function listMyOrganizations(
  db: TDbOrTx,
  { userId, activeId }: { userId: string; activeId: string },
): Promise<TMyOrganizations> {
  const rows = await db
    .select({ organization: authOrganizations, role: authMembers.role })
    .from(authMembers)
    .innerJoin(authOrganizations, eq(authOrganizations.id, authMembers.organizationId))
    .where(eq(authMembers.userId, userId))
    .orderBy(asc(authMembers.createdAt), asc(authOrganizations.name));
  return {
    organizations: rows.map(({ organization, role }) => ({
      id: organization.id,
      name: organization.name,
      personal: organization.personal,
      role,
      active: organization.id === activeId,
    })),
  };
}
