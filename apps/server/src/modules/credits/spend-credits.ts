import type { TDbOrTx } from '../../platform/db/client.ts';
import { debitBalance } from './debit-balance.ts';
import { inTransaction, type TCreditChange } from './ledger-protocol.ts';

export interface TSpendCreditsParams {
  organizationId: string;
  /** The member who spends or buys (named in the ledger); none for the platform's own. */
  memberUserId?: string | null | undefined;
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
export function spendCredits(db: TDbOrTx, params: TSpendCreditsParams): Promise<TCreditChange> {
  return inTransaction(db, (tx) => debitBalance(tx, { ...params, kind: 'spend' }));
}
