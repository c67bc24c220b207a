/** The public demo: an anonymous visitor's watermarked test operation. */

export { SIGNER_FIELD_LABELS } from './demo-operation-request.ts';
export { demoRoutes } from './demo-routes.ts';
export { watermarkPdf } from './watermark-pdf.ts';
