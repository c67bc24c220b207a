import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../platform/db/client.ts';
import type { TIdentificationRow } from './identification.types.ts';
import {
  identificationCaptures,
  identifications,
  identificationVideoChunks,
} from './identification-schema.ts';

/**
 * The signer's latest identification of this operation (the one a call acts on); `started`:
 * the latest that began recording (a session handed out and never started says nothing of
 * how the signer fared: what a reopened link shows).
 */
export async function findLatestIdentification(
  db: TDb | TTx,
  {
    operationId,
    signerId,
    started = false,
  }: { operationId: string; signerId: string; started?: boolean },
): Promise<TIdentificationRow | null> {
  const [row] = await db
    .select()
    .from(identifications)
    .where(
      and(
        eq(identifications.operationId, operationId),
        eq(identifications.signerId, signerId),
        started ? ne(identifications.status, 'SESSION') : undefined,
      ),
    )
    .orderBy(desc(identifications.createdAt))
    .limit(1);
  return row ?? null;
}

/** The signer's attempts at this operation that began recording (whatever became of them). */
export async function countStartedAttempts(
  db: TDb | TTx,
  { operationId, signerId }: { operationId: string; signerId: string },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(identifications)
    .where(
      and(
        eq(identifications.operationId, operationId),
        eq(identifications.signerId, signerId),
        isNotNull(identifications.startedAt),
      ),
    );
  return row?.n ?? 0;
}

/** Attempts begun since `since` by any of `signerIds` (one document's signers, say). */
export async function countAttemptsSince(
  db: TDb | TTx,
  { signerIds, since }: { signerIds: readonly string[]; since: Date },
): Promise<number> {
  if (signerIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(identifications)
    .where(and(inArray(identifications.signerId, signerIds), gt(identifications.startedAt, since)));
  return row?.n ?? 0;
}

/** The signer's identification of this operation that passed last (by completion), or null. */
export async function findLastPassedIdentification(
  db: TDb | TTx,
  { operationId, signerId }: { operationId: string; signerId: string },
): Promise<TIdentificationRow | null> {
  const [row] = await db
    .select()
    .from(identifications)
    .where(
      and(
        eq(identifications.operationId, operationId),
        eq(identifications.signerId, signerId),
        eq(identifications.status, 'PASSED'),
      ),
    )
    .orderBy(desc(identifications.completedAt))
    .limit(1);
  return row ?? null;
}

/** One identification of this operation and signer, by its videoUuid. */
export async function findIdentification(
  db: TDb | TTx,
  { id, operationId, signerId }: { id: string; operationId: string; signerId: string },
): Promise<TIdentificationRow | null> {
  const [row] = await db
    .select()
    .from(identifications)
    .where(
      and(
        eq(identifications.id, id),
        eq(identifications.operationId, operationId),
        eq(identifications.signerId, signerId),
      ),
    );
  return row ?? null;
}

export async function insertIdentification(
  tx: TTx,
  values: typeof identifications.$inferInsert,
): Promise<TIdentificationRow> {
  const [row] = await tx.insert(identifications).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * A guarded update: only while the identification is still in `from` (else null), and
 * where `pendingId` is given, while the same first review decision waits (or none: null).
 */
export async function updateIdentification(
  tx: TTx,
  {
    id,
    from,
    pendingId,
    set,
  }: {
    id: string;
    from: TIdentificationRow['status'];
    pendingId?: string | null;
    set: Partial<TIdentificationRow>;
  },
): Promise<TIdentificationRow | null> {
  const [row] = await tx
    .update(identifications)
    .set(set)
    .where(
      and(
        eq(identifications.id, id),
        eq(identifications.status, from),
        pendingId === undefined
          ? undefined
          : pendingId === null
            ? isNull(identifications.reviewPendingId)
            : eq(identifications.reviewPendingId, pendingId),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Merges `fields` into a recording identification's `extracted` in one statement: what
 * another request wrote there meanwhile (a hologram burst's score) stays.
 */
export async function mergeExtracted(
  db: TDb | TTx,
  { id, fields }: { id: string; fields: Record<string, unknown> },
): Promise<void> {
  await db
    .update(identifications)
    .set({
      extracted: sql`coalesce(${identifications.extracted}, '{}'::jsonb) || ${JSON.stringify(fields)}::jsonb`,
    })
    .where(and(eq(identifications.id, id), eq(identifications.status, 'RECORDING')));
}

export async function insertCapture(tx: TTx, values: typeof identificationCaptures.$inferInsert) {
  const [row] = await tx.insert(identificationCaptures).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function listCaptures(
  db: TDb | TTx,
  { identificationId }: { identificationId: string },
) {
  return db
    .select()
    .from(identificationCaptures)
    .where(eq(identificationCaptures.identificationId, identificationId))
    .orderBy(identificationCaptures.createdAt);
}

/** Locks the identification row for the rest of the transaction (chunk totals). */
export async function lockIdentification(tx: TTx, { id }: { id: string }) {
  await tx.execute(sql`select id from identifications where id = ${id} for update`);
}

/** Bytes of the video's chunks other than `exceptIndex`. */
export async function otherChunksSize(
  tx: TDb | TTx,
  { identificationId, exceptIndex }: { identificationId: string; exceptIndex: number },
): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${identificationVideoChunks.size}), 0)` })
    .from(identificationVideoChunks)
    .where(
      and(
        eq(identificationVideoChunks.identificationId, identificationId),
        ne(identificationVideoChunks.index, exceptIndex),
      ),
    );
  return Number(row?.total ?? 0);
}

/** Records a chunk; the same index sent again replaces it (a resend is idempotent). */
export async function upsertVideoChunk(
  tx: TTx,
  values: {
    identificationId: string;
    index: number;
    sha256: string;
    size: number;
    createdAt: Date;
  },
) {
  await tx
    .insert(identificationVideoChunks)
    .values(values)
    .onConflictDoUpdate({
      target: [identificationVideoChunks.identificationId, identificationVideoChunks.index],
      set: { sha256: values.sha256, size: values.size, createdAt: values.createdAt },
    });
}

/** The chunk recorded at `index`, or null. */
export async function findVideoChunk(
  db: TDb | TTx,
  { identificationId, index }: { identificationId: string; index: number },
) {
  const [row] = await db
    .select()
    .from(identificationVideoChunks)
    .where(
      and(
        eq(identificationVideoChunks.identificationId, identificationId),
        eq(identificationVideoChunks.index, index),
      ),
    );
  return row ?? null;
}

export async function listVideoChunks(
  db: TDb | TTx,
  { identificationId }: { identificationId: string },
) {
  return db
    .select()
    .from(identificationVideoChunks)
    .where(eq(identificationVideoChunks.identificationId, identificationId))
    .orderBy(asc(identificationVideoChunks.index));
}

export async function deleteVideoChunks(
  tx: TTx,
  { identificationId }: { identificationId: string },
) {
  await tx
    .delete(identificationVideoChunks)
    .where(eq(identificationVideoChunks.identificationId, identificationId));
}

/** Every identification of the operation, oldest first (the sender's operation page). */
export async function listOperationIdentifications(
  db: TDb | TTx,
  { operationId }: { operationId: string },
): Promise<TIdentificationRow[]> {
  return db
    .select()
    .from(identifications)
    .where(eq(identifications.operationId, operationId))
    .orderBy(asc(identifications.createdAt));
}
