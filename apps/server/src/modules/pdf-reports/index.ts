/**
 * The pdf-reports module: the one engine of the platform's sealed PDF reports (the
 * operation certificate, the identification certificate, the OCR report, the invoice and
 * the credit note). Each report is a description (language, title, footer, content) laid
 * out by renderReport and sealed by sealReport or, kept once on its subject, sealReportOnce.
 * What other modules may use.
 */

export {
  loadPlatformSealer,
  type TLongTermSource,
  type TPlatformSealer,
  type TSealBox,
  type TSealer,
} from './platform-sealer.ts';
export { renderReport, type TReportDescription } from './render-report.ts';
export { A4, MARGIN, type TLayoutCell, type TReportLayout } from './report-layout.ts';
export {
  formatReportTime,
  REPORT_LOCALES,
  REPORT_TEXTS,
  readSealReason,
  sealReason,
  type TReportLanguage,
  type TSealReason,
} from './report-texts.ts';
export {
  columnSlot,
  sealReport,
  sealReportOnce,
  type TReportSeal,
  type TReportSealer,
  type TReportSlot,
} from './seal-report.ts';
