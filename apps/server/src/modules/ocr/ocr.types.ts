import type { TVisionPool } from '@confirma/vision';
import type { TDb } from '../../platform/db/client.ts';
import type { TPlatform } from '../../platform/platform.ts';
import type { TReportSealer } from '../pdf-reports/index.ts';
import type { ocrAnalyses } from './ocr-schema.ts';

export type TOcrAnalysisRow = typeof ocrAnalyses.$inferSelect;

/** What every OCR use case works with: built once (ocr-service.ts). */
export interface TOcrContext {
  platform: TPlatform;
  db: TDb;
  /** The vision engine's worker pool (shared with the identification service). */
  vision: Pick<TVisionPool, 'run'>;
  /** The platform seal and time stamping: the sealed report. */
  sealer: { sealPdf: TReportSealer };
}

/** The account holder asking, and from where (for the evidence). */
export interface TOcrActor {
  organizationId: string;
  /** The member who asks (named in the ledger and the evidence). */
  userId?: string | undefined;
  meta: { ip: string | null; userAgent: string | null };
}
