/**
 * The OCR module: document verification and OCR on
 * the offline vision engine: the cropper's outline, the analysis for 2 credits, the
 * account's history, the sealed report, the retention purge. What other modules may use.
 */

export { ocrRoutes } from './ocr-routes.ts';
export { createOcrService, type TOcrService } from './ocr-service.ts';
export { purgeOcrAnalyses } from './purge-ocr-analyses.ts';
