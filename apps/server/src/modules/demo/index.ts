/** The public demo: an anonymous visitor's watermarked test operation. */
export { demoRoutes } from './demo-routes.ts';
export { watermarkPdf } from './watermark-pdf.ts';
