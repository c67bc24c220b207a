import { asc, eq, lt, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import {
  ACCOUNT_EVENTS_CHANNEL,
  accountEventPayload,
} from '../../platform/events/account-events.ts';
import { MINUTE_MS } from '../../platform/time-units.ts';
import { addCredits } from './add-credits.ts';
import { creditBalances, unsettledDebits } from './credits-schema.ts';
import {
  assertPositiveCredits,
  findExistingEntry,
  inTransaction,
  lockCreditBalance,
  replayOf,
  type TCreditChange,
  toCredits,
  toLedgerEntry,
} from './ledger-protocol.ts';
import { assertWithinMemberLimit, hasMemberLimit } from './member-spending.ts';
import { requireCredits } from './require-credits.ts';
import type { TSpendCreditsParams } from './spend-credits.ts';

/**
 * Debits ahead of the work they pay for. `spendCredits` in the work's own transaction holds
 * the account's balance row from the spend to the commit, so every other paid request of
 * the account waits for that commit (and for each round trip between). A debit here is one
 * statement of its own: the row is held only while the database runs it. The price is a
 * second step: the transaction that records the work settles the debit
 * (`settleDebit`), a failure refunds it (`refundDebit`), and the sweep refunds a debit left
 * unsettled (`refundStaleDebits`: the process died in between).
 */

const STALE_AFTER_MS = 10 * MINUTE_MS;
const SWEEP_BATCH = 100;

interface TDebitRow {
  id: string | number;
  kind: 'spend';
  amount: number;
  balance_after: number;
  reason: string;
  reference: string;
  created_at: string | Date;
  current: number;
  used: number;
  total: number;
  debt: number;
}

/**
 * Takes `amount` credits in one statement (its own transaction): lowers current, raises
 * used, appends the 'spend' ledger row, records the debit as unsettled and tells the
 * account's open workspaces, or does none of it. It commits without waiting for its WAL to
 * reach the disk (synchronous_commit off for this transaction alone): the balance row and
 * the notification lock are held through the commit, so waiting for the flush made every
 * paid request of the account queue behind each other's flush. Nothing durable depends on
 * it alone: the work's transaction that settles the debit, or the refund, commits
 * synchronously after it, which flushes the debit's WAL first (WAL is written in order);
 * if the database crashes before either, the debit is lost with the work it would have
 * paid for, and the caller never had an answer. ACCOUNT_IN_DEBT while the account owes
 * credits, INSUFFICIENT_CREDITS when the balance does not cover `amount`. `reference`
 * names the work (a new operation's id); a second debit with it changes nothing and
 * answers the first with `replayed: true`.
 */
export async function debitCredits(
  db: TDb,
  params: TSpendCreditsParams & { reference: string },
): Promise<TCreditChange> {
  const { organizationId, amount, reason, reference } = params;
  const memberUserId = params.memberUserId ?? null;
  assertPositiveCredits(amount);
  const payload = JSON.stringify(accountEventPayload(organizationId, { kind: 'credits' }));
  let rows: TDebitRow[];
  const debit = async (runner: TDbOrTx) =>
    (await runner.execute(sql`
      with debit as (
        update credit_balances
        set current = current - ${amount}, used = used + ${amount}, updated_at = now()
        where organization_id = ${organizationId} and current >= ${amount} and debt = 0
        returning current, used, total, debt
      ), entry as (
        insert into credit_ledger (organization_id, member_user_id, kind, amount, balance_after, reason, reference)
        select ${organizationId}, ${memberUserId}, 'spend', ${-amount}, current, ${reason}, ${reference} from debit
        returning id, kind, amount, balance_after, reason, reference, created_at
      ), held as (
        insert into unsettled_debits (reference, organization_id, amount, reason)
        select ${reference}, ${organizationId}, ${amount}, ${reason} from entry
        returning reference
      )
      select entry.*, debit.*, pg_notify(${ACCOUNT_EVENTS_CHANNEL}, ${payload})::text as notified,
        set_config('synchronous_commit', 'off', true) as commit_mode
      from entry, debit, held`)) as unknown as { rows: TDebitRow[] };
  try {
    // A member with a monthly limit: checked and debited under the balance row's lock, which
    // every debit of the organisation waits for, so two of theirs cannot both pass.
    const limited = await hasMemberLimit(db, { organizationId, memberUserId });
    const result = limited
      ? await db.transaction(async (tx) => {
          await lockCreditBalance(tx, { organizationId });
          await assertWithinMemberLimit(tx, { organizationId, memberUserId, amount });
          return debit(tx);
        })
      : await debit(db);
    rows = result.rows;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return replayedDebit(db, { organizationId, reason, reference });
  }
  const [row] = rows;
  if (!row) return refusedDebit(db, { organizationId, amount });
  return {
    entry: toLedgerEntry({
      id: Number(row.id),
      organizationId,
      memberUserId,
      kind: row.kind,
      amount: row.amount,
      balanceAfter: row.balance_after,
      reason: row.reason,
      reference: row.reference,
      createdAt: new Date(row.created_at),
    }),
    credits: toCredits(row),
    replayed: false,
  };
}

/**
 * Why the debit's guarded update matched no row: the organisation is gone (erased while a
 * token another process still trusted was in use: UNAUTHORIZED), a debt, or too few credits.
 */
async function refusedDebit(
  db: TDb,
  { organizationId, amount }: { organizationId: string; amount: number },
): Promise<never> {
  const [balance] = await db
    .select({ id: creditBalances.organizationId })
    .from(creditBalances)
    .where(eq(creditBalances.organizationId, organizationId));
  if (!balance) throw new AppError('UNAUTHORIZED', 'The account no longer exists');
  await requireCredits(db, { organizationId, cost: amount });
  // Credits came in since the update: still refused, the caller may retry.
  throw new AppError('INSUFFICIENT_CREDITS', `${amount} credits needed`);
}

async function replayedDebit(
  db: TDb,
  {
    organizationId,
    reason,
    reference,
  }: { organizationId: string; reason: string; reference: string },
): Promise<TCreditChange> {
  const entry = await findExistingEntry(db, { organizationId, kind: 'spend', reason, reference });
  if (!entry) throw new Error(`debit ${reference} collided but is not in the ledger`);
  const [balance] = await db
    .select()
    .from(creditBalances)
    .where(eq(creditBalances.organizationId, organizationId));
  return replayOf(entry, balance);
}

/** Marks the debit `reference` as paid for work recorded in `tx` (its transaction). */
export async function settleDebit(tx: TDbOrTx, { reference }: { reference: string }) {
  const settled = await tx
    .delete(unsettledDebits)
    .where(eq(unsettledDebits.reference, reference))
    .returning({ reference: unsettledDebits.reference });
  // Refunded already (the sweep found it stale): the work must not be recorded unpaid.
  if (settled.length === 0) throw new Error(`debit ${reference} is not unsettled any more`);
}

/**
 * Gives back an unsettled debit (its work was not made): one 'refund' ledger row with the
 * same reference. False when there is nothing to refund (settled, or refunded already).
 */
export async function refundDebit(
  db: TDbOrTx,
  { reference, reason = 'refund:not_created' }: { reference: string; reason?: string },
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [debit] = await tx
      .delete(unsettledDebits)
      .where(eq(unsettledDebits.reference, reference))
      .returning();
    if (!debit) return false;
    await addCredits(tx, {
      organizationId: debit.organizationId,
      kind: 'refund',
      amount: debit.amount,
      reason,
      reference,
    });
    return true;
  });
}

/**
 * Refunds the debits left unsettled for longer than `olderThanMs` (default ten minutes: no
 * creation takes that long), oldest first, up to a batch per call. Returns how many.
 */
export async function refundStaleDebits(
  db: TDb,
  { olderThanMs = STALE_AFTER_MS }: { olderThanMs?: number } = {},
): Promise<number> {
  const stale = await db
    .select({ reference: unsettledDebits.reference })
    .from(unsettledDebits)
    .where(lt(unsettledDebits.createdAt, new Date(Date.now() - olderThanMs)))
    .orderBy(asc(unsettledDebits.createdAt))
    .limit(SWEEP_BATCH);
  let refunded = 0;
  for (const { reference } of stale) {
    if (await refundDebit(db, { reference, reason: 'refund:unsettled_debit' })) refunded += 1;
  }
  return refunded;
}
