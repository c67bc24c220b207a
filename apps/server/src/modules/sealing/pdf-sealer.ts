import { createWorkerPool, WorkerTaskError } from '../../platform/workers/worker-pool.ts';
import { extendArchiveTimeStamp } from './archive-time-stamp.ts';
import type { TPreparedExtension } from './pdf/prepare-extension.ts';
import type { TLaterStages } from './pdf/reserve-later-updates.ts';
import {
  finishSeal,
  type TPreparedSeal,
  type TPrepareSealOptions,
  type TSealKeys,
} from './seal-pdf.ts';
import { finishSealPlan, planStages } from './seal-plan.ts';
import type { TArchiveKeys, TSealPlan } from './sealing.types.ts';
import { SealingError, type TSealingFailure } from './sealing-error.ts';

/** One seal (or one re-time-stamping) to prepare, as posted to a seal thread. */
export type TSealTask =
  | { pdf: Uint8Array; options: TPrepareSealOptions; stages?: TLaterStages }
  | { pdf: Uint8Array; extend: true };

export type TSealTaskResult =
  | { ok: true; prepared: TPreparedSeal }
  | { ok: true; extension: TPreparedExtension }
  | { ok: false; failure: TSealingFailure; detail: string };

export interface TPdfSealer {
  /**
   * sealPdf with the platform's keys: the PDF is read in a seal thread, never this one.
   * A `plan` adds, in this thread and without parsing again, the later updates it asks.
   */
  seal(pdf: Uint8Array, options: TPrepareSealOptions, plan?: TSealPlan): Promise<Uint8Array>;
  /** extendArchiveTimeStamp with the platform's time stamps, the PDF read in a seal thread. */
  extend(pdf: Uint8Array, longTerm: TArchiveKeys['longTerm']): Promise<Uint8Array>;
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
  const prepare = async (task: TSealTask) => {
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
    return result;
  };
  return {
    async seal(pdf, sealOptions, plan) {
      const stages = planStages(plan);
      const result = await prepare({ pdf, options: sealOptions, ...(stages && { stages }) });
      if (!('prepared' in result)) throw new Error('pdf sealer: not a seal answer');
      if (!plan) return finishSeal(result.prepared, { pki, timestamp });
      return finishSealPlan(result.prepared, { pki, timestamp }, plan);
    },
    async extend(pdf, longTerm) {
      const result = await prepare({ pdf, extend: true });
      if (!('extension' in result)) throw new Error('pdf sealer: not an extension answer');
      return extendArchiveTimeStamp(pdf, { timestamp, longTerm }, result.extension);
    },
    async warm() {
      await pool.run(null);
    },
    close: () => pool.close(),
  };
}
