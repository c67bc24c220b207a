import { sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { memberCreditLimit } from '../accounts/index.ts';

/**
 * What each member of the organisation spent this calendar month (UTC): their spends and
 * reservations, less what was given back for the same work. By member's user id.
 */
export async function memberSpentThisMonth(
  db: TDbOrTx,
  { organizationId, userId }: { organizationId: string; userId?: string | undefined },
): Promise<Map<string, number>> {
  const result = (await db.execute(sql`
    select taken.member_user_id as "userId",
      sum(-taken.amount) - coalesce(sum(back.amount), 0) as "spent"
    from credit_ledger taken
    left join lateral (
      select sum(given.amount) as amount from credit_ledger given
      where given.organization_id = taken.organization_id
        and given.reference = taken.reference
        and given.kind in ('refund', 'release')
    ) back on true
    where taken.organization_id = ${organizationId}
      and taken.member_user_id is not null
      and (${userId ?? null}::text is null or taken.member_user_id = ${userId ?? null})
      and taken.kind in ('spend', 'reserve')
      and taken.created_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'
    group by taken.member_user_id`)) as unknown as {
    rows: { userId: string; spent: string | number }[];
  };
  return new Map(result.rows.map(({ userId, spent }) => [userId, Math.max(0, Number(spent))]));
}

/**
 * 403 MEMBER_CREDIT_LIMIT when taking `amount` would carry the member past their monthly
 * limit. Exact only in a transaction holding the organisation's balance row (every debit of
 * the organisation takes it): its callers lock that row first.
 */
export async function assertWithinMemberLimit(
  tx: TTx,
  {
    organizationId,
    memberUserId,
    amount,
  }: { organizationId: string; memberUserId: string | null | undefined; amount: number },
): Promise<void> {
  if (!memberUserId) return;
  const limit = await memberCreditLimit(tx, { userId: memberUserId, organizationId });
  if (limit === null) return;
  const spent =
    (await memberSpentThisMonth(tx, { organizationId, userId: memberUserId })).get(memberUserId) ??
    0;
  if (spent + amount > limit) {
    throw new AppError(
      'MEMBER_CREDIT_LIMIT',
      `Your monthly limit in this organisation is ${limit} credits; ${spent} are spent`,
    );
  }
}

/** Whether the member has a monthly limit (their debits then take the checked path). */
export async function hasMemberLimit(
  db: TDbOrTx,
  {
    organizationId,
    memberUserId,
  }: { organizationId: string; memberUserId: string | null | undefined },
): Promise<boolean> {
  if (!memberUserId) return false;
  return (await memberCreditLimit(db, { userId: memberUserId, organizationId })) !== null;
}
