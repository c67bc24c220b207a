import { AppError } from '../../platform/errors.ts';
import type { TOcrContext } from './ocr.types.ts';
import { findAnalysis } from './ocr-queries.ts';
import { sealOcrReport } from './seal-ocr-report.ts';

/** One of the account's analyses, or NOT_FOUND (another account's included). */
export async function requireAnalysis(
  context: TOcrContext,
  { organizationId, id }: { organizationId: string; id: string },
) {
  const row = await findAnalysis(context.db, { organizationId, id });
  if (!row) throw new AppError('NOT_FOUND', 'No such analysis');
  return row;
}

/** A straightened document (index in the order sent) or the portrait, as JPEG bytes. */
export async function readOcrImage(
  context: TOcrContext,
  params: { organizationId: string; id: string; index: number | 'portrait' },
): Promise<Buffer> {
  const row = await requireAnalysis(context, params);
  const key =
    params.index === 'portrait' ? row.portraitSha256 : row.images[params.index]?.straightenedSha256;
  if (!key) throw new AppError('NOT_FOUND', 'No such image');
  return context.platform.blobs.get(key);
}

/** The sealed report (built on first request). */
export async function readOcrReport(
  context: TOcrContext,
  params: { organizationId: string; id: string },
): Promise<Uint8Array> {
  const row = await requireAnalysis(context, params);
  return (await sealOcrReport(context, row)).pdf;
}
