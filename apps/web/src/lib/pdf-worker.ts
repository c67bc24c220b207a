import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

let worker: Worker | null = null;

/**
 * The page's one pdf.js worker, started on first use (it parses ~1 MB of script): the
 * signing pages' viewers and the creation form's placement preview share it (each hands
 * `pdfjs.PDFWorker.create({ port: pdfWorker() })`, the same PDFWorker, to its documents).
 */
export function pdfWorker(): Worker {
  worker ??= new Worker(workerUrl, { type: 'module' });
  return worker;
}
