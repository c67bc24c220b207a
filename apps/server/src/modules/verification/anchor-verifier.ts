import type { TConfig } from '../../platform/config.ts';
import { createWorkerPool } from '../../platform/workers/worker-pool.ts';
import type {
  TAnchorChecker,
  TAnchorToCheck,
  TAnchorVerdict,
  TTsaTrust,
} from '../evidence/index.ts';
import type { TMirrorRead } from './read-anchor-mirror.ts';

/** What a thread is given: a posted copy to read, or one chain's tokens (trust as DER). */
export type TAnchorTask =
  | { kind: 'read-mirror'; bytes: Uint8Array; subject: string }
  | { kind: 'check'; anchors: readonly TAnchorToCheck[]; trust: Uint8Array[] };

export interface TAnchorVerifier {
  check: TAnchorChecker;
  /** A posted copy of the anchor log read (readAnchorMirror), its anchors of `subject`. */
  readMirror(bytes: Uint8Array, subject: string): Promise<TMirrorRead>;
  close(): Promise<void>;
}

const ENTRY = new URL('./verify-anchors-worker.ts', import.meta.url);

/**
 * One thread: the public checks of a chain queue on it, so a crowd of them takes one core
 * and the HTTP thread keeps answering. A task is a copy of 10 MB at most to read, or a
 * few hundred tokens to check (ANCHOR_MIRROR_SUBJECT_MAX beside the stored ones), about a
 * millisecond each.
 */
const THREADS = 1;

/**
 * The evidence anchors the public verification checks (an operation's own, and those of a
 * mirrored copy of the anchor log anyone may post, which is read here too), each a CMS
 * signature and certificate checks: in a worker thread with the PDF verifier's heap and
 * time limits, never on the HTTP thread.
 */
export function createAnchorVerifier(config: TConfig, trust: TTsaTrust): TAnchorVerifier {
  const pool = createWorkerPool<TAnchorTask, TAnchorVerdict[] | TMirrorRead>({
    name: 'anchor verifier',
    entry: ENTRY,
    size: THREADS,
    timeoutMs: config.PDF_WORKER_TIMEOUT_MS,
    heapMb: config.PDF_WORKER_HEAP_MB,
  });
  const der = trust.map((certificate) => certificate.der);
  return {
    check: async (anchors) =>
      (await pool.run({ kind: 'check', anchors, trust: der })) as TAnchorVerdict[],
    readMirror: async (bytes, subject) =>
      (await pool.run({ kind: 'read-mirror', bytes, subject })) as TMirrorRead,
    close: () => pool.close(),
  };
}
