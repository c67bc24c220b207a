import { PDFDocument } from '@cantoo/pdf-lib';
import { createReportLayout, type TReportLayout } from './report-layout.ts';
import { REPORT_TEXTS, type TReportLanguage } from './report-texts.ts';

/** A report as the engine takes it: its language, its names, and its content. */
export interface TReportDescription {
  language: TReportLanguage;
  /** The document's title in its metadata (the report's kind and its subject's id). */
  title: string;
  /** Its author in the metadata: the platform unless told. */
  author?: string;
  /** A QR code in the first page's top right corner, with its caption. */
  qr?: { text: string; caption: string };
  /** Lays the content out; images are embedded in `pdf`. */
  content: (layout: TReportLayout, pdf: PDFDocument) => void | Promise<void>;
  /** What each page's footer names after "Page n / total". */
  footer: string;
}

/**
 * The one report engine: a description laid out on A4 pages (report-layout.ts), each page
 * numbered in the footer, saved without object streams. The caller seals the bytes
 * (seal-report.ts).
 */
export async function renderReport(report: TReportDescription): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(report.title);
  pdf.setAuthor(report.author ?? 'Confirma');
  pdf.setLanguage(report.language);
  pdf.setProducer('Confirma');
  const layout = await createReportLayout(pdf);
  if (report.qr) layout.qr(report.qr.text, report.qr.caption);
  await report.content(layout, pdf);
  layout.footer(REPORT_TEXTS[report.language].page, report.footer);
  return pdf.save({ useObjectStreams: false });
}
