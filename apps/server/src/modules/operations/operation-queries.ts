import type { TOperationStatus } from '@confirma/contracts/operations';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../platform/db/client.ts';
import { notifyAccountSql } from '../../platform/events/account-events.ts';
import type { TOperationRow } from './operations.types.ts';
import { operationSigners, operations } from './operations-schema.ts';

/**
 * The reads and writes of the operations table. Every read of one operation names whose it
 * may be (`TOperationScope`): its owner's, a signer's, or the system's (a job, a sweep, a
 * caller already holding the right to this id), so no call forgets the tenant filter.
 */

/**
 * Whose operation a read may find: the organisation that owns it (a member: another
 * organisation's id finds nothing; `senderUserId` narrows it to one member's, for a sender
 * shown only their own), the operation one signer belongs to (a signer token or link), or
 * `SYSTEM_SCOPE`: a job, a sweep, or a caller that already holds the right to this id
 * (a notification's recipient, a verified document, an identification of it).
 */
export type TOperationScope =
  | { organizationId: string; senderUserId?: string | undefined }
  | { signerId: string }
  | typeof SYSTEM_SCOPE;
export const SYSTEM_SCOPE = 'system';

/** The operations a member may see: their organisation's, or only their own (a sender told so). */
export function memberScope(member: {
  organizationId: string;
  userId: string;
  seesOnlyOwn: boolean;
}): TOperationScope {
  return {
    organizationId: member.organizationId,
    senderUserId: member.seesOnlyOwn ? member.userId : undefined,
  };
}

function inScope(scope: TOperationScope) {
  if (scope === SYSTEM_SCOPE) return undefined;
  if ('organizationId' in scope) {
    return and(
      eq(operations.organizationId, scope.organizationId),
      scope.senderUserId === undefined
        ? undefined
        : eq(operations.senderUserId, scope.senderUserId),
    );
  }
  return sql`exists (select 1 from ${operationSigners} where ${operationSigners.id} = ${scope.signerId} and ${operationSigners.operationId} = ${operations.id})`;
}

/** An operation by id, within `scope`. */
export async function findOperation(
  db: TDbOrTx,
  { operationId, scope }: { operationId: string; scope: TOperationScope },
): Promise<TOperationRow | undefined> {
  const [row] = await db
    .select()
    .from(operations)
    .where(and(eq(operations.id, operationId), inScope(scope)))
    .limit(1);
  return row;
}

/** These operations, those of them within `scope` (in no particular order). */
export function listOperations(
  db: TDbOrTx,
  { operationIds, scope }: { operationIds: string[]; scope: TOperationScope },
): Promise<TOperationRow[]> {
  if (operationIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(operations)
    .where(and(inArray(operations.id, operationIds), inScope(scope)));
}

/**
 * The ids of the demo operations, as a subquery for another module's filter
 * (`inArray(table.operationId, demoOperationIds(db))`), which never reads this table itself.
 */
export function demoOperationIds(db: TDbOrTx) {
  return db.select({ id: operations.id }).from(operations).where(eq(operations.demo, true));
}

/**
 * The ids of an account's operations, as a subquery for another module's filter
 * (`inArray(table.operationId, ownedOperationIds(db, { organizationId }))`).
 */
export function ownedOperationIds(db: TDbOrTx, { organizationId }: { organizationId: string }) {
  return db
    .select({ id: operations.id })
    .from(operations)
    .where(eq(operations.organizationId, organizationId));
}

/** The ids of an account's operations, newest first. */
export async function listOperationIdsOf(
  db: TDbOrTx,
  { organizationId, limit }: { organizationId: string; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: operations.id })
    .from(operations)
    .where(eq(operations.organizationId, organizationId))
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

/** Deletes the operation; its documents, signers and identifications go with it (cascade). */
export async function deleteOperation(tx: TTx, { operationId }: { operationId: string }) {
  await tx.delete(operations).where(eq(operations.id, operationId));
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
 * a demo has no owner), in one statement: its owner (null: a demo), or undefined when its
 * status was no longer `from`.
 */
export async function updateOperationStatus(
  tx: TTx,
  move: { operationId: string; from: TOperationStatus; to: TOperationStatus; terminal: boolean },
): Promise<{ organizationId: string | null } | undefined> {
  const moved = tx.$with('moved').as(
    tx
      .update(operations)
      .set({
        status: move.to,
        updatedAt: sql`now()`,
        ...(move.terminal ? { completedAt: sql`now()` } : {}),
      })
      .where(and(eq(operations.id, move.operationId), eq(operations.status, move.from)))
      .returning({ organizationId: operations.organizationId }),
  );
  const rows = await tx
    .with(moved)
    .select({
      organizationId: moved.organizationId,
      notified: notifyAccountSql(moved.organizationId, {
        kind: 'operation',
        operationUuid: move.operationId,
        status: move.to,
      }),
    })
    .from(moved);
  const [row] = rows;
  return row ? { organizationId: row.organizationId } : undefined;
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
