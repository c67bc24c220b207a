/**
 * The templates module: the catalogue of operation classes and their documents (the sample
 * contract, the traveller form), the checks of uploaded PDFs (envelope, inflation, active
 * content; run in worker threads by the PDF inspector), and the PDF text helpers. No
 * database access. What other modules may use.
 */
export { CONTRACT_TEXTS } from './contract-texts.ts';
export {
  checkPdfEnvelope,
  decodeBase64Pdf,
  MAX_PDF_BYTES,
  PdfRejectedError,
  type TInspectedPdf,
} from './inspect-pdf.ts';
export { saveDocument } from './pdf-document.ts';
export {
  createPdfInspector,
  pdfInspectorOptions,
  type TPdfInspector,
} from './pdf-inspector.ts';
export { toFontSafe } from './pdf-text.ts';
export { resolveTemplate } from './template-catalog.ts';
