import { and, eq, gte, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { creditBalances } from './credits-schema.ts';
import {
  appendLedgerEntry,
  findExistingEntry,
  inTransaction,
  lockCreditBalance,
  replayOf,
  type TCreditChange,
  toCredits,
  toLedgerEntry,
} from './credits-shared.ts';

export interface TSpendCreditsParams {
  userId: string;
  /** Credits to take: a positive integer (stored negative in the ledger). */
  amount: number;
  /** Why: 'operation:signature', ... */
  reason: string;
  /** Idempotency key (operation id): one spend per user and reference. */
  reference?: string | undefined;
}

/**
 * Takes credits (refused with ACCOUNT_IN_DEBT while the account owes credits): lowers current, raises used and appends a 'spend' ledger row, atomically
 * (in the caller's transaction, or a new one when given the database). Throws
 * INSUFFICIENT_CREDITS and writes nothing when the balance does not cover `amount`; the
 * guarded update (`current >= amount`) keeps the balance from going negative also under
 * concurrent spends, and the check constraint credit_balances_current_check backs it.
 * A second call with the same reference returns the first entry with `replayed: true`.
 * The account's open workspaces hear of a spend when it commits.
 */
export async function spendCredits(
  db: TDbOrTx,
  params: TSpendCreditsParams,
): Promise<TCreditChange> {
  const { userId, amount, reason, reference } = params;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`credit amount must be a positive integer, got ${amount}`);
  }
  return inTransaction(db, async (tx) => {
    // Serialises every writer of this user's credits until commit.
    const locked = await lockCreditBalance(tx, { userId });
    const existing = await findExistingEntry(tx, { userId, kind: 'spend', reason, reference });
    if (existing) return replayOf(existing, locked);
    if (locked && locked.debt > 0) {
      throw new AppError('ACCOUNT_IN_DEBT', `${locked.debt} credits owed must be settled first`);
    }

    const [balance] = await tx
      .update(creditBalances)
      .set({
        current: sql`${creditBalances.current} - ${amount}`,
        used: sql`${creditBalances.used} + ${amount}`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(creditBalances.userId, userId), gte(creditBalances.current, amount)))
      .returning();
    if (!balance) {
      throw new AppError(
        'INSUFFICIENT_CREDITS',
        `${amount} credits needed, ${locked?.current ?? 0} available`,
      );
    }

    const entry = await appendLedgerEntry(tx, {
      userId,
      kind: 'spend',
      amount: -amount,
      balanceAfter: balance.current,
      reason,
      reference,
    });
    return { entry: toLedgerEntry(entry), credits: toCredits(balance), replayed: false };
  });
}
