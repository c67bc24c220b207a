import type { TReviewDecisionRecord } from '@confirma/contracts/review-decision';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../../platform/db/client.ts';
import type { TIdentificationRow } from '../identification.types.ts';
import {
  identificationFrames,
  identificationReviews,
  identifications,
} from '../identification-schema.ts';

/** The review desk's reads and writes: the decisions, the guarded move, the queue. */

export type TReviewRow = typeof identificationReviews.$inferSelect;

/** A stored decision as the contract gives it. */
export const decisionRecord = (row: TReviewRow): TReviewDecisionRecord => ({
  id: row.id,
  stage: row.stage,
  decision: row.decision,
  reviewer: { role: row.reviewerRole, userId: row.reviewerUserId },
  reason: row.reason,
  checklist: row.checklist,
  at: row.createdAt.toISOString(),
});

export async function insertReview(
  tx: TTx,
  values: typeof identificationReviews.$inferInsert,
): Promise<TReviewRow> {
  const [row] = await tx.insert(identificationReviews).values(values).returning();
  if (!row) throw new Error('decision not stored');
  return row;
}

/** Every decision on the identification, oldest first. */
export function listReviews(
  db: TDb | TTx,
  { identificationId }: { identificationId: string },
): Promise<TReviewRow[]> {
  return db
    .select()
    .from(identificationReviews)
    .where(eq(identificationReviews.identificationId, identificationId))
    .orderBy(asc(identificationReviews.createdAt), asc(identificationReviews.id));
}

export async function findReview(db: TDb | TTx, { id }: { id: string }) {
  const [row] = await db
    .select()
    .from(identificationReviews)
    .where(eq(identificationReviews.id, id))
    .limit(1);
  return row ?? null;
}

/** Where a page of the queue starts: after this case (its verdict time and id). */
export interface TQueueCursor {
  since: Date;
  id: string;
}

/**
 * The cases waiting for the platform's reviewers, oldest verdict first: those the platform
 * decides with no first decision waiting, and every first decision waiting for its second
 * (four-eyes: always the platform's). Keyset pagination on (verdict time, id).
 */
export function listQueueRows(
  db: TDb,
  { cursor, limit }: { cursor: TQueueCursor | null; limit: number },
): Promise<TIdentificationRow[]> {
  const since = sql`coalesce(${identifications.completedAt}, ${identifications.createdAt})`;
  return db
    .select()
    .from(identifications)
    .where(
      and(
        eq(identifications.status, 'REVIEW'),
        or(
          sql`${identifications.reviewPendingId} is not null`,
          sql`coalesce(${identifications.reviewBy}, 'PLATFORM') = 'PLATFORM'`,
        ),
        cursor
          ? sql`(${since}, ${identifications.id}) > (${cursor.since.toISOString()}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(since), asc(identifications.id))
    .limit(limit);
}

/** Every frame the identification's detections judged, in the order they arrived. */
export function listFrameRows(db: TDb | TTx, { identificationId }: { identificationId: string }) {
  return db
    .select()
    .from(identificationFrames)
    .where(eq(identificationFrames.identificationId, identificationId))
    .orderBy(asc(identificationFrames.receivedAt), asc(identificationFrames.position));
}

/** One kept frame of the identification (its blob), or null. */
export async function findFrameImage(
  db: TDb | TTx,
  { identificationId, frameId }: { identificationId: string; frameId: string },
): Promise<string | null> {
  const [row] = await db
    .select({ key: identificationFrames.imageSha256 })
    .from(identificationFrames)
    .where(
      and(
        eq(identificationFrames.identificationId, identificationId),
        eq(identificationFrames.id, frameId),
      ),
    )
    .limit(1);
  return row?.key ?? null;
}

/** The identification by its id alone, for the review desk (which checks what it may see). */
export async function findReviewable(db: TDb | TTx, { id }: { id: string }) {
  const [row] = await db.select().from(identifications).where(eq(identifications.id, id)).limit(1);
  return row ?? null;
}

/** The signer's attempts at the operation that began recording, oldest first. */
export function listSignerAttempts(
  db: TDb | TTx,
  { operationId, signerId }: { operationId: string; signerId: string },
): Promise<TIdentificationRow[]> {
  return db
    .select()
    .from(identifications)
    .where(
      and(
        eq(identifications.operationId, operationId),
        eq(identifications.signerId, signerId),
        sql`${identifications.startedAt} is not null`,
      ),
    )
    .orderBy(asc(identifications.createdAt));
}
