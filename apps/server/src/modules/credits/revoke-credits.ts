import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { creditBalances } from './credits-schema.ts';
import {
  appendLedgerEntry,
  assertPositiveCredits,
  findExistingEntry,
  inTransaction,
  lockCreditBalance,
  replayOf,
  type TCreditChange,
  toCredits,
  toLedgerEntry,
} from './ledger-protocol.ts';
import { openCreditAccount } from './open-credit-account.ts';

export interface TRevokeCreditsParams {
  organizationId: string;
  /** Credits to take back: a positive integer (stored negative in the ledger). */
  amount: number;
  /** Why: 'refund:credits-20', 'dispute:credits-20'. */
  reason: string;
  /** The purchase's order id: one revoke per user and reference. */
  reference: string;
}

/**
 * Takes back the credits of a refunded or disputed purchase: one 'revoke' ledger row of
 * -amount. The balance never goes below zero: what it cannot cover becomes the account's
 * debt, which blocks spending (ACCOUNT_IN_DEBT) until credits added pay it. A second call
 * with the same reference changes nothing (`replayed: true`).
 */
export async function revokeCredits(
  db: TDbOrTx,
  params: TRevokeCreditsParams,
): Promise<TCreditChange> {
  const { organizationId, amount, reason, reference } = params;
  assertPositiveCredits(amount);
  return inTransaction(db, async (tx) => {
    await openCreditAccount(tx, { organizationId });
    const locked = await lockCreditBalance(tx, { organizationId });
    const existing = await findExistingEntry(tx, {
      organizationId,
      kind: 'revoke',
      reason,
      reference,
    });
    if (existing) return replayOf(existing, locked);

    const covered = Math.min(locked?.current ?? 0, amount);
    const [balance] = await tx
      .update(creditBalances)
      .set({
        current: sql`${creditBalances.current} - ${covered}`,
        debt: sql`${creditBalances.debt} + ${amount - covered}`,
        updatedAt: sql`now()`,
      })
      .where(eq(creditBalances.organizationId, organizationId))
      .returning();
    if (!balance) throw new Error(`credit balance of user ${organizationId} vanished`);

    const entry = await appendLedgerEntry(tx, {
      organizationId,
      kind: 'revoke',
      amount: -amount,
      balanceAfter: balance.current,
      reason,
      reference,
    });
    return { entry: toLedgerEntry(entry), credits: toCredits(balance), replayed: false };
  });
}
