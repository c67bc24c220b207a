/**
 * The page previews module: pages of an operation's documents drawn as images in worker
 * threads (pdf.js on @napi-rs/canvas), kept by document hash, page and width. What other
 * modules and the composition layer may use.
 */

export { pagePreviewRoutes } from './page-preview-routes.ts';
export { createPageRenderer, type TPageRenderer } from './page-renderer.ts';
export {
  closePreviews,
  createPreviewContext,
  drawFirstPagesAhead,
  PREVIEW_WIDTH,
  type TPreviewContext,
} from './read-page-preview.ts';
