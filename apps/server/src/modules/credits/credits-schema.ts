import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { authOrganizations, authUsers } from '../accounts/accounts-schema.ts';

/**
 * grant, purchase, refund (of a spend): positive. spend: negative. revoke: negative, the
 * credits of a refunded or disputed purchase taken back (may leave a debt). adjust: an
 * administrator's correction with a reason, either sign. reserve: negative, credits held
 * for work to come (a bulk send's rows: credit_reservations); release: positive, what a
 * reservation did not use, given back when it closes.
 */
export const CREDIT_ENTRY_KINDS = [
  'grant',
  'purchase',
  'spend',
  'refund',
  'revoke',
  'adjust',
  'reserve',
  'release',
] as const;

/**
 * Append-only credit ledger: every change of a balance is one row, never updated or
 * deleted (except with the account, on erasure). `amount` is signed: spends are negative.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The organisation whose credits these are. */
    organizationId: text('organization_id')
      .notNull()
      .references(() => authOrganizations.id, { onDelete: 'cascade' }),
    /** The member who spent or bought (null: the platform, or a member since erased). */
    memberUserId: text('member_user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: CREDIT_ENTRY_KINDS }).notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** Why: 'signup_bonus', 'pack:credits-20', 'operation:signature', ... */
    reason: text('reason').notNull(),
    /** What it is about (payment id, operation id); unique per user and kind when set. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('credit_ledger_organization_idx').on(table.organizationId, table.id),
    index('credit_ledger_member_idx').on(table.memberUserId, table.createdAt),
    uniqueIndex('credit_ledger_reference_idx')
      .on(table.organizationId, table.kind, table.reference)
      .where(sql`${table.reference} is not null`),
    uniqueIndex('credit_ledger_signup_bonus_idx')
      .on(table.organizationId)
      .where(sql`${table.reason} = 'signup_bonus'`),
    check(
      'credit_ledger_kind_check',
      sql`${table.kind} in ('grant', 'purchase', 'spend', 'refund', 'revoke', 'adjust', 'reserve', 'release')`,
    ),
    check(
      'credit_ledger_sign_check',
      sql`(${table.kind} in ('spend', 'revoke', 'reserve') and ${table.amount} < 0) or (${table.kind} = 'adjust' and ${table.amount} <> 0) or (${table.kind} in ('grant', 'purchase', 'refund', 'release') and ${table.amount} > 0)`,
    ),
  ],
);

/** The cached balance, changed only together with a ledger row, never below zero. */
export const creditBalances = pgTable(
  'credit_balances',
  {
    organizationId: text('organization_id')
      .primaryKey()
      .references(() => authOrganizations.id, { onDelete: 'cascade' }),
    current: integer('current').notNull().default(0),
    used: integer('used').notNull().default(0),
    total: integer('total').notNull().default(0),
    /**
     * Credits owed: taken back (refund, chargeback) beyond the balance. While above zero the
     * account cannot spend; the next credits added pay it first.
     */
    debt: integer('debt').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('credit_balances_current_check', sql`${table.current} >= 0`),
    check('credit_balances_used_check', sql`${table.used} >= 0`),
    check('credit_balances_debt_check', sql`${table.debt} >= 0`),
  ],
);

/**
 * A debit made ahead of the work it pays for (debit-credits.ts): written by the debit's own
 * statement, deleted ("settled") in the transaction that records the work. One left behind
 * (the work failed and its refund did not run, or the process died in between) is refunded
 * by the operations' sweep once it is older than a few minutes.
 */
export const unsettledDebits = pgTable(
  'unsettled_debits',
  {
    reference: text('reference').primaryKey(),
    /** The organisation it belongs to. */
    organizationId: text('organization_id')
      .notNull()
      .references(() => authOrganizations.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('unsettled_debits_created_idx').on(table.createdAt)],
);

/**
 * Credits held for work to come (a bulk send's rows), taken from the balance at once by one
 * 'reserve' ledger row (reserve-credits.ts). Each piece of work consumes its price from it
 * in the transaction that records the work (`consumed`); when the reservation closes, what
 * is left is given back by one 'release' row (`released`). Held now: amount − consumed −
 * released, never below zero (the CHECK); a closed reservation holds nothing.
 */
export const creditReservations = pgTable(
  'credit_reservations',
  {
    /** What the credits are held for (a bulk send's id): the ledger rows' reference. */
    reference: text('reference').primaryKey(),
    /** The organisation it belongs to. */
    organizationId: text('organization_id')
      .notNull()
      .references(() => authOrganizations.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    consumed: integer('consumed').notNull().default(0),
    released: integer('released').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('credit_reservations_organization_idx').on(table.organizationId),
    check(
      'credit_reservations_amounts_check',
      sql`${table.amount} > 0 and ${table.consumed} >= 0 and ${table.released} >= 0 and ${table.consumed} + ${table.released} <= ${table.amount}`,
    ),
    check(
      'credit_reservations_closed_check',
      sql`${table.closedAt} is null or ${table.consumed} + ${table.released} = ${table.amount}`,
    ),
  ],
);
