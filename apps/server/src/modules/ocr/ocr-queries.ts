import { and, desc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { ocrAnalyses } from './ocr-schema.ts';

/** Every query takes the account: another account's analysis is never found. */

export async function findAnalysis(db: TDbOrTx, { userId, id }: { userId: string; id: string }) {
  const [row] = await db
    .select()
    .from(ocrAnalyses)
    .where(and(eq(ocrAnalyses.userId, userId), eq(ocrAnalyses.id, id)))
    .limit(1);
  return row;
}

export async function findAnalysisByKey(
  db: TDbOrTx,
  { userId, key }: { userId: string; key: string },
) {
  const [row] = await db
    .select()
    .from(ocrAnalyses)
    .where(and(eq(ocrAnalyses.userId, userId), eq(ocrAnalyses.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** The account's analyses, newest first (at most `limit`). */
export function listAnalyses(db: TDbOrTx, { userId, limit }: { userId: string; limit: number }) {
  return db
    .select()
    .from(ocrAnalyses)
    .where(eq(ocrAnalyses.userId, userId))
    .orderBy(desc(ocrAnalyses.createdAt))
    .limit(limit);
}

/** Deletes one analysis of the account; its id when it existed. */
export async function deleteAnalysis(db: TDbOrTx, { userId, id }: { userId: string; id: string }) {
  const [row] = await db
    .delete(ocrAnalyses)
    .where(and(eq(ocrAnalyses.userId, userId), eq(ocrAnalyses.id, id)))
    .returning({ id: ocrAnalyses.id, images: ocrAnalyses.images });
  return row;
}
