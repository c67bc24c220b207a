/**
 * The templates module: the catalogue of operation classes and their documents (the sample
 * contract, the traveller form), the checks of uploaded PDFs (envelope, inflation, active
 * content; run in worker threads by the PDF inspector, which also finds where a signature
 * goes by the document's labels), and the PDF text helpers. No database access. What other modules may use.
 */
export { CONTRACT_TEXTS } from './contract-texts.ts';
export type { TAnchorHit } from './find-anchors.ts';
export {
  checkPdfEnvelope,
  decodeBase64Pdf,
  MAX_PDF_BYTES,
  PdfRejectedError,
  type TInspectedPdf,
  type TPageSize,
} from './inspect-pdf.ts';
export { loadPdfJs, openWithPdfJs, type TPdfJsDocument } from './open-with-pdfjs.ts';
export { saveDocument } from './pdf-document.ts';
export {
  createPdfInspector,
  pdfInspectorOptions,
  type TAnchorsFound,
  type TPdfInspector,
  type TPlacesFound,
} from './pdf-inspector.ts';
export { toFontSafe } from './pdf-text.ts';
export {
  documentTypeOfNumber,
  renderTravellerForm,
  splitSurnames,
} from './render-traveller-form.ts';
export type { TSignaturePlace } from './signature-places.ts';
export { resolveTemplate } from './template-catalog.ts';
export type { TTravellerFill } from './template-types.ts';
export { TRAVELLER_LABELS } from './traveller-labels.ts';
