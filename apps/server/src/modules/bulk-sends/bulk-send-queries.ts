import type { TBulkRowState } from '@confirma/contracts/bulk-sends';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import {
  bulkSendRows,
  bulkSends,
  type TBulkRowError,
  type TBulkRowRecord,
  type TBulkSendRecord,
} from './bulk-sends-schema.ts';

/** The account and the bulk send an id names (another account's id finds nothing). */
export type TBulkScope = { organizationId: string; id: string };

type TNewBulkSend = typeof bulkSends.$inferInsert;
type TNewRow = Pick<typeof bulkSendRows.$inferInsert, 'row' | 'request'>;

const ofAccount = ({ organizationId, id }: TBulkScope) =>
  and(eq(bulkSends.id, id), eq(bulkSends.organizationId, organizationId));

/** The account's bulk send, or 404. */
export async function findBulkSend(db: TDbOrTx, scope: TBulkScope): Promise<TBulkSendRecord> {
  const [row] = await db.select().from(bulkSends).where(ofAccount(scope)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'No such bulk send');
  return row;
}

/** A bulk send by id alone (its job, which runs for no request); undefined when erased. */
export async function findBulkSendById(db: TDbOrTx, { id }: { id: string }) {
  const [row] = await db.select().from(bulkSends).where(eq(bulkSends.id, id)).limit(1);
  return row;
}

/** The account's newest bulk sends (of one template when given). */
export function listBulkSends(
  db: TDbOrTx,
  {
    organizationId,
    templateId,
    limit,
  }: { organizationId: string; templateId?: string | undefined; limit: number },
) {
  return db
    .select()
    .from(bulkSends)
    .where(
      and(
        eq(bulkSends.organizationId, organizationId),
        templateId ? eq(bulkSends.templateId, templateId) : undefined,
      ),
    )
    .orderBy(desc(bulkSends.createdAt), desc(bulkSends.id))
    .limit(limit);
}

export async function insertBulkSend(
  tx: TDbOrTx,
  values: TNewBulkSend,
  rows: TNewRow[],
): Promise<TBulkSendRecord> {
  const [bulk] = await tx.insert(bulkSends).values(values).returning();
  if (!bulk) throw new Error('bulk send insert returned no row');
  await tx.insert(bulkSendRows).values(rows.map((row) => ({ ...row, bulkId: bulk.id })));
  return bulk;
}

/** How many rows are in each state. */
export async function countRows(
  db: TDbOrTx,
  { bulkId }: { bulkId: string },
): Promise<Record<TBulkRowState, number>> {
  const counts = await db
    .select({ state: bulkSendRows.state, n: sql<number>`count(*)::int` })
    .from(bulkSendRows)
    .where(eq(bulkSendRows.bulkId, bulkId))
    .groupBy(bulkSendRows.state);
  const of = (state: TBulkRowState) => counts.find((count) => count.state === state)?.n ?? 0;
  return {
    pending: of('pending'),
    created: of('created'),
    failed: of('failed'),
    cancelled: of('cancelled'),
  };
}

/** The first row still to be created, in the file's order. */
export async function nextPendingRow(
  db: TDbOrTx,
  { bulkId }: { bulkId: string },
): Promise<TBulkRowRecord | undefined> {
  const [row] = await db
    .select()
    .from(bulkSendRows)
    .where(and(eq(bulkSendRows.bulkId, bulkId), eq(bulkSendRows.state, 'pending')))
    .orderBy(asc(bulkSendRows.row))
    .limit(1);
  return row;
}

const pendingRow = (bulkId: string, row: number) =>
  and(
    eq(bulkSendRows.bulkId, bulkId),
    eq(bulkSendRows.row, row),
    eq(bulkSendRows.state, 'pending'),
  );

/**
 * Records the row's operation, in the creation's transaction; throws (rolling the creation
 * back) when the row is no longer pending: another try of the job created it meanwhile.
 */
export async function markRowCreated(
  tx: TDbOrTx,
  { bulkId, row, operationId }: { bulkId: string; row: number; operationId: string },
) {
  const done = await tx
    .update(bulkSendRows)
    .set({ state: 'created', operationId, updatedAt: sql`now()` })
    .where(pendingRow(bulkId, row))
    .returning({ row: bulkSendRows.row });
  if (done.length === 0) throw new Error(`bulk row ${bulkId}:${row} is no longer pending`);
}

/** Records why the row was not created (a row no longer pending is left as it is). */
export async function markRowFailed(
  db: TDbOrTx,
  { bulkId, row, error }: { bulkId: string; row: number; error: TBulkRowError },
) {
  await db
    .update(bulkSendRows)
    .set({ state: 'failed', error, updatedAt: sql`now()` })
    .where(pendingRow(bulkId, row));
}

/** Marks every row still pending as not sent (the bulk send was cancelled, or given up). */
export async function closePendingRows(
  tx: TDbOrTx,
  {
    bulkId,
    state,
    error,
  }: { bulkId: string; state: 'failed' | 'cancelled'; error?: TBulkRowError },
) {
  await tx
    .update(bulkSendRows)
    .set({ state, error: error ?? null, updatedAt: sql`now()` })
    .where(and(eq(bulkSendRows.bulkId, bulkId), eq(bulkSendRows.state, 'pending')));
}

/** Every row with its outcome, in the file's order (the result file). */
export function listRows(db: TDbOrTx, { bulkId }: { bulkId: string }) {
  return db
    .select()
    .from(bulkSendRows)
    .where(eq(bulkSendRows.bulkId, bulkId))
    .orderBy(asc(bulkSendRows.row));
}

/** Asks a running bulk send to stop; false when it is not running or was asked already. */
export async function requestCancel(db: TDbOrTx, scope: TBulkScope): Promise<boolean> {
  const asked = await db
    .update(bulkSends)
    .set({ cancelRequestedAt: sql`now()` })
    .where(
      and(ofAccount(scope), eq(bulkSends.state, 'running'), isNull(bulkSends.cancelRequestedAt)),
    )
    .returning({ id: bulkSends.id });
  return asked.length > 0;
}

/** Ends a running bulk send (done or cancelled); false when it had ended already. */
export async function endBulkSend(
  tx: TDbOrTx,
  { id, state }: { id: string; state: 'done' | 'cancelled' },
): Promise<boolean> {
  const ended = await tx
    .update(bulkSends)
    .set({ state, finishedAt: sql`now()` })
    .where(and(eq(bulkSends.id, id), eq(bulkSends.state, 'running')))
    .returning({ id: bulkSends.id });
  return ended.length > 0;
}
