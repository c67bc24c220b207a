import { isIdentificationFinished } from '@confirma/contracts/identification';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { TLogger } from '../../platform/logger.ts';
import { recordEvidence } from '../evidence/index.ts';
import type { TIdentificationContext } from './identification.types.ts';
import { deleteVideoChunks } from './identification-queries.ts';
import { identifications } from './identification-schema.ts';
import { sealCertificate } from './seal-certificate.ts';

const BATCH = 100;

/**
 * The retention purge (IDENTIFICATION_RETENTION_DAYS after an identification ended, or
 * began when it never did): the captures' images and the video stop being kept. The rows
 * keep their SHA-256 hashes, and the blob collection no longer counts the hashes of a
 * purged identification as references (blob-collection.ts), so it frees the bytes; the
 * parts of an unfinished chunked upload go too. The certificate stays, and one that was
 * never built (a finished identification whose job did not run) is sealed first, while the
 * images still exist; if that fails the identification waits for the next run. Each purge
 * is an evidence event. Returns the counts for the log.
 */
export async function purgeIdentifications(
  context: TIdentificationContext,
  log: TLogger,
  now: Date = new Date(),
): Promise<{ purged: number; certificates: number }> {
  const days = context.platform.config.IDENTIFICATION_RETENTION_DAYS;
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60_000);
  const due = await context.db
    .select()
    .from(identifications)
    .where(
      and(
        isNull(identifications.purgedAt),
        lt(sql`coalesce(${identifications.completedAt}, ${identifications.createdAt})`, cutoff),
      ),
    )
    .orderBy(asc(identifications.createdAt))
    .limit(BATCH);
  let purged = 0;
  let certificates = 0;
  for (const row of due) {
    const finished = isIdentificationFinished(row.status);
    if (finished && !row.certificateSha256) {
      try {
        await sealCertificate(context, row);
        certificates += 1;
      } catch (error) {
        log.error({ err: error, identificationId: row.id }, 'certificate before purge failed');
        continue;
      }
    }
    const done = await context.db.transaction(async (tx) => {
      const [marked] = await tx
        .update(identifications)
        .set({ purgedAt: now, faceEmbedding: null })
        .where(and(eq(identifications.id, row.id), isNull(identifications.purgedAt)))
        .returning({ id: identifications.id });
      if (!marked) return false;
      await deleteVideoChunks(tx, { identificationId: row.id });
      await recordEvidence(tx, {
        subjectType: 'identification',
        subjectId: row.id,
        type: 'identification.purged',
        actorType: 'system',
        data: { retentionDays: days, videoSha256: row.videoSha256 },
      });
      return true;
    });
    if (done) purged += 1;
  }
  return { purged, certificates };
}
