import { isIdentificationFinished } from '@confirma/contracts/identification';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { TLogger } from '../../platform/logger.ts';
import { DAY_MS, HOUR_MS } from '../../platform/time-units.ts';
import { recordEvidence } from '../evidence/index.ts';
import { demoOperationIds } from '../operations/index.ts';
import { listFrameImages } from './capture/frame-log.ts';
import { sealCertificate } from './certificate/seal-certificate.ts';
import type { TIdentificationContext, TIdentificationRow } from './identification.types.ts';
import { deleteVideoChunks, listCaptures } from './identification-queries.ts';
import { identifications } from './identification-schema.ts';

const BATCH = 100;

/**
 * The retention purge (IDENTIFICATION_RETENTION_DAYS after an identification ended, or
 * began when it never did): the captures' images, the bursts' frames, the video and the
 * selfie's descriptor kept for the reuse checks stop being kept. The rows
 * keep their SHA-256 hashes, and the blob collection no longer counts the hashes of a
 * purged identification as references (blob-collection.ts), so it frees the bytes; the
 * parts of an unfinished chunked upload go too. The certificate stays, and one that was
 * never built (a finished identification whose job did not run) is sealed first, while the
 * images still exist; if that fails the identification waits for the next run. Each purge
 * is an evidence event. Returns the counts for the log.
 *
 * A public demo's identifications go after DEMO_IDENTIFICATION_RETENTION_HOURS, and their
 * bytes are deleted there and then rather than left to the collection (which spares a blob
 * for a day after it was stored), so with the job run hourly they are gone within a day.
 */
export async function purgeIdentifications(
  context: TIdentificationContext,
  log: TLogger,
  now: Date = new Date(),
): Promise<{ purged: number; certificates: number }> {
  const { config } = context.platform;
  const days = config.IDENTIFICATION_RETENTION_DAYS;
  const hours = config.DEMO_IDENTIFICATION_RETENTION_HOURS;
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const demoCutoff = new Date(now.getTime() - hours * HOUR_MS);
  const ended = sql`coalesce(${identifications.completedAt}, ${identifications.createdAt})`;
  const demo = inArray(identifications.operationId, demoOperationIds(context.db));
  const rows = await context.db
    .select({ identification: identifications, demo: sql<boolean>`${demo}` })
    .from(identifications)
    .where(
      and(
        isNull(identifications.purgedAt),
        or(lt(ended, cutoff), and(demo, lt(ended, demoCutoff))),
      ),
    )
    .orderBy(asc(identifications.createdAt))
    .limit(BATCH);
  const due = rows.map(({ identification, demo }) => ({ ...identification, demo }));
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
        .set({
          purgedAt: now,
          faceEmbedding: null,
          burstEmbeddings: null,
          portraitEmbedding: null,
          reuseEmbedding: null,
        })
        .where(and(eq(identifications.id, row.id), isNull(identifications.purgedAt)))
        .returning({ id: identifications.id });
      if (!marked) return false;
      await deleteVideoChunks(tx, { identificationId: row.id });
      await recordEvidence(tx, {
        subjectType: 'identification',
        subjectId: row.id,
        type: 'identification.purged',
        actorType: 'system',
        data: row.demo
          ? { demo: true, retentionHours: hours, videoSha256: row.videoSha256 }
          : { retentionDays: days, videoSha256: row.videoSha256 },
      });
      return true;
    });
    if (!done) continue;
    purged += 1;
    if (row.demo) await deletePurgedBytes(context, row, now);
  }
  return { purged, certificates };
}

/** A purged identification's capture and video bytes, unless a live row still names them. */
async function deletePurgedBytes(
  context: TIdentificationContext,
  row: TIdentificationRow,
  now: Date,
): Promise<void> {
  const [captures, frames] = await Promise.all([
    listCaptures(context.db, { identificationId: row.id }),
    listFrameImages(context.db, { identificationId: row.id }),
  ]);
  const keys = [
    ...new Set([...captures.map((c) => c.imageSha256), ...frames, row.videoSha256]),
  ].filter((key): key is string => Boolean(key));
  const referenced = await context.findReferencedBlobs(keys);
  for (const key of keys) {
    if (!referenced.has(key)) await context.platform.blobs.deleteIfStale(key, now);
  }
}
