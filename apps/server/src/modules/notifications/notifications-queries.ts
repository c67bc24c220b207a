import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../platform/db/client.ts';
import { findOperation, listDocuments, listSigners, SYSTEM_SCOPE } from '../operations/index.ts';
import type { TNotificationRecord, TNotificationRow } from './notifications.types.ts';
import { notifications } from './notifications-schema.ts';

/**
 * The notifications module's data access. A recipient finds theirs by the SHA-256 of the
 * link's token, a delivery report by its envelope id's operation, the sender through the operation
 * (owner-filtered by the operations module); nothing here lists across accounts.
 */

export async function insertNotification(
  tx: TTx,
  values: typeof notifications.$inferInsert,
): Promise<TNotificationRow> {
  const [row] = await tx.insert(notifications).values(values).returning();
  if (!row) throw new Error('notification insert returned no row');
  return row;
}

/** The notification with its operation, document and recipient; `lock`: its row FOR UPDATE. */
async function recordOf(
  db: TDbOrTx,
  where: ReturnType<typeof eq>,
  { lock = false, organizationId }: { lock?: boolean; organizationId?: string } = {},
): Promise<TNotificationRecord | undefined> {
  const query = db.select().from(notifications).where(where).limit(1);
  const [notification] = lock ? await query.for('update') : await query;
  if (!notification) return undefined;
  const operationId = notification.operationId;
  const operation = await findOperation(db, {
    operationId,
    scope: organizationId ? { organizationId } : SYSTEM_SCOPE,
  });
  const [document] = await listDocuments(db, { operationId });
  const [recipient] = await listSigners(db, { operationId });
  if (!operation || !document || !recipient) return undefined;
  return { notification, operation, document, recipient };
}

export function findNotificationByToken(
  db: TDbOrTx,
  { tokenHash, lock }: { tokenHash: string; lock?: boolean },
) {
  return recordOf(db, eq(notifications.accessTokenHash, tokenHash), { lock: Boolean(lock) });
}

export function findNotification(
  db: TDbOrTx,
  {
    operationId,
    lock,
    organizationId,
  }: { operationId: string; lock?: boolean; organizationId?: string },
) {
  return recordOf(db, eq(notifications.operationId, operationId), {
    lock: Boolean(lock),
    ...(organizationId ? { organizationId } : {}),
  });
}

export async function updateNotification(
  tx: TTx,
  { operationId }: { operationId: string },
  values: Partial<typeof notifications.$inferInsert>,
): Promise<void> {
  await tx.update(notifications).set(values).where(eq(notifications.operationId, operationId));
}

/** Records the SMTP server's acceptance once (a retried job after a lost answer is a no-op). */
export async function markSent(
  tx: TTx,
  { operationId, smtpResponse }: { operationId: string; smtpResponse: string },
): Promise<boolean> {
  const rows = await tx
    .update(notifications)
    .set({ sentAt: sql`now()`, smtpResponse })
    .where(and(eq(notifications.operationId, operationId), isNull(notifications.sentAt)))
    .returning({ id: notifications.operationId });
  return rows.length > 0;
}

/** Counts a wrong acknowledgement code; returns the attempts so far. */
export async function countAckAttempt(tx: TTx, { operationId }: { operationId: string }) {
  const [row] = await tx
    .update(notifications)
    .set({ ackCodeAttempts: sql`${notifications.ackCodeAttempts} + 1` })
    .where(eq(notifications.operationId, operationId))
    .returning({ attempts: notifications.ackCodeAttempts });
  return row?.attempts ?? 0;
}
