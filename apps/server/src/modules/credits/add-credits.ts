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

/**
 * grant and purchase: credits that come in; refund: a spend given back; release: what a
 * reservation did not use, given back when it closes (reserve-credits.ts).
 */
export type TAddCreditsKind = 'grant' | 'purchase' | 'refund' | 'release';

export interface TAddCreditsParams {
  organizationId: string;
  /** The member who spends or buys (named in the ledger); none for the platform's own. */
  memberUserId?: string | null | undefined;
  /** grant and purchase raise current and total; refund and release raise current and lower used. */
  kind: TAddCreditsKind;
  /** Credits to add: a positive integer. */
  amount: number;
  /** Why: 'signup_bonus', 'pack:credits-20', 'refund:operation', ... */
  reason: string;
  /** Idempotency key (payment id, operation id): one entry per user, kind and reference. */
  reference?: string | undefined;
}

/**
 * Adds credits: pays the account's debt first, raises the cached balance with the rest and appends one ledger row carrying the new
 * balance, atomically (in the caller's transaction, or a new one when given the database).
 * A second call with the same reference, or a second signup bonus, changes nothing and
 * returns the existing entry with `replayed: true`. The account's open workspaces hear of
 * a change when it commits.
 */
export async function addCredits(db: TDbOrTx, params: TAddCreditsParams): Promise<TCreditChange> {
  const { organizationId, memberUserId, kind, amount, reason, reference } = params;
  assertPositiveCredits(amount);
  return inTransaction(db, async (tx) => {
    await openCreditAccount(tx, { organizationId });
    // Serialises every writer of this user's credits until commit.
    const locked = await lockCreditBalance(tx, { organizationId });
    const existing = await findExistingEntry(tx, { organizationId, kind, reason, reference });
    if (existing) return replayOf(existing, locked);

    // A debt (credits taken back beyond the balance) is paid first.
    const paysDebt = Math.min(locked?.debt ?? 0, amount);
    const current = sql`${creditBalances.current} + ${amount - paysDebt}`;
    const change =
      kind === 'refund' || kind === 'release'
        ? { current, used: sql`greatest(${creditBalances.used} - ${amount}, 0)` }
        : { current, total: sql`${creditBalances.total} + ${amount}` };
    const [balance] = await tx
      .update(creditBalances)
      .set({ ...change, debt: sql`${creditBalances.debt} - ${paysDebt}`, updatedAt: sql`now()` })
      .where(eq(creditBalances.organizationId, organizationId))
      .returning();
    if (!balance) throw new Error(`credit balance of user ${organizationId} vanished`);

    const entry = await appendLedgerEntry(tx, {
      organizationId,
      memberUserId,
      kind,
      amount,
      balanceAfter: balance.current,
      reason,
      reference,
    });
    return { entry: toLedgerEntry(entry), credits: toCredits(balance), replayed: false };
  });
}
