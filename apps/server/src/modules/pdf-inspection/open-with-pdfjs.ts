import { createRequire } from 'node:module';
import path from 'node:path';

type TPdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
export type TPdfJsDocument = Awaited<ReturnType<TPdfJs['getDocument']>['promise']>;

let pdfjs: Promise<TPdfJs> | undefined;
let worker: InstanceType<TPdfJs['PDFWorker']> | undefined;
const packageDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** Loads pdf.js in this thread (once). */
export function loadPdfJs(): Promise<TPdfJs> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
}

/**
 * Opens a PDF that passed the upload checks with pdf.js, in a worker thread of a pool (the
 * signature search, the page renderer): one pdf.js worker (in process: a "fake" one) for
 * every document the thread opens, no script evaluation, no system fonts (pdf.js's own
 * standard fonts and character maps, read from its package). Glyphs are drawn as paths by
 * pdf.js (`disableFontFace`): Node has no FontFace, through which text is drawn as empty
 * boxes. Destroy the returned task when done.
 */
export async function openWithPdfJs(bytes: Uint8Array) {
  const { getDocument, PDFWorker, VerbosityLevel } = await loadPdfJs();
  worker ??= new PDFWorker({ verbosity: VerbosityLevel.ERRORS });
  return getDocument({
    data: bytes, // this thread's own copy: pdf.js may take it over
    worker,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    isOffscreenCanvasSupported: false,
    stopAtErrors: false,
    verbosity: VerbosityLevel.ERRORS,
    cMapUrl: `${path.join(packageDir, 'cmaps')}/`,
    cMapPacked: true,
    standardFontDataUrl: `${path.join(packageDir, 'standard_fonts')}/`,
  });
}
