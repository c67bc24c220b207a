import type { TLedgerEntry } from '@confirma/contracts/account';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { creditBalances } from './credits-schema.ts';
import {
  appendLedgerEntry,
  findExistingEntry,
  inTransaction,
  lockCreditBalance,
  type TCreditBalance,
  toBalance,
  toLedgerEntry,
} from './ledger-protocol.ts';
import { openCreditAccount } from './open-credit-account.ts';

export interface TAdjustCreditsParams {
  organizationId: string;
  /** Signed, not zero: positive adds credits, negative takes them. */
  amount: number;
  /** Why, as the administrator wrote it. */
  reason: string;
  /** Idempotency key: one adjustment per user and reference. */
  reference: string;
}

export interface TAdjustment {
  entry: TLedgerEntry;
  balance: TCreditBalance;
  /** True when an adjustment with this reference was made before (nothing changed now). */
  replayed: boolean;
}

/**
 * An administrator's correction of a balance: one 'adjust' ledger row, either sign, in
 * the caller's transaction (or a new one). The protocol of every credit change: lock the
 * balance row, look for the entry of the same reference (a replay changes nothing), then
 * the guarded update and the ledger row.
 * - Positive: like a grant, it pays the account's debt first; what is left raises current
 *   and total.
 * - Negative: takes from current (and total); more than the balance is CREDITS_BELOW_ZERO
 *   and nothing is written. The guarded update (`current >= n`) and the check constraint
 *   credit_balances_current_check back it.
 * A replay whose amount differs from the first is CONFLICT: the key was reused.
 */
export async function adjustCredits(
  db: TDbOrTx,
  params: TAdjustCreditsParams,
): Promise<TAdjustment> {
  const { organizationId, amount, reason, reference } = params;
  if (!Number.isSafeInteger(amount) || amount === 0) {
    throw new RangeError(`credit adjustment must be a non-zero integer, got ${amount}`);
  }
  return inTransaction(db, async (tx) => {
    await openCreditAccount(tx, { organizationId });
    // Serialises every writer of this user's credits until commit.
    const locked = await lockCreditBalance(tx, { organizationId });
    const existing = await findExistingEntry(tx, {
      organizationId,
      kind: 'adjust',
      reason,
      reference,
    });
    if (existing) {
      if (existing.amount !== amount) {
        throw new AppError('CONFLICT', 'This idempotency key was used for another adjustment');
      }
      return { entry: toLedgerEntry(existing), balance: toBalance(locked), replayed: true };
    }

    const taken = -amount;
    const debt = locked?.debt ?? 0;
    const paid = amount > 0 ? Math.min(debt, amount) : 0;
    const change =
      amount > 0
        ? {
            debt: sql`${creditBalances.debt} - ${paid}`,
            current: sql`${creditBalances.current} + ${amount - paid}`,
            total: sql`${creditBalances.total} + ${amount}`,
          }
        : {
            current: sql`${creditBalances.current} - ${taken}`,
            total: sql`greatest(${creditBalances.total} - ${taken}, 0)`,
          };
    const [balance] = await tx
      .update(creditBalances)
      .set({ ...change, updatedAt: sql`now()` })
      .where(
        and(
          eq(creditBalances.organizationId, organizationId),
          amount < 0 ? gte(creditBalances.current, taken) : undefined,
        ),
      )
      .returning();
    if (!balance) {
      throw new AppError(
        'CREDITS_BELOW_ZERO',
        `${taken} credits cannot be taken: the balance is ${locked?.current ?? 0}`,
      );
    }

    const entry = await appendLedgerEntry(tx, {
      organizationId,
      kind: 'adjust',
      amount,
      balanceAfter: balance.current,
      reason,
      reference,
    });
    return { entry: toLedgerEntry(entry), balance: toBalance(balance), replayed: false };
  });
}
