import { and, desc, eq } from 'drizzle-orm';
import type { TDb, TTx } from '../../platform/db/client.ts';
import type { TIdentificationRow } from './identification.types.ts';
import { identificationCaptures, identifications } from './identification-schema.ts';

/** The signer's latest identification of this operation (the one a call acts on). */
export async function findLatestIdentification(
  db: TDb | TTx,
  { operationId, signerId }: { operationId: string; signerId: string },
): Promise<TIdentificationRow | null> {
  const [row] = await db
    .select()
    .from(identifications)
    .where(
      and(eq(identifications.operationId, operationId), eq(identifications.signerId, signerId)),
    )
    .orderBy(desc(identifications.createdAt))
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

/** A guarded update: only while the identification is still in `from` (else null). */
export async function updateIdentification(
  tx: TTx,
  {
    id,
    from,
    set,
  }: { id: string; from: TIdentificationRow['status']; set: Partial<TIdentificationRow> },
): Promise<TIdentificationRow | null> {
  const [row] = await tx
    .update(identifications)
    .set(set)
    .where(and(eq(identifications.id, id), eq(identifications.status, from)))
    .returning();
  return row ?? null;
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
