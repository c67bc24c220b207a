import { and, desc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { afterCursor, exactTime, keysetPage } from '../../platform/db/keyset-page.ts';
import { ocrAnalyses } from './ocr-schema.ts';

/** Every query takes the account: another account's analysis is never found. */

export async function findAnalysis(
  db: TDbOrTx,
  { organizationId, id }: { organizationId: string; id: string },
) {
  const [row] = await db
    .select()
    .from(ocrAnalyses)
    .where(and(eq(ocrAnalyses.organizationId, organizationId), eq(ocrAnalyses.id, id)))
    .limit(1);
  return row;
}

export async function findAnalysisByKey(
  db: TDbOrTx,
  { organizationId, key }: { organizationId: string; key: string },
) {
  const [row] = await db
    .select()
    .from(ocrAnalyses)
    .where(and(eq(ocrAnalyses.organizationId, organizationId), eq(ocrAnalyses.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** A page of the account's analyses, newest first, after `cursor` (keyset-page.ts). */
export async function listAnalyses(
  db: TDbOrTx,
  {
    organizationId,
    cursor,
    limit,
  }: { organizationId: string; cursor?: string | undefined; limit: number },
) {
  const rows = await db
    .select({ row: ocrAnalyses, cursorAt: exactTime(ocrAnalyses.createdAt) })
    .from(ocrAnalyses)
    .where(
      and(
        eq(ocrAnalyses.organizationId, organizationId),
        afterCursor(ocrAnalyses.createdAt, ocrAnalyses.id, cursor),
      ),
    )
    .orderBy(desc(ocrAnalyses.createdAt), desc(ocrAnalyses.id))
    .limit(limit + 1);
  const page = keysetPage(rows, limit, ({ row }) => row.id);
  return { rows: page.rows.map(({ row }) => row), nextCursor: page.nextCursor };
}

/** Deletes one analysis of the account; its id when it existed. */
export async function deleteAnalysis(
  db: TDbOrTx,
  { organizationId, id }: { organizationId: string; id: string },
) {
  const [row] = await db
    .delete(ocrAnalyses)
    .where(and(eq(ocrAnalyses.organizationId, organizationId), eq(ocrAnalyses.id, id)))
    .returning({ id: ocrAnalyses.id, images: ocrAnalyses.images });
  return row;
}
