import type { TOperationStatus, TSignerStatus } from '@confirma/contracts/operations';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../platform/db/client.ts';
import { notifyAccountSql } from '../../platform/events/account-events.ts';
import type { TDocumentRow, TOperationRow, TSignerRow } from './operations.types.ts';
import {
  operationDocuments,
  operationSigners,
  operations,
  otpChallenges,
} from './operations-schema.ts';

/**
 * Every read and write of the operations module's tables: operations, their documents,
 * signers and one-time codes. Each query takes `(db | tx, {…ids})`; a query for a sender
 * takes `ownerUserId` and filters by it, so another account's id finds nothing.
 */

// ── Operations ──────────────────────────────────────────────────────────────────────────

/** An operation by id (of this owner, when `ownerUserId` is given). */
export async function findOperation(
  db: TDbOrTx,
  { operationId, ownerUserId }: { operationId: string; ownerUserId?: string },
): Promise<TOperationRow | undefined> {
  const [row] = await db
    .select()
    .from(operations)
    .where(
      and(
        eq(operations.id, operationId),
        ownerUserId === undefined ? undefined : eq(operations.ownerUserId, ownerUserId),
      ),
    )
    .limit(1);
  return row;
}

/** The ids of an account's operations, newest first. */
export async function listOperationIdsOf(
  db: TDbOrTx,
  { ownerUserId, limit }: { ownerUserId: string; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: operations.id })
    .from(operations)
    .where(eq(operations.ownerUserId, ownerUserId))
    .orderBy(desc(operations.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function insertOperation(
  tx: TTx,
  values: typeof operations.$inferInsert,
): Promise<TOperationRow> {
  const [row] = await tx.insert(operations).values(values).returning();
  if (!row) throw new Error('operation insert returned no row');
  return row;
}

/** The operation's status, read under a row lock (for moves that depend on it). */
export async function lockOperationStatus(
  tx: TTx,
  { operationId }: { operationId: string },
): Promise<TOperationStatus | undefined> {
  const [row] = await tx
    .select({ status: operations.status })
    .from(operations)
    .where(eq(operations.id, operationId))
    .for('update');
  return row?.status;
}

/**
 * Moves the operation from `from` to `to` and tells its owner's open workspaces (at commit;
 * a demo has no owner), in one statement: false when its status was no longer `from`.
 */
export async function updateOperationStatus(
  tx: TTx,
  move: { operationId: string; from: TOperationStatus; to: TOperationStatus; terminal: boolean },
): Promise<boolean> {
  const moved = tx.$with('moved').as(
    tx
      .update(operations)
      .set({
        status: move.to,
        updatedAt: sql`now()`,
        ...(move.terminal ? { completedAt: sql`now()` } : {}),
      })
      .where(and(eq(operations.id, move.operationId), eq(operations.status, move.from)))
      .returning({ ownerUserId: operations.ownerUserId }),
  );
  const rows = await tx
    .with(moved)
    .select({
      notified: notifyAccountSql(moved.ownerUserId, {
        kind: 'operation',
        operationUuid: move.operationId,
        status: move.to,
      }),
    })
    .from(moved);
  return rows.length > 0;
}

/** Live operations whose end date has passed, oldest first. */
export function listDueOperations(
  db: TDbOrTx,
  { statuses, limit }: { statuses: readonly TOperationStatus[]; limit: number },
): Promise<TOperationRow[]> {
  return db
    .select()
    .from(operations)
    .where(and(lt(operations.expiresAt, sql`now()`), inArray(operations.status, [...statuses])))
    .orderBy(asc(operations.expiresAt))
    .limit(limit);
}

// ── Documents ───────────────────────────────────────────────────────────────────────────

/** The operation's documents in their order (position). */
export function listDocuments(
  db: TDbOrTx,
  { operationId }: { operationId: string },
): Promise<TDocumentRow[]> {
  return db
    .select()
    .from(operationDocuments)
    .where(eq(operationDocuments.operationId, operationId))
    .orderBy(asc(operationDocuments.position));
}

/** The operation whose document's current signed version has this SHA-256 (hex). */
export async function findOperationIdBySignedDocument(
  db: TDbOrTx,
  { sha256 }: { sha256: string },
): Promise<string | undefined> {
  const [row] = await db
    .select({ operationId: operationDocuments.operationId })
    .from(operationDocuments)
    .where(eq(operationDocuments.signedSha256, sha256))
    .limit(1);
  return row?.operationId;
}

/** One document of the operation. */
export async function findDocument(
  db: TDbOrTx,
  { operationId, documentId }: { operationId: string; documentId: string },
): Promise<TDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(operationDocuments)
    .where(
      and(eq(operationDocuments.id, documentId), eq(operationDocuments.operationId, operationId)),
    )
    .limit(1);
  return row;
}

export function insertDocuments(
  tx: TTx,
  rows: (typeof operationDocuments.$inferInsert)[],
): Promise<TDocumentRow[]> {
  return tx.insert(operationDocuments).values(rows).returning();
}

/**
 * Stores a document's newly sealed version, unless it moved on since it was read (another
 * signer's seal landed first): false then.
 */
export async function storeSealedVersion(
  tx: TTx,
  version: { documentId: string; before: string; after: string },
): Promise<boolean> {
  const rows = await tx
    .update(operationDocuments)
    .set({ signedSha256: version.after })
    .where(
      and(
        eq(operationDocuments.id, version.documentId),
        sql`coalesce(${operationDocuments.signedSha256}, ${operationDocuments.originalSha256}) = ${version.before}`,
      ),
    )
    .returning({ id: operationDocuments.id });
  return rows.length === 1;
}

// ── Signers ─────────────────────────────────────────────────────────────────────────────

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
 * operation's owner's open workspaces (at commit) in the same statement: false when the
 * signer was in none of `from`.
 */
export async function updateSignerStatus(
  tx: TTx,
  move: {
    signerId: string;
    from: TSignerStatus[];
    to: TSignerStatus;
    extra?: Partial<typeof operationSigners.$inferInsert>;
  },
): Promise<boolean> {
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
      notified: notifyAccountSql(operations.ownerUserId, {
        kind: 'operation',
        operationUuid: operations.id,
        status: operations.status,
      }),
    })
    .from(moved)
    .innerJoin(operations, eq(operations.id, moved.operationId));
  return rows.length > 0;
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

// ── One-time codes ──────────────────────────────────────────────────────────────────────

/** When the signer's codes of the last hour were sent, newest first. */
export async function recentOtpSends(tx: TTx, { signerId }: { signerId: string }): Promise<Date[]> {
  const rows = await tx
    .select({ createdAt: otpChallenges.createdAt })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.signerId, signerId),
        gt(otpChallenges.createdAt, sql`now() - interval '1 hour'`),
      ),
    )
    .orderBy(desc(otpChallenges.createdAt));
  return rows.map((row) => row.createdAt);
}

export async function insertOtpChallenge(
  tx: TTx,
  values: typeof otpChallenges.$inferInsert,
): Promise<void> {
  await tx.insert(otpChallenges).values(values);
}

/** The signer's newest unused code, locked until the transaction ends. */
export async function lockNewestOtpChallenge(tx: TTx, { signerId }: { signerId: string }) {
  const [row] = await tx
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.signerId, signerId), isNull(otpChallenges.consumedAt)))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1)
    .for('update');
  return row;
}

/** Counts one wrong try of a code. */
export async function countOtpAttempt(tx: TTx, { challengeId }: { challengeId: string }) {
  await tx
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(eq(otpChallenges.id, challengeId));
}

/** Uses a code up; false when it was used already. */
export async function consumeOtpChallenge(
  tx: TTx,
  { challengeId }: { challengeId: string },
): Promise<boolean> {
  const rows = await tx
    .update(otpChallenges)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpChallenges.id, challengeId), isNull(otpChallenges.consumedAt)))
    .returning({ id: otpChallenges.id });
  return rows.length === 1;
}
