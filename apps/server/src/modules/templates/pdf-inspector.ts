import type { TConfig } from '../../platform/config.ts';
import { createWorkerPool, WorkerTaskError } from '../../platform/workers/worker-pool.ts';
import {
  checkPdfEnvelope,
  MAX_PDF_BYTES,
  PdfRejectedError,
  type TInflateLimits,
  type TInspectedPdf,
  type TPdfRejection,
} from './inspect-pdf.ts';

/** One upload to check, as posted to an inspector thread. */
export interface TPdfTask {
  bytes: Uint8Array;
  maxBytes: number;
  inflate: TInflateLimits;
}

export type TPdfTaskResult =
  | { ok: true; inspected: TInspectedPdf }
  | { ok: false; reason: TPdfRejection; specifics: string | undefined };

export interface TPdfInspector {
  /**
   * Checks an uploaded PDF (inspect-pdf.ts): the cheap envelope checks here, the parse in a
   * worker thread. Throws PdfRejectedError; 'too-complex' also when the check ran out of
   * time or heap.
   */
  inspect(bytes: Uint8Array): Promise<TInspectedPdf>;
  close(): Promise<void>;
}

export interface TPdfInspectorOptions {
  workers: number;
  heapMb: number;
  timeoutMs: number;
  inflate: TInflateLimits;
  maxBytes?: number;
}

const ENTRY = new URL('./inspect-pdf-worker.ts', import.meta.url);

/** The inspector's settings from the configuration (PDF_WORKERS, PDF_WORKER_*, PDF_MAX_*). */
export function pdfInspectorOptions(config: TConfig): TPdfInspectorOptions {
  return {
    workers: config.PDF_WORKERS,
    heapMb: config.PDF_WORKER_HEAP_MB,
    timeoutMs: config.PDF_WORKER_TIMEOUT_MS,
    inflate: {
      ratio: config.PDF_MAX_INFLATE_RATIO,
      maxBytes: config.PDF_MAX_INFLATED_BYTES,
      structureBytes: config.PDF_MAX_STRUCTURE_BYTES,
    },
  };
}

/**
 * Uploaded PDFs are untrusted: parsing one can take any amount of CPU and memory. They are
 * parsed in a small pool of worker threads (started on first use), each under a V8 heap cap
 * and a time limit, so that a hostile file stalls one thread, never the HTTP thread.
 */
export function createPdfInspector(options: TPdfInspectorOptions): TPdfInspector {
  const { heapMb, timeoutMs, inflate, maxBytes = MAX_PDF_BYTES } = options;
  const pool = createWorkerPool<TPdfTask, TPdfTaskResult>({
    name: 'pdf inspector',
    entry: ENTRY,
    size: options.workers,
    timeoutMs,
    heapMb,
  });
  return {
    async inspect(bytes) {
      checkPdfEnvelope(bytes, { maxBytes });
      let result: TPdfTaskResult;
      try {
        result = await pool.run({ bytes, maxBytes, inflate });
      } catch (error) {
        if (error instanceof WorkerTaskError && error.failure === 'timeout') {
          throw new PdfRejectedError('too-complex', {
            cause: error,
            specifics: `not read within ${timeoutMs} ms`,
          });
        }
        if (error instanceof WorkerTaskError && error.failure === 'out-of-memory') {
          throw new PdfRejectedError('too-complex', {
            cause: error,
            specifics: `more than ${heapMb} MB of memory to read`,
          });
        }
        throw error;
      }
      if (!result.ok) throw new PdfRejectedError(result.reason, { specifics: result.specifics });
      return result.inspected;
    },
    close: () => pool.close(),
  };
}
