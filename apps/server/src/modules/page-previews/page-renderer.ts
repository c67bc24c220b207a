import type { TConfig } from '../../platform/config.ts';
import { createWorkerPool } from '../../platform/workers/worker-pool.ts';
import type { TRenderedPage, TRenderTask } from './render-page.ts';

export interface TPageRenderer {
  /** Draws one page in a render thread (time limit and heap cap of the PDF workers). */
  render(task: TRenderTask): Promise<TRenderedPage>;
  /**
   * Starts a thread and loads pdf.js in it now, so the first signer does not wait for that
   * (seconds on a busy machine). A web process calls it once it listens.
   */
  warm(): Promise<void>;
  close(): Promise<void>;
}

const ENTRY = new URL('./render-page-worker.ts', import.meta.url);
/** pdf.js, loaded before the TypeScript loader (see pdf-inspector.ts's search threads). */
const PRELOAD = ['pdfjs-dist/legacy/build/pdf.mjs', 'pdfjs-dist/legacy/build/pdf.worker.mjs'];

/**
 * A pool of render threads, sized, capped and timed like the PDF inspector's (PDF_WORKERS,
 * PDF_WORKER_HEAP_MB, PDF_WORKER_TIMEOUT_MS): a document that is slow or heavy to draw
 * stalls one thread, never the HTTP thread. Threads start on first use.
 */
export function createPageRenderer(config: TConfig): TPageRenderer {
  const pool = createWorkerPool<TRenderTask | null, TRenderedPage | null>({
    name: 'page renderer',
    entry: ENTRY,
    preload: PRELOAD,
    size: config.PDF_WORKERS,
    timeoutMs: config.PDF_WORKER_TIMEOUT_MS,
    heapMb: config.PDF_WORKER_HEAP_MB,
  });
  return {
    async render(task) {
      const drawn = await pool.run(task);
      if (!drawn) throw new Error('page renderer: no page drawn');
      return drawn;
    },
    async warm() {
      await pool.run(null);
    },
    close: () => pool.close(),
  };
}
