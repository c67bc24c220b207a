import type { TCredits, TLedgerEntry } from '@confirma/contracts/account';
import { and, eq, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { TDbOrTx, TTx } from '../../platform/db/client.ts';
import { notifyAccount } from '../../platform/events/account-events.ts';
import { creditBalances, creditLedger } from './credits-schema.ts';

/**
 * Internals shared by the credits use cases. Every change of a balance follows one
 * protocol: lock the `credit_balances` row (`select ... for update`), look for an earlier
 * entry with the same idempotency key, then update the balance and append the ledger row
 * in the same transaction. Writers of one user are therefore serialised, so a replay sees
 * the committed entry of the first call and never applies the change twice.
 */

export const SIGNUP_BONUS_REASON = 'signup_bonus';

export type TCreditLedgerRow = typeof creditLedger.$inferSelect;
type TCreditBalanceRow = typeof creditBalances.$inferSelect;

/** The outcome of a change: the ledger entry, the balance after it, and whether it was new. */
export interface TCreditChange {
  entry: TLedgerEntry;
  credits: TCredits;
  /** True when an earlier call with the same idempotency key made the change already. */
  replayed: boolean;
}

/** Throws a RangeError unless `amount` is a positive integer (a programming error). */
export function assertPositiveCredits(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`credit amount must be a positive integer, got ${amount}`);
  }
}

/** Runs `fn` in the caller's transaction, or in a new one when given the database. */
export function inTransaction<T>(db: TDbOrTx, fn: (tx: TTx) => Promise<T>): Promise<T> {
  if (db instanceof PgTransaction) return fn(db as TTx);
  return db.transaction(fn);
}

export function toLedgerEntry(row: TCreditLedgerRow): TLedgerEntry {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    reason: row.reason,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toCredits(row: TCreditBalance | undefined): TCredits {
  return {
    currentcredits: row?.current ?? 0,
    usedcredits: row?.used ?? 0,
    totalcredits: row?.total ?? 0,
    debt: row?.debt ?? 0,
  };
}

/** A balance with its debt (the back office's view; TCredits is the account holder's). */
export interface TCreditBalance {
  current: number;
  used: number;
  total: number;
  debt: number;
}

export function toBalance(row: TCreditBalanceRow | undefined): TCreditBalance {
  return {
    current: row?.current ?? 0,
    used: row?.used ?? 0,
    total: row?.total ?? 0,
    debt: row?.debt ?? 0,
  };
}

/** Locks the user's balance row until the end of `tx`; undefined when there is none. */
export async function lockCreditBalance(
  tx: TTx,
  { organizationId }: { organizationId: string },
): Promise<TCreditBalanceRow | undefined> {
  const [row] = await tx
    .select()
    .from(creditBalances)
    .where(eq(creditBalances.organizationId, organizationId))
    .for('update');
  return row;
}

/**
 * The entry an idempotent change already wrote: by (user, kind, reference) when a reference
 * is given, else the user's signup bonus when that is the reason; undefined otherwise.
 */
export async function findExistingEntry(
  tx: TDbOrTx,
  params: {
    organizationId: string;
    kind: TCreditLedgerRow['kind'];
    reason: string;
    reference?: string | undefined;
  },
): Promise<TCreditLedgerRow | undefined> {
  const { organizationId, kind, reason, reference } = params;
  let key: SQL | undefined;
  if (reference !== undefined) {
    key = and(eq(creditLedger.kind, kind), eq(creditLedger.reference, reference));
  } else if (reason === SIGNUP_BONUS_REASON) {
    key = eq(creditLedger.reason, SIGNUP_BONUS_REASON);
  } else {
    return undefined;
  }
  const [row] = await tx
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.organizationId, organizationId), key))
    .limit(1);
  return row;
}

/** The replay answer: the earlier entry and the balance as it is now (unchanged). */
export function replayOf(
  entry: TCreditLedgerRow,
  balance: TCreditBalanceRow | undefined,
): TCreditChange {
  return { entry: toLedgerEntry(entry), credits: toCredits(balance), replayed: true };
}

/**
 * Appends the ledger row of a change already made to the balance (`balanceAfter` is the
 * updated balance's current), and tells the account's open workspaces at commit. The one
 * tail of every credit writer (add, spend, revoke, adjust).
 */
export async function appendLedgerEntry(
  tx: TTx,
  entry: {
    organizationId: string;
    memberUserId?: string | null | undefined;
    kind: TCreditLedgerRow['kind'];
    amount: number;
    balanceAfter: number;
    reason: string;
    reference: string | null | undefined;
  },
): Promise<TCreditLedgerRow> {
  const [row] = await tx
    .insert(creditLedger)
    .values({
      ...entry,
      memberUserId: entry.memberUserId ?? null,
      reference: entry.reference ?? null,
    })
    .returning();
  if (!row) throw new Error('credit ledger insert returned no row');
  await notifyAccount(tx, entry.organizationId, { kind: 'credits' });
  return row;
}
