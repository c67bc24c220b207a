/**
 * The pdf-inspection module: the checks of uploaded PDFs (envelope, inflation, object
 * count, active content; run in worker threads by the PDF inspector, which also finds where
 * a signature goes by the document's labels and where a field's anchor text is written),
 * and pdf.js opened for reading. No database access. What other modules may use.
 */
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
export {
  createPdfInspector,
  pdfInspectorOptions,
  type TAnchorsFound,
  type TPdfInspector,
  type TPlacesFound,
} from './pdf-inspector.ts';
export type { TSignaturePlace } from './signature-places.ts';
