import { randomUUID } from 'node:crypto';
import { SIGNUP_FREE_CREDITS } from '@confirma/contracts/constants';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, creditBalances, creditLedger } from '../src/db-schema.ts';
import { ensurePersonalOrganization } from '../src/modules/accounts/index.ts';
import { addCredits } from '../src/modules/credits/add-credits.ts';
import { unsettledDebits } from '../src/modules/credits/credits-schema.ts';
import {
  debitCredits,
  refundDebit,
  refundStaleDebits,
  settleDebit,
} from '../src/modules/credits/debit-credits.ts';
import { getCredits } from '../src/modules/credits/get-credits.ts';
import { grantSignupBonus } from '../src/modules/credits/grant-signup-bonus.ts';
import { listLedger } from '../src/modules/credits/list-ledger.ts';
import { openCreditAccount } from '../src/modules/credits/open-credit-account.ts';
import { readCreditFigures } from '../src/modules/credits/read-credit-figures.ts';
import {
  consumeReservation,
  releaseReservation,
  reserveCredits,
} from '../src/modules/credits/reserve-credits.ts';
import { revokeCredits } from '../src/modules/credits/revoke-credits.ts';
import { spendCredits } from '../src/modules/credits/spend-credits.ts';
import { AppError } from '../src/platform/errors.ts';
import { openTestDatabase } from './support/test-database.ts';

type TTestDb = Awaited<ReturnType<typeof openTestDatabase>>;

describe('credits ledger', () => {
  let t: TTestDb;

  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(async () => {
    await t?.drop();
  });

  async function newUser(): Promise<string> {
    const id = randomUUID();
    await t.db.insert(authUsers).values({ id, name: 'Test User', email: `${id}@example.test` });
    await ensurePersonalOrganization(t.db, { userId: id });
    return id;
  }

  const ledgerOf = (userId: string) =>
    t.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.organizationId, userId))
      .orderBy(creditLedger.id);

  async function expectInsufficient(promise: Promise<unknown>) {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'INSUFFICIENT_CREDITS', status: 402 });
  }

  it('reports zeros for a user without a credit account, and opens one idempotently', async () => {
    const userId = await newUser();
    const zeros = { currentcredits: 0, usedcredits: 0, totalcredits: 0, debt: 0 };
    expect(await getCredits(t.db, { organizationId: userId })).toEqual(zeros);
    await openCreditAccount(t.db, { organizationId: userId });
    await openCreditAccount(t.db, { organizationId: userId });
    expect(await getCredits(t.db, { organizationId: userId })).toEqual(zeros);
    expect(
      await t.db.select().from(creditBalances).where(eq(creditBalances.organizationId, userId)),
    ).toHaveLength(1);
  });

  it('moves current/used/total for grant, spend, refund and purchase, one ledger row each', async () => {
    const userId = await newUser();
    const grant = await addCredits(t.db, {
      organizationId: userId,
      kind: 'grant',
      amount: 5,
      reason: 'gift',
    });
    expect(grant.replayed).toBe(false);
    expect(grant.credits).toEqual({ currentcredits: 5, usedcredits: 0, totalcredits: 5, debt: 0 });

    const spend = await spendCredits(t.db, {
      organizationId: userId,
      amount: 3,
      reason: 'operation:signature',
    });
    expect(spend.credits).toEqual({ currentcredits: 2, usedcredits: 3, totalcredits: 5, debt: 0 });
    expect(spend.entry).toMatchObject({ kind: 'spend', amount: -3, balanceAfter: 2 });

    const refund = await addCredits(t.db, {
      organizationId: userId,
      kind: 'refund',
      amount: 2,
      reason: 'undo',
    });
    expect(refund.credits).toEqual({ currentcredits: 4, usedcredits: 1, totalcredits: 5, debt: 0 });

    // A refund lowers used but never below zero.
    const bigRefund = await addCredits(t.db, {
      organizationId: userId,
      kind: 'refund',
      amount: 3,
      reason: 'x',
    });
    expect(bigRefund.credits).toEqual({
      currentcredits: 7,
      usedcredits: 0,
      totalcredits: 5,
      debt: 0,
    });

    const purchase = await addCredits(t.db, {
      organizationId: userId,
      kind: 'purchase',
      amount: 20,
      reason: 'pack:credits-20',
      reference: 'pay_1',
    });
    expect(purchase.credits).toEqual({
      currentcredits: 27,
      usedcredits: 0,
      totalcredits: 25,
      debt: 0,
    });
    expect(await getCredits(t.db, { organizationId: userId })).toEqual(purchase.credits);

    const rows = await ledgerOf(userId);
    expect(rows.map((row) => [row.kind, row.amount, row.balanceAfter])).toEqual([
      ['grant', 5, 5],
      ['spend', -3, 2],
      ['refund', 2, 4],
      ['refund', 3, 7],
      ['purchase', 20, 27],
    ]);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(27);
    expect(purchase.entry).toMatchObject({ reference: 'pay_1', reason: 'pack:credits-20' });
    expect(typeof purchase.entry.createdAt).toBe('string');
  });

  it('refuses a spend beyond the balance and changes nothing', async () => {
    const userId = await newUser();
    await expectInsufficient(
      spendCredits(t.db, { organizationId: userId, amount: 1, reason: 'none yet' }),
    );
    await addCredits(t.db, { organizationId: userId, kind: 'grant', amount: 3, reason: 'gift' });
    await expectInsufficient(
      spendCredits(t.db, { organizationId: userId, amount: 4, reason: 'too much' }),
    );
    expect(await getCredits(t.db, { organizationId: userId })).toEqual({
      currentcredits: 3,
      usedcredits: 0,
      totalcredits: 3,
      debt: 0,
    });
    expect(await ledgerOf(userId)).toHaveLength(1);
  });

  it('rejects non-positive or fractional amounts', async () => {
    const userId = await newUser();
    await expect(
      addCredits(t.db, { organizationId: userId, kind: 'grant', amount: 0, reason: 'x' }),
    ).rejects.toThrow(RangeError);
    await expect(
      spendCredits(t.db, { organizationId: userId, amount: 1.5, reason: 'x' }),
    ).rejects.toThrow(RangeError);
  });

  it('keeps the balance non-negative at the database level (check constraint)', async () => {
    const userId = await newUser();
    await openCreditAccount(t.db, { organizationId: userId });
    await expect(
      t.db
        .update(creditBalances)
        .set({ current: sql`${creditBalances.current} - 1` })
        .where(eq(creditBalances.organizationId, userId)),
    ).rejects.toThrow();
  });

  it('grants the signup bonus once, also when called twice', async () => {
    const userId = await newUser();
    const first = await grantSignupBonus(t.db, { organizationId: userId });
    const second = await grantSignupBonus(t.db, { organizationId: userId });
    expect(first.granted).toBe(true);
    expect(second.granted).toBe(false);
    expect(second.entry.id).toBe(first.entry.id);
    expect(await getCredits(t.db, { organizationId: userId })).toEqual({
      currentcredits: SIGNUP_FREE_CREDITS,
      usedcredits: 0,
      totalcredits: SIGNUP_FREE_CREDITS,
      debt: 0,
    });
    expect(await ledgerOf(userId)).toHaveLength(1);
  });

  it('grants the signup bonus once when called 5 times concurrently', async () => {
    const userId = await newUser();
    // With the balance row in place the calls race on the ledger, not on its creation.
    await openCreditAccount(t.db, { organizationId: userId });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => grantSignupBonus(t.db, { organizationId: userId })),
    );
    expect(results.filter((result) => result.granted)).toHaveLength(1);
    expect((await getCredits(t.db, { organizationId: userId })).currentcredits).toBe(
      SIGNUP_FREE_CREDITS,
    );
    const rows = await ledgerOf(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'signup_bonus', amount: SIGNUP_FREE_CREDITS });
  });

  it('applies a purchase reference once, also concurrently', async () => {
    const userId = await newUser();
    const purchase = {
      organizationId: userId,
      kind: 'purchase',
      amount: 20,
      reason: 'pack:credits-20',
      reference: 'pay_same',
    } as const;
    await openCreditAccount(t.db, { organizationId: userId });
    const racing = await Promise.all(Array.from({ length: 5 }, () => addCredits(t.db, purchase)));
    expect(racing.filter((result) => !result.replayed)).toHaveLength(1);
    const first = racing.find((result) => !result.replayed);
    const again = await addCredits(t.db, purchase);
    expect(again).toMatchObject({ replayed: true, entry: first?.entry });
    expect(await getCredits(t.db, { organizationId: userId })).toEqual({
      currentcredits: 20,
      usedcredits: 0,
      totalcredits: 20,
      debt: 0,
    });
    expect(await ledgerOf(userId)).toHaveLength(1);
  });

  it('applies a spend reference once, and a refund of it separately', async () => {
    const userId = await newUser();
    await grantSignupBonus(t.db, { organizationId: userId });
    const spend = {
      organizationId: userId,
      amount: 2,
      reason: 'operation:signature',
      reference: 'op_1',
    };
    const results = await Promise.all([spendCredits(t.db, spend), spendCredits(t.db, spend)]);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    await addCredits(t.db, {
      organizationId: userId,
      kind: 'refund',
      amount: 2,
      reason: 'x',
      reference: 'op_1',
    });
    expect(await getCredits(t.db, { organizationId: userId })).toEqual({
      currentcredits: 5,
      usedcredits: 0,
      totalcredits: 5,
      debt: 0,
    });
    expect(await ledgerOf(userId)).toHaveLength(3);
  });

  it('lets 2 of 20 concurrent spends of 2 succeed on a balance of 5', async () => {
    const userId = await newUser();
    await grantSignupBonus(t.db, { organizationId: userId });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        t.db.transaction((tx) =>
          spendCredits(tx, {
            organizationId: userId,
            amount: 2,
            reason: 'operation:signature',
            reference: `op_${i}`,
          }),
        ),
      ),
    );
    const fulfilled = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const rejected = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(fulfilled).toHaveLength(2);
    expect(rejected).toHaveLength(18);
    for (const outcome of rejected) {
      expect(outcome.reason).toBeInstanceOf(AppError);
      expect(outcome.reason).toMatchObject({ code: 'INSUFFICIENT_CREDITS' });
    }
    expect(await getCredits(t.db, { organizationId: userId })).toEqual({
      currentcredits: 1,
      usedcredits: 4,
      totalcredits: 5,
      debt: 0,
    });
    const spends = await t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.organizationId, userId), eq(creditLedger.kind, 'spend')));
    expect(spends).toHaveLength(2);
    expect(spends.map((row) => row.balanceAfter).sort()).toEqual([1, 3]);
  });

  describe('a debit ahead of its work (its own statement)', () => {
    const unsettled = (userId: string) =>
      t.db.select().from(unsettledDebits).where(eq(unsettledDebits.organizationId, userId));

    it('takes the credits with their ledger row, held unsettled until settled', async () => {
      const userId = await newUser();
      await grantSignupBonus(t.db, { organizationId: userId });
      const debit = {
        organizationId: userId,
        amount: 2,
        reason: 'operation:signature',
        reference: 'op_a',
      };
      const first = await debitCredits(t.db, debit);
      expect(first.replayed).toBe(false);
      expect(first.credits).toEqual({
        currentcredits: 3,
        usedcredits: 2,
        totalcredits: 5,
        debt: 0,
      });
      expect(first.entry).toMatchObject({ kind: 'spend', amount: -2, balanceAfter: 3 });
      // The same reference again: the first answer, nothing taken twice.
      const again = await debitCredits(t.db, debit);
      expect(again.replayed).toBe(true);
      expect(again.entry.id).toBe(first.entry.id);
      expect((await getCredits(t.db, { organizationId: userId })).currentcredits).toBe(3);
      expect(await unsettled(userId)).toHaveLength(1);

      await t.db.transaction((tx) => settleDebit(tx, { reference: 'op_a' }));
      expect(await unsettled(userId)).toHaveLength(0);
      // Settled: nothing to refund, and settling twice is refused.
      expect(await refundDebit(t.db, { reference: 'op_a' })).toBe(false);
      await expect(
        t.db.transaction((tx) => settleDebit(tx, { reference: 'op_a' })),
      ).rejects.toThrow(/not unsettled/);
      expect((await getCredits(t.db, { organizationId: userId })).currentcredits).toBe(3);
    });

    it('commits without waiting for the flush in its own transaction only', async () => {
      const userId = await newUser();
      await grantSignupBonus(t.db, { organizationId: userId });
      const setting = async (db: typeof t.db) => {
        const result = (await db.execute(
          sql`select current_setting('synchronous_commit') as value`,
        )) as unknown as { rows: { value: string }[] };
        return result.rows[0]?.value;
      };
      // One connection throughout: the setting must not outlive the debit's transaction.
      await t.database.withConnection(async (db) => {
        expect(await setting(db)).toBe('on');
        await debitCredits(db, {
          organizationId: userId,
          amount: 1,
          reason: 'operation:signature',
          reference: 'op_s',
        });
        expect(await setting(db)).toBe('on');
      });
    });

    it('refunds a debit whose work failed, once, and the sweep the stale ones', async () => {
      const userId = await newUser();
      await grantSignupBonus(t.db, { organizationId: userId });
      await debitCredits(t.db, {
        organizationId: userId,
        amount: 2,
        reason: 'operation:signature',
        reference: 'op_b',
      });
      await debitCredits(t.db, {
        organizationId: userId,
        amount: 1,
        reason: 'operation:simple',
        reference: 'op_c',
      });
      expect((await getCredits(t.db, { organizationId: userId })).currentcredits).toBe(2);
      const refunds = await Promise.all([
        refundDebit(t.db, { reference: 'op_b' }),
        refundDebit(t.db, { reference: 'op_b' }),
      ]);
      expect(refunds.filter(Boolean)).toHaveLength(1);
      expect(await getCredits(t.db, { organizationId: userId })).toEqual({
        currentcredits: 4,
        usedcredits: 1,
        totalcredits: 5,
        debt: 0,
      });
      // op_c is recent: the sweep leaves it until it is stale.
      expect(await refundStaleDebits(t.db)).toBe(0);
      expect(await unsettled(userId)).toHaveLength(1);
      expect(await refundStaleDebits(t.db, { olderThanMs: 0 })).toBeGreaterThanOrEqual(1);
      expect(await unsettled(userId)).toHaveLength(0);
      expect((await getCredits(t.db, { organizationId: userId })).currentcredits).toBe(5);
      const kinds = (await ledgerOf(userId)).map((row) => [row.kind, row.reference, row.amount]);
      expect(kinds).toEqual([
        ['grant', null, 5],
        ['spend', 'op_b', -2],
        ['spend', 'op_c', -1],
        ['refund', 'op_b', 2],
        ['refund', 'op_c', 1],
      ]);
    });

    it('lets 2 of 20 concurrent debits of 2 pass on a balance of 5, and none in debt', async () => {
      const userId = await newUser();
      await grantSignupBonus(t.db, { organizationId: userId });
      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          debitCredits(t.db, {
            organizationId: userId,
            amount: 2,
            reason: 'operation:signature',
            reference: `op_d${i}`,
          }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
      for (const outcome of outcomes.filter((each) => each.status === 'rejected')) {
        expect(outcome.reason).toMatchObject({ code: 'INSUFFICIENT_CREDITS', status: 402 });
      }
      expect(await getCredits(t.db, { organizationId: userId })).toEqual({
        currentcredits: 1,
        usedcredits: 4,
        totalcredits: 5,
        debt: 0,
      });
      expect(await unsettled(userId)).toHaveLength(2);

      // Credits taken back beyond the balance: a debt, and no debit until it is paid.
      await revokeCredits(t.db, {
        organizationId: userId,
        amount: 3,
        reason: 'chargeback',
        reference: 'pay_1',
      });
      const inDebt = debitCredits(t.db, {
        organizationId: userId,
        amount: 1,
        reason: 'operation:simple',
        reference: 'op_e',
      });
      await expect(inDebt).rejects.toMatchObject({ code: 'ACCOUNT_IN_DEBT' });
      expect(await unsettled(userId)).toHaveLength(2);
      expect(await ledgerOf(userId)).toHaveLength(4);
    });
  });

  it('joins the caller transaction: a rollback undoes balance and ledger together', async () => {
    const userId = await newUser();
    await grantSignupBonus(t.db, { organizationId: userId });
    await expect(
      t.db.transaction(async (tx) => {
        await spendCredits(tx, {
          organizationId: userId,
          amount: 2,
          reason: 'operation:signature',
        });
        await addCredits(tx, {
          organizationId: userId,
          kind: 'purchase',
          amount: 20,
          reason: 'pack:credits-20',
        });
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    expect((await getCredits(t.db, { organizationId: userId })).currentcredits).toBe(
      SIGNUP_FREE_CREDITS,
    );
    expect(await ledgerOf(userId)).toHaveLength(1);
  });

  it('pages the ledger newest first with a keyset cursor', async () => {
    const userId = await newUser();
    const other = await newUser();
    await addCredits(t.db, {
      organizationId: other,
      kind: 'grant',
      amount: 1,
      reason: 'other user',
    });
    for (let i = 1; i <= 25; i += 1) {
      await addCredits(t.db, {
        organizationId: userId,
        kind: 'grant',
        amount: 1,
        reason: `gift ${i}`,
      });
    }
    const first = await listLedger(t.db, { organizationId: userId, limit: 10 });
    expect(first.entries).toHaveLength(10);
    expect(first.entries[0]).toMatchObject({ reason: 'gift 25', balanceAfter: 25 });
    expect(first.nextCursor).toBe(first.entries.at(-1)?.id);

    const second = await listLedger(t.db, {
      organizationId: userId,
      limit: 10,
      cursor: first.nextCursor ?? 0,
    });
    expect(second.entries).toHaveLength(10);
    expect(second.entries[0]?.reason).toBe('gift 15');

    const third = await listLedger(t.db, {
      organizationId: userId,
      limit: 10,
      cursor: second.nextCursor ?? 0,
    });
    expect(third.entries.map((entry) => entry.reason)).toEqual([
      'gift 5',
      'gift 4',
      'gift 3',
      'gift 2',
      'gift 1',
    ]);
    expect(third.nextCursor).toBeNull();

    const ids = [...first.entries, ...second.entries, ...third.entries].map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(25);

    // An exactly full last page still ends with a null cursor.
    const exact = await listLedger(t.db, { organizationId: userId, limit: 25 });
    expect(exact.nextCursor).toBeNull();
  });

  describe('a reservation held for a batch of work', () => {
    /** The identity of the figures: available − debt = purchased + granted + adjusted − used − reserved − revoked. */
    async function figuresAddUp(userId: string) {
      const f = await readCreditFigures(t.db, { organizationId: userId });
      expect(f.available - f.debt).toBe(
        f.purchased + f.granted + f.adjusted - f.used - f.reserved - f.revoked,
      );
      return f;
    }

    it('takes the whole amount at once, pays work out of it and gives back the rest', async () => {
      const userId = await newUser();
      await addCredits(t.db, {
        organizationId: userId,
        kind: 'purchase',
        amount: 10,
        reason: 'pack',
      });
      const reserved = await reserveCredits(t.db, {
        organizationId: userId,
        amount: 6,
        reason: 'bulk_send',
        reference: 'bulk_a',
      });
      expect(reserved).toMatchObject({ replayed: false, entry: { kind: 'reserve', amount: -6 } });
      expect(await figuresAddUp(userId)).toMatchObject({ available: 4, used: 0, reserved: 6 });
      // Replayed: nothing twice.
      const again = await reserveCredits(t.db, {
        organizationId: userId,
        amount: 6,
        reason: 'bulk_send',
        reference: 'bulk_a',
      });
      expect(again).toMatchObject({ replayed: true, entry: { id: reserved.entry.id } });

      // Two pieces of work of 2; the third's transaction rolls back: nothing consumed.
      for (const _ of [1, 2]) {
        await t.db.transaction((tx) =>
          consumeReservation(tx, { organizationId: userId, reference: 'bulk_a', amount: 2 }),
        );
      }
      await expect(
        t.db.transaction(async (tx) => {
          await consumeReservation(tx, { organizationId: userId, reference: 'bulk_a', amount: 2 });
          throw new Error('the work failed');
        }),
      ).rejects.toThrow('the work failed');
      expect(await figuresAddUp(userId)).toMatchObject({ available: 4, used: 4, reserved: 2 });
      // More than is left is refused.
      await expectInsufficient(
        t.db.transaction((tx) =>
          consumeReservation(tx, { organizationId: userId, reference: 'bulk_a', amount: 3 }),
        ),
      );
      // The balance is not touched by consumption.
      expect((await getCredits(t.db, { organizationId: userId })).currentcredits).toBe(4);

      expect(await releaseReservation(t.db, { reference: 'bulk_a' })).toBe(2);
      expect(await releaseReservation(t.db, { reference: 'bulk_a' })).toBe(0);
      expect(await figuresAddUp(userId)).toMatchObject({ available: 6, used: 4, reserved: 0 });
      expect(await getCredits(t.db, { organizationId: userId })).toMatchObject({
        currentcredits: 6,
        usedcredits: 4,
      });
      expect(
        (await ledgerOf(userId)).map((row) => [row.kind, row.amount, row.balanceAfter]),
      ).toEqual([
        ['purchase', 10, 10],
        ['reserve', -6, 4],
        ['release', 2, 6],
      ]);
      // Closed: nothing more can be paid out of it.
      await expectInsufficient(
        t.db.transaction((tx) =>
          consumeReservation(tx, { organizationId: userId, reference: 'bulk_a', amount: 0 }),
        ),
      );
    });

    it('is refused beyond the balance or in debt, writing nothing', async () => {
      const userId = await newUser();
      await addCredits(t.db, {
        organizationId: userId,
        kind: 'purchase',
        amount: 5,
        reason: 'pack',
        reference: 'p1',
      });
      await expectInsufficient(
        reserveCredits(t.db, {
          organizationId: userId,
          amount: 6,
          reason: 'bulk_send',
          reference: 'bulk_b',
        }),
      );
      await revokeCredits(t.db, {
        organizationId: userId,
        amount: 7,
        reason: 'refund:pack',
        reference: 'p1',
      });
      await addCredits(t.db, { organizationId: userId, kind: 'grant', amount: 1, reason: 'gift' });
      await expect(
        reserveCredits(t.db, {
          organizationId: userId,
          amount: 1,
          reason: 'bulk_send',
          reference: 'bulk_b',
        }),
      ).rejects.toMatchObject({ code: 'ACCOUNT_IN_DEBT' });
      expect((await ledgerOf(userId)).map((row) => row.kind)).toEqual([
        'purchase',
        'revoke',
        'grant',
      ]);
      await figuresAddUp(userId);
    });

    it("is not another user's to consume", async () => {
      const userId = await newUser();
      const other = await newUser();
      await addCredits(t.db, {
        organizationId: userId,
        kind: 'purchase',
        amount: 4,
        reason: 'pack',
      });
      await reserveCredits(t.db, {
        organizationId: userId,
        amount: 4,
        reason: 'bulk_send',
        reference: 'bulk_c',
      });
      await expectInsufficient(
        t.db.transaction((tx) =>
          consumeReservation(tx, { organizationId: other, reference: 'bulk_c', amount: 2 }),
        ),
      );
    });
  });
});
