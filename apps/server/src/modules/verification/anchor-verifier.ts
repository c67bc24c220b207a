import type { TConfig } from '../../platform/config.ts';
import { createWorkerPool } from '../../platform/workers/worker-pool.ts';
import type {
  TAnchorChecker,
  TAnchorToCheck,
  TAnchorVerdict,
  TTsaTrust,
} from '../evidence/index.ts';

/** The tokens of one chain's check, as posted to the thread: the trust travels as DER. */
export interface TAnchorsTask {
  anchors: readonly TAnchorToCheck[];
  trust: Uint8Array[];
}

export interface TAnchorVerifier {
  check: TAnchorChecker;
  close(): Promise<void>;
}

const ENTRY = new URL('./verify-anchors-worker.ts', import.meta.url);

/**
 * One thread: the public checks of a chain queue on it, so a crowd of them takes one core
 * and the HTTP thread keeps answering. A check is a few hundred tokens at most
 * (ANCHOR_MIRROR_SUBJECT_MAX beside the stored ones), about a millisecond each.
 */
const THREADS = 1;

/**
 * The evidence anchors the public verification checks (an operation's own and those of a
 * mirrored copy of the anchor log anyone may post), each a CMS signature and certificate
 * checks: in a worker thread with the PDF verifier's heap and time limits, never on the
 * HTTP thread.
 */
export function createAnchorVerifier(config: TConfig, trust: TTsaTrust): TAnchorVerifier {
  const pool = createWorkerPool<TAnchorsTask, TAnchorVerdict[]>({
    name: 'anchor verifier',
    entry: ENTRY,
    size: THREADS,
    timeoutMs: config.PDF_WORKER_TIMEOUT_MS,
    heapMb: config.PDF_WORKER_HEAP_MB,
  });
  const der = trust.map((certificate) => certificate.der);
  return {
    check: (anchors) => pool.run({ anchors, trust: der }),
    close: () => pool.close(),
  };
}
