import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { notifyAccount } from '../../platform/events/account-events.ts';
import { addCredits } from './add-credits.ts';
import { creditReservations } from './credits-schema.ts';
import { debitBalance } from './debit-balance.ts';
import { inTransaction, type TCreditChange } from './ledger-protocol.ts';

/**
 * Credits held ahead for a batch of work (a bulk send: every row's price, taken at once so
 * that no row is refused for credits half-way through). Three steps, each one transaction:
 * `reserveCredits` takes the whole amount from the balance (one 'reserve' ledger row) and
 * opens the reservation; each piece of work, in the transaction that records it, takes its
 * price out of the reservation (`consumeReservation`: no ledger row, no balance change, the
 * credits left the balance when reserved); `releaseReservation` closes it and gives back
 * what was not consumed (one 'release' ledger row). The figures count what was consumed as
 * used and what is still held as reserved (read-credit-figures.ts).
 */

export interface TReserveCreditsParams {
  organizationId: string;
  /** The member who reserves (named in the ledger; their monthly limit holds). */
  memberUserId?: string | null | undefined;
  /** Credits to hold: a positive integer. */
  amount: number;
  /** Why: 'bulk_send'. */
  reason: string;
  /** What they are held for (a bulk send's id): one reservation per user and reference. */
  reference: string;
}

/**
 * Takes `amount` credits from the balance and holds them under `reference`, in the caller's
 * transaction (or a new one): the balance row locked, current lowered (and the `used`
 * counter raised, as a spend does; what is released lowers it again), a 'reserve' ledger row
 * of −amount, the reservation opened. ACCOUNT_IN_DEBT while the account owes credits,
 * INSUFFICIENT_CREDITS (nothing written) when the balance does not cover it. A second call
 * with the same reference changes nothing and answers the first (`replayed: true`).
 */
export async function reserveCredits(
  db: TDbOrTx,
  params: TReserveCreditsParams,
): Promise<TCreditChange> {
  return inTransaction(db, async (tx) => {
    const change = await debitBalance(tx, { ...params, kind: 'reserve' });
    if (!change.replayed) {
      const { organizationId, amount, reference } = params;
      await tx.insert(creditReservations).values({ reference, organizationId, amount });
    }
    return change;
  });
}

/**
 * Pays `amount` out of the open reservation `reference` of `organizationId`, in `tx`: the
 * transaction that records the work it pays for, so the consumption commits (or rolls back)
 * with it. INSUFFICIENT_CREDITS when the reservation is closed, not this user's, or has
 * less than `amount` left (the work then is not recorded).
 */
export async function consumeReservation(
  tx: TDbOrTx,
  {
    organizationId,
    reference,
    amount,
  }: { organizationId: string; reference: string; amount: number },
): Promise<void> {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`credit amount must be a non-negative integer, got ${amount}`);
  }
  const [row] = await tx
    .update(creditReservations)
    .set({ consumed: sql`${creditReservations.consumed} + ${amount}` })
    .where(
      and(
        eq(creditReservations.reference, reference),
        eq(creditReservations.organizationId, organizationId),
        isNull(creditReservations.closedAt),
        sql`${creditReservations.consumed} + ${creditReservations.released} + ${amount} <= ${creditReservations.amount}`,
      ),
    )
    .returning({ reference: creditReservations.reference });
  if (!row) {
    throw new AppError(
      'INSUFFICIENT_CREDITS',
      `${amount} credits needed: the reservation ${reference} does not cover them`,
    );
  }
  // The figures changed (used up, reserved down): the open workspaces read them again.
  await notifyAccount(tx, organizationId, { kind: 'credits' });
}

/**
 * Closes the reservation `reference` and gives back what it did not consume, in the
 * caller's transaction (or a new one): one 'release' ledger row of that amount (paying a
 * debt first, as any credits added do), none when all was consumed. Answers the credits
 * given back; 0 as well when the reservation is closed already (a retried close changes
 * nothing) or there is none.
 */
export async function releaseReservation(
  db: TDbOrTx,
  { reference, reason = 'bulk_send' }: { reference: string; reason?: string },
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const [open] = await tx
      .select()
      .from(creditReservations)
      .where(and(eq(creditReservations.reference, reference), isNull(creditReservations.closedAt)))
      .for('update');
    if (!open) return 0;
    const rest = open.amount - open.consumed - open.released;
    if (rest > 0) {
      await addCredits(tx, {
        organizationId: open.organizationId,
        kind: 'release',
        amount: rest,
        reason,
        reference,
      });
    }
    await tx
      .update(creditReservations)
      .set({ released: sql`${creditReservations.released} + ${rest}`, closedAt: sql`now()` })
      .where(eq(creditReservations.reference, reference));
    return rest;
  });
}

/** A reservation's figures: held, consumed, released; undefined when there is none. */
export async function readReservation(db: TDbOrTx, { reference }: { reference: string }) {
  const [row] = await db
    .select({
      amount: creditReservations.amount,
      consumed: creditReservations.consumed,
      released: creditReservations.released,
      closed: sql<boolean>`${creditReservations.closedAt} is not null`,
    })
    .from(creditReservations)
    .where(eq(creditReservations.reference, reference));
  return row;
}
