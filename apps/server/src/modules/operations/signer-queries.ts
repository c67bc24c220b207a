import type { TOperationStatus, TSignerStatus } from '@confirma/contracts/operations';
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../platform/db/client.ts';
import { notifyAccountSql } from '../../platform/events/account-events.ts';
import type { TSignerRow } from './operations.types.ts';
import { operationSigners, operations } from './operations-schema.ts';

/** The reads and writes of an operation's signers: each query `(db | tx, {…ids})`. */

/** The operation's signers in routing order: level, then order. */
export function listSigners(
  db: TDbOrTx,
  { operationId }: { operationId: string },
): Promise<TSignerRow[]> {
  return db
    .select()
    .from(operationSigners)
    .where(eq(operationSigners.operationId, operationId))
    .orderBy(asc(operationSigners.level), asc(operationSigners.order));
}

/** One signer of the operation. */
export async function findSigner(
  db: TDbOrTx,
  { operationId, signerId }: { operationId: string; signerId: string },
): Promise<TSignerRow | undefined> {
  const [row] = await db
    .select()
    .from(operationSigners)
    .where(and(eq(operationSigners.id, signerId), eq(operationSigners.operationId, operationId)))
    .limit(1);
  return row;
}

export function insertSigners(
  tx: TTx,
  rows: (typeof operationSigners.$inferInsert)[],
): Promise<TSignerRow[]> {
  return tx.insert(operationSigners).values(rows).returning();
}

/**
 * Holds one signer's row until the transaction ends: that signer's actions (sending a code,
 * recording a read) take turns, so what they check before writing still holds.
 */
export async function lockSigner(tx: TTx, { signerId }: { signerId: string }): Promise<void> {
  await tx
    .select({ id: operationSigners.id })
    .from(operationSigners)
    .where(eq(operationSigners.id, signerId))
    .for('update');
}

/**
 * Moves a signer to `to` from one of `from`, with `extra` columns, and tells the
 * operation's owner's open workspaces (at commit) in the same statement: its operation and
 * owner (null: a demo), or undefined when the signer was in none of `from`.
 */
export async function updateSignerStatus(
  tx: TTx,
  move: {
    signerId: string;
    from: TSignerStatus[];
    to: TSignerStatus;
    extra?: Partial<typeof operationSigners.$inferInsert>;
  },
): Promise<{ operationId: string; organizationId: string | null } | undefined> {
  const moved = tx.$with('moved').as(
    tx
      .update(operationSigners)
      .set({ status: move.to, ...move.extra })
      .where(
        and(eq(operationSigners.id, move.signerId), inArray(operationSigners.status, move.from)),
      )
      .returning({ operationId: operationSigners.operationId }),
  );
  const rows = await tx
    .with(moved)
    .select({
      operationId: operations.id,
      organizationId: operations.organizationId,
      notified: notifyAccountSql(operations.organizationId, {
        kind: 'operation',
        operationUuid: operations.id,
        status: operations.status,
      }),
    })
    .from(moved)
    .innerJoin(operations, eq(operations.id, moved.operationId));
  const [row] = rows;
  return row ? { operationId: row.operationId, organizationId: row.organizationId } : undefined;
}

/** Keeps a signer's encrypted handwriting strokes. */
export async function storeStrokes(
  tx: TTx,
  { signerId, strokesEncrypted }: { signerId: string; strokesEncrypted: string },
): Promise<void> {
  await tx
    .update(operationSigners)
    .set({ strokesEncrypted })
    .where(eq(operationSigners.id, signerId));
}

/** A deferred seal has landed: the signer's signature no longer waits for its stamp. */
export async function clearSealPending(tx: TTx, { signerId }: { signerId: string }) {
  await tx
    .update(operationSigners)
    .set({ sealPending: false })
    .where(eq(operationSigners.id, signerId));
}

/** Signatures still waiting for their seal, in operations still SEALING. */
export function listPendingSeals(
  db: TDbOrTx,
): Promise<{ operationId: string; signerId: string }[]> {
  return db
    .select({ operationId: operationSigners.operationId, signerId: operationSigners.id })
    .from(operationSigners)
    .innerJoin(operations, eq(operations.id, operationSigners.operationId))
    .where(and(eq(operationSigners.sealPending, true), eq(operations.status, 'SEALING')));
}

/** Signers whose turn it is and who have not signed or rejected yet. */
export const AT_TURN: readonly TSignerStatus[] = [
  'INVITED',
  'OPENED',
  'IDENTIFYING',
  'IDENTIFIED',
  'DOCUMENT_READ',
  'OTP_SENT',
];

/** The sender resent the invitation: the signer's automatic reminders count from now. */
export async function restartReminders(tx: TTx, { signerId }: { signerId: string }) {
  await tx
    .update(operationSigners)
    .set({ invitedAt: sql`now()`, remindersSent: 0 })
    .where(eq(operationSigners.id, signerId));
}

/** Records how many automatic reminders (steps) a signer has had. */
export async function setRemindersSent(
  tx: TTx,
  { signerId, count }: { signerId: string; count: number },
) {
  await tx
    .update(operationSigners)
    .set({ remindersSent: count })
    .where(eq(operationSigners.id, signerId));
}

/** A signerData list whose e-mail entry asks for no invitation (the sender's device signs). */
const AVOID_INVITATION = JSON.stringify([
  { actions: [{ action: 'avoidSendSignEmail', step: 'FIRMA-INICIO' }] },
]);

/**
 * Signers due an automatic reminder, oldest turn first, with their rows and their
 * operation's locked (FOR UPDATE SKIP LOCKED: parallel workers take different ones, and
 * a signer or sender acting on the operation right now is left for the next sweep).
 * Due: at their turn, with an e-mail and invited by e-mail (not `avoidSendSignEmail`),
 * in a live, non-demo operation before its end date, with fewer reminders than the steps
 * of `days` (days after `invitedAt`) already passed. `steps`: how many have passed.
 */
export function lockDueReminders(
  tx: TTx,
  {
    days,
    statuses,
    limit,
  }: { days: readonly number[]; statuses: readonly TOperationStatus[]; limit: number },
) {
  const passed = (day: number) =>
    sql`${operationSigners.invitedAt} <= now() - make_interval(days => ${day})`;
  const steps = sql.join(
    days.map((day) => sql`(case when ${passed(day)} then 1 else 0 end)`),
    sql` + `,
  );
  return tx
    .select({
      signer: operationSigners,
      expiresAt: operations.expiresAt,
      steps: sql<number>`${steps}`.mapWith(Number),
    })
    .from(operationSigners)
    .innerJoin(operations, eq(operations.id, operationSigners.operationId))
    .where(
      and(
        // The literal list matches the partial index operation_signers_turn_idx.
        sql`${operationSigners.status} in ('INVITED', 'OPENED', 'IDENTIFYING', 'IDENTIFIED', 'DOCUMENT_READ', 'OTP_SENT')`,
        passed(days[0] ?? 0),
        sql`${operationSigners.remindersSent} < ${steps}`,
        isNotNull(operationSigners.email),
        sql`not (${operationSigners.signerData} @> ${AVOID_INVITATION}::jsonb)`,
        inArray(operations.status, [...statuses]),
        gt(operations.expiresAt, sql`now()`),
        eq(operations.demo, false),
      ),
    )
    .orderBy(asc(operationSigners.invitedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** What the sender's list shows of a signer (not their data, codes or handwriting). */
export type TSignerSummaryRow = Pick<
  TSignerRow,
  'id' | 'operationId' | 'level' | 'order' | 'fullName' | 'email' | 'status' | 'signedAt'
> & { method: TSignerRow['signatureMethod'] };

/** The signers of these operations, each operation's in routing order. */
export function listSignersOf(
  db: TDbOrTx,
  { operationIds }: { operationIds: string[] },
): Promise<TSignerSummaryRow[]> {
  if (operationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: operationSigners.id,
      operationId: operationSigners.operationId,
      level: operationSigners.level,
      order: operationSigners.order,
      fullName: operationSigners.fullName,
      email: operationSigners.email,
      status: operationSigners.status,
      signedAt: operationSigners.signedAt,
      method: operationSigners.signatureMethod,
    })
    .from(operationSigners)
    .where(inArray(operationSigners.operationId, operationIds))
    .orderBy(
      asc(operationSigners.operationId),
      asc(operationSigners.level),
      asc(operationSigners.order),
    );
}

/**
 * The signers, in the operations of `organizationId`, whose document number (signerData `nif`,
 * letters and digits only, upper case) is `nif`: one person's document across an account.
 */
export async function listSignerIdsByDocument(
  db: TDbOrTx,
  { organizationId, nif }: { organizationId: string; nif: string },
): Promise<string[]> {
  const rows = await db
    .select({ id: operationSigners.id })
    .from(operationSigners)
    .innerJoin(operations, eq(operations.id, operationSigners.operationId))
    .where(
      and(
        eq(operations.organizationId, organizationId),
        sql`exists (select 1 from jsonb_array_elements(${operationSigners.signerData}) as datum
          where datum->>'identifier' = 'nif'
            and upper(regexp_replace(datum->>'value', '[^A-Za-z0-9]', '', 'g')) = ${nif})`,
      ),
    );
  return rows.map((row) => row.id);
}
