import { listEvidence } from '../evidence/index.ts';
import { columnSlot, sealReason, sealReportOnce } from '../pdf-reports/index.ts';
import type { TOcrAnalysisRow, TOcrContext } from './ocr.types.ts';
import { ocrAnalyses } from './ocr-schema.ts';
import { renderOcrReport } from './render-ocr-report.ts';

/**
 * The sealed PDF report of an analysis, built on first request: laid out
 * (render-ocr-report.ts) in the analysis's language, sealed with the platform seal and a
 * time stamp (PAdES B-T, visible stamp), stored as a blob whose key the analysis keeps,
 * with an evidence event. Two builders at once store one (the guarded update).
 */
export async function sealOcrReport(
  context: TOcrContext,
  row: TOcrAnalysisRow,
): Promise<{ key: string; pdf: Uint8Array }> {
  const { blobs, config } = context.platform;
  if (row.reportSha256) return { key: row.reportSha256, pdf: await blobs.get(row.reportSha256) };
  const [images, portrait, events] = await Promise.all([
    Promise.all(row.images.map((image) => blobs.get(image.straightenedSha256))),
    row.portraitSha256 ? blobs.get(row.portraitSha256) : null,
    listEvidence(context.db, { subjectType: 'ocr', subjectId: row.id }),
  ]);
  const layout = await renderOcrReport({
    language: row.language,
    timeZone: config.CERTIFICATE_TIME_ZONE,
    result: row.result,
    images,
    portrait,
    imageHashes: row.images.map((image) => image.sha256),
    events: events.map((event) => ({ at: event.occurredAt, type: event.type, hash: event.hash })),
  });
  return sealReportOnce(
    { db: context.db, blobs, ...context.sealer },
    {
      layout,
      evidenceId: row.id,
      reason: sealReason(row.language, 'ocrReport', row.id),
      locale: row.language,
      slot: columnSlot(ocrAnalyses, { id: ocrAnalyses.id, key: ocrAnalyses.reportSha256 }, row.id),
      evidence: (key, size) => ({
        subjectType: 'ocr',
        subjectId: row.id,
        type: 'ocr.report_sealed',
        actorType: 'system',
        documentSha256: key,
        data: { reportSha256: key, size },
      }),
    },
  );
}
