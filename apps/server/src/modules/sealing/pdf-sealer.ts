import { createWorkerPool, WorkerTaskError } from '../../platform/workers/worker-pool.ts';
import {
  finishSeal,
  type TPreparedSeal,
  type TPrepareSealOptions,
  type TSealKeys,
} from './seal-pdf.ts';
import { SealingError, type TSealingFailure } from './sealing-error.ts';

/** One seal to prepare, as posted to a seal thread. */
export interface TSealTask {
  pdf: Uint8Array;
  options: TPrepareSealOptions;
}

export type TSealTaskResult =
  | { ok: true; prepared: TPreparedSeal }
  | { ok: false; failure: TSealingFailure; detail: string };

export interface TPdfSealer {
  /** sealPdf with the platform's keys: the PDF is read in a seal thread, never this one. */
  seal(pdf: Uint8Array, options: TPrepareSealOptions): Promise<Uint8Array>;
  /** Starts a seal thread now, so the first signature does not wait for its start. */
  warm(): Promise<void>;
  close(): Promise<void>;
}

export interface TPdfSealerOptions extends TSealKeys {
  workers: number;
  heapMb: number;
  timeoutMs: number;
}

const ENTRY = new URL('./seal-pdf-worker.ts', import.meta.url);

/**
 * The server's sealer. A stored PDF costs CPU in proportion to its objects to parse (seconds
 * for hundreds of thousands), so the part of the seal that reads it (prepareSeal) runs in a
 * small pool of worker threads, each under a heap cap and a time limit; this thread keeps
 * the key and signs the prepared file's digest (finishSeal: one signature and its time
 * stamp). A seal past the thread's time or heap fails TOO_COMPLEX (PDF_TOO_COMPLEX).
 */
export function createPdfSealer(options: TPdfSealerOptions): TPdfSealer {
  const { pki, timestamp, timeoutMs, heapMb } = options;
  const pool = createWorkerPool<TSealTask | null, TSealTaskResult | null>({
    name: 'pdf sealer',
    entry: ENTRY,
    size: options.workers,
    timeoutMs,
    heapMb,
  });
  const prepare = async (task: TSealTask): Promise<TPreparedSeal> => {
    let result: TSealTaskResult | null;
    try {
      result = await pool.run(task);
    } catch (error) {
      if (error instanceof WorkerTaskError && error.failure === 'timeout') {
        throw new SealingError('TOO_COMPLEX', `the PDF was not sealed within ${timeoutMs} ms`, {
          cause: error,
        });
      }
      if (error instanceof WorkerTaskError && error.failure === 'out-of-memory') {
        throw new SealingError('TOO_COMPLEX', `the PDF needs more than ${heapMb} MB to seal`, {
          cause: error,
        });
      }
      throw error;
    }
    if (!result) throw new Error('pdf sealer: no answer');
    if (!result.ok) throw new SealingError(result.failure, result.detail);
    return result.prepared;
  };
  return {
    async seal(pdf, sealOptions) {
      return finishSeal(await prepare({ pdf, options: sealOptions }), { pki, timestamp });
    },
    async warm() {
      await pool.run(null);
    },
    close: () => pool.close(),
  };
}
