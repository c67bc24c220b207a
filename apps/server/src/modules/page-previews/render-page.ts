import { createCanvas } from '@napi-rs/canvas';
import { loadPdfJs, openWithPdfJs, type TPdfJsDocument } from '../pdf-inspection/index.ts';

/** One page of a checked PDF to draw, as posted to a render thread. */
export interface TRenderTask {
  bytes: Uint8Array;
  /** 1-based. */
  page: number;
  /** The image's width in pixels; the height follows the page's shape. */
  width: number;
}

export interface TRenderedPage {
  /** Null when the document has no such page. */
  image: Uint8Array | null;
  /** The document's page count. */
  pages: number;
}

/** The image format of every preview. */
export const PREVIEW_TYPE = 'image/webp';
/**
 * Lossy at 80: the sample contract's first page at 600 px is 68 KB, encoded in about 70 ms
 * (lossless: 91 KB; JPEG at 75: 91 KB; PNG: four times as large).
 */
const WEBP_QUALITY = 80;

/** pdf.js types its canvas as the DOM's; @napi-rs/canvas implements the same drawing API. */
type TRenderParameters = Parameters<Awaited<ReturnType<TPdfJsDocument['getPage']>>['render']>[0];

/** Loads pdf.js and the canvas, so that the thread's first page is drawn at once. */
export async function warmUp(): Promise<null> {
  await loadPdfJs();
  createCanvas(1, 1).getContext('2d');
  return null;
}

/**
 * Draws one page of a PDF that passed the upload checks with pdf.js (the parser the signer's
 * viewer draws with, so the picture matches what replaces it) on a @napi-rs/canvas, white
 * behind, and encodes it as WebP. Runs in a render thread (`openWithPdfJs`: no script
 * evaluation, no system fonts).
 */
export async function renderPage({ bytes, page, width }: TRenderTask): Promise<TRenderedPage> {
  const task = await openWithPdfJs(bytes);
  try {
    const pdf = await task.promise;
    if (page > pdf.numPages) return { image: null, pages: pdf.numPages };
    const drawn = await pdf.getPage(page);
    const scale = width / drawn.getViewport({ scale: 1 }).width;
    const viewport = drawn.getViewport({ scale });
    const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
    const context = canvas.getContext('2d');
    await drawn.render({
      canvas: canvas as unknown as TRenderParameters['canvas'],
      canvasContext: context as unknown as TRenderParameters['canvasContext'],
      viewport,
      background: 'white',
    }).promise;
    drawn.cleanup();
    const image = await canvas.encode('webp', WEBP_QUALITY);
    return { image, pages: pdf.numPages };
  } finally {
    await task.destroy();
  }
}
