import type { TConfig } from '../../platform/config.ts';
import { createWorkerPool, WorkerTaskError } from '../../platform/workers/worker-pool.ts';
import { PdfRejectedError } from '../pdf-inspection/index.ts';
import type { TPdfVerification, TVerificationTrust } from '../sealing/index.ts';

/** One file to verify, as posted to a verifier thread: the trust travels as DER. */
export interface TVerifyTask {
  bytes: Uint8Array;
  trust: { seal: Uint8Array[]; tsa: Uint8Array[] };
}

export interface TPdfVerifier {
  /** The signatures of `bytes`, checked in a worker thread; 'too-complex' past its limits. */
  verify(bytes: Uint8Array): Promise<TPdfVerification>;
  close(): Promise<void>;
}

const ENTRY = new URL('./verify-pdf-worker.ts', import.meta.url);

/**
 * The public verifier reads files anyone sends: in worker threads, like the PDF inspector
 * (PDF_WORKERS threads, PDF_WORKER_HEAP_MB each, PDF_WORKER_TIMEOUT_MS a file), so a
 * hostile file costs one thread, never the HTTP thread. Nothing is inflated: signatures
 * are found and checked from the file's bytes.
 */
export function createPdfVerifier(config: TConfig, trust: TVerificationTrust): TPdfVerifier {
  const pool = createWorkerPool<TVerifyTask, TPdfVerification>({
    name: 'pdf verifier',
    entry: ENTRY,
    size: config.PDF_WORKERS,
    timeoutMs: config.PDF_WORKER_TIMEOUT_MS,
    heapMb: config.PDF_WORKER_HEAP_MB,
  });
  const derTrust = {
    seal: trust.seal.map((certificate) => certificate.der),
    tsa: trust.tsa.map((certificate) => certificate.der),
  };
  return {
    async verify(bytes) {
      try {
        return await pool.run({ bytes, trust: derTrust });
      } catch (error) {
        if (
          error instanceof WorkerTaskError &&
          (error.failure === 'timeout' || error.failure === 'out-of-memory')
        ) {
          throw new PdfRejectedError('too-complex', { cause: error });
        }
        throw error;
      }
    },
    close: () => pool.close(),
  };
}
