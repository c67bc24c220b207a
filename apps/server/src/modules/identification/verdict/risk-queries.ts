import { and, desc, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { TDb, TTx } from '../../../platform/db/client.ts';
import { ownedOperationIds } from '../../operations/index.ts';
import { identifications } from '../identification-schema.ts';

/** Another identification of the account, as the reuse checks compare it. */
export interface TKeptFace {
  videoUuid: string;
  operationUuid: string;
  documentNumber: string | null;
  embedding: number[];
}

/**
 * The account's other identifications that still keep their selfie's descriptor (not
 * purged), the newest first, at most `limit`: what the reuse checks compare a new one with.
 */
export async function listKeptFaces(
  db: TDb | TTx,
  { organizationId, exceptId, limit }: { organizationId: string; exceptId: string; limit: number },
): Promise<TKeptFace[]> {
  const rows = await db
    .select({
      videoUuid: identifications.id,
      operationUuid: identifications.operationId,
      documentNumber: identifications.documentNumber,
      embedding: identifications.reuseEmbedding,
    })
    .from(identifications)
    .where(
      and(
        inArray(identifications.operationId, ownedOperationIds(db, { organizationId })),
        ne(identifications.id, exceptId),
        isNull(identifications.purgedAt),
        isNotNull(identifications.reuseEmbedding),
      ),
    )
    .orderBy(desc(identifications.completedAt))
    .limit(limit);
  return rows.flatMap((row) => (row.embedding ? [{ ...row, embedding: row.embedding }] : []));
}
