import { and, asc, eq, lt } from 'drizzle-orm';
import { DAY_MS } from '../../platform/time-units.ts';
import { recordEvidence } from '../evidence/index.ts';
import type { TOcrContext } from './ocr.types.ts';
import { ocrAnalyses } from './ocr-schema.ts';

const BATCH = 500;

/**
 * The retention purge (periodic job `ocr.retention`, OCR_RETENTION_CRON): every analysis
 * made more than OCR_RETENTION_DAYS ago (the setting now: `expires_at` is what it was when
 * the analysis was made) is deleted with an evidence event; the blob collection then frees
 * its images and report. Returns the count for the log.
 */
export async function purgeOcrAnalyses(
  context: TOcrContext,
  now: Date = new Date(),
): Promise<{ purged: number }> {
  const days = context.platform.config.OCR_RETENTION_DAYS;
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const due = await context.db
    .select({ id: ocrAnalyses.id, createdAt: ocrAnalyses.createdAt })
    .from(ocrAnalyses)
    .where(lt(ocrAnalyses.createdAt, cutoff))
    .orderBy(asc(ocrAnalyses.createdAt))
    .limit(BATCH);
  let purged = 0;
  for (const row of due) {
    const done = await context.db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(ocrAnalyses)
        .where(and(eq(ocrAnalyses.id, row.id), lt(ocrAnalyses.createdAt, cutoff)))
        .returning({ id: ocrAnalyses.id });
      if (!deleted) return false;
      await recordEvidence(tx, {
        subjectType: 'ocr',
        subjectId: row.id,
        type: 'ocr.purged',
        actorType: 'system',
        data: { retentionDays: days, createdAt: row.createdAt.toISOString() },
      });
      return true;
    });
    if (done) purged += 1;
  }
  return { purged };
}
