import { and, eq, gte, sql } from 'drizzle-orm';
import type { TTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { creditBalances } from './credits-schema.ts';
import {
  appendLedgerEntry,
  assertPositiveCredits,
  findExistingEntry,
  lockCreditBalance,
  replayOf,
  type TCreditChange,
  type TCreditLedgerRow,
  toCredits,
  toLedgerEntry,
} from './ledger-protocol.ts';
import { assertWithinMemberLimit } from './member-spending.ts';

/**
 * The guarded debit of a spend or a reservation, in `tx`: the balance row locked (every
 * writer of the user's credits waits until commit), an earlier entry of the same kind and
 * reference answered as a replay, ACCOUNT_IN_DEBT while the account owes credits, then one
 * update that lowers current and raises used only where `current >= amount` (and the check
 * constraint credit_balances_current_check behind it): INSUFFICIENT_CREDITS, nothing
 * written, when it does not cover `amount`; last the ledger row of −amount.
 */
export async function debitBalance(
  tx: TTx,
  params: {
    organizationId: string;
    memberUserId?: string | null | undefined;
    amount: number;
    kind: Extract<TCreditLedgerRow['kind'], 'spend' | 'reserve'>;
    reason: string;
    reference?: string | undefined;
  },
): Promise<TCreditChange> {
  const { organizationId, memberUserId, amount, kind, reason, reference } = params;
  assertPositiveCredits(amount);
  const locked = await lockCreditBalance(tx, { organizationId });
  const existing = await findExistingEntry(tx, { organizationId, kind, reason, reference });
  if (existing) return replayOf(existing, locked);
  if (locked && locked.debt > 0) {
    throw new AppError('ACCOUNT_IN_DEBT', `${locked.debt} credits owed must be settled first`);
  }
  await assertWithinMemberLimit(tx, { organizationId, memberUserId, amount });
  const [balance] = await tx
    .update(creditBalances)
    .set({
      current: sql`${creditBalances.current} - ${amount}`,
      used: sql`${creditBalances.used} + ${amount}`,
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(creditBalances.organizationId, organizationId), gte(creditBalances.current, amount)),
    )
    .returning();
  if (!balance) {
    throw new AppError(
      'INSUFFICIENT_CREDITS',
      `${amount} credits needed, ${locked?.current ?? 0} available`,
    );
  }
  const entry = await appendLedgerEntry(tx, {
    organizationId,
    memberUserId,
    kind,
    amount: -amount,
    balanceAfter: balance.current,
    reason,
    reference,
  });
  return { entry: toLedgerEntry(entry), credits: toCredits(balance), replayed: false };
}
