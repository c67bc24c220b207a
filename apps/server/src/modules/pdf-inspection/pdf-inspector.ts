import { hash } from 'node:crypto';
import type { TConfig } from '../../platform/config.ts';
import { createWorkerPool, WorkerTaskError } from '../../platform/workers/worker-pool.ts';
import { anchorKey, type TAnchorHit } from './find-anchors.ts';
import {
  checkPdfEnvelope,
  DEFAULT_MAX_OBJECTS,
  MAX_PDF_BYTES,
  PdfRejectedError,
  type TInflateLimits,
  type TInspectedPdf,
  type TPdfRejection,
} from './inspect-pdf.ts';
import type { TTextBudget } from './read-page-text.ts';
import type { TSignaturePlace } from './signature-places.ts';

/** One upload to check, as posted to an inspector thread. */
export interface TPdfTask {
  bytes: Uint8Array;
  maxBytes: number;
  inflate: TInflateLimits;
  maxObjects: number;
}

export type TPdfTaskResult =
  | { ok: true; inspected: TInspectedPdf }
  | { ok: false; reason: TPdfRejection; specifics: string | undefined };

/** One checked PDF to search for signature labels, as posted to a search thread. */
export interface TPlacesTask {
  bytes: Uint8Array;
  max: number;
  budget: Omit<TTextBudget, 'deadline'> & { ms: number };
}

/** One checked PDF to search for anchor texts (a field's label), as posted to a search thread. */
export interface TAnchorsTask {
  bytes: Uint8Array;
  anchors: string[];
  budget: Omit<TTextBudget, 'deadline'> & { ms: number };
}

/** The anchors found, in the order asked (null: not read), or why the search gave none. */
export interface TAnchorsFound {
  hits: (TAnchorHit | null)[];
  failure?: string;
}

/** The places found, or why the search gave none (the thread's time, heap, a crash). */
export interface TPlacesFound {
  places: TSignaturePlace[];
  failure?: string;
}

export interface TPdfInspector {
  /**
   * Checks an uploaded PDF (inspect-pdf.ts): the cheap envelope checks here, the parse in a
   * worker thread. Throws PdfRejectedError; 'too-complex' also when the check ran out of
   * time or heap.
   */
  inspect(bytes: Uint8Array): Promise<TInspectedPdf>;
  /**
   * Up to `max` signature boxes by the labels of a PDF that passed `inspect` (its bytes and
   * the SHA-256 `inspect` answered, which keys what is remembered) ("Firma del
   * cliente", "Signature"…; signature-places.ts), best first, read in a worker thread from
   * the last page back within half the time limit. Never throws for the document's sake:
   * a search that fails or runs out of time or heap finds nothing, and says why.
   */
  findSignaturePlaces(
    pdf: { bytes: Uint8Array; sha256: TInspectedPdf['sha256'] },
    max: number,
  ): Promise<TPlacesFound>;
  /**
   * Where each of `anchors` is first written in a PDF that passed `inspect` (find-anchors.ts:
   * page order, case and accents aside), read in a search thread within half the time limit,
   * 200 pages at most (a longer document: its last 200). Never throws for the document's sake: a search that fails
   * finds nothing, and says why.
   */
  findAnchors(
    pdf: { bytes: Uint8Array; sha256: TInspectedPdf['sha256'] },
    anchors: string[],
  ): Promise<TAnchorsFound>;
  /**
   * Starts a thread of each pool now (pdf.js loaded), so the first upload after a start
   * does not wait for that (seconds on a busy machine). A web process calls it once it
   * listens.
   */
  warm(): Promise<void>;
  close(): Promise<void>;
}

export interface TPdfInspectorOptions {
  workers: number;
  heapMb: number;
  timeoutMs: number;
  inflate: TInflateLimits;
  maxBytes?: number;
  maxObjects?: number;
}

const ENTRY = new URL('./inspect-pdf-worker.ts', import.meta.url);
const SEARCH_ENTRY = new URL('./find-places-worker.ts', import.meta.url);
/**
 * pdf.js, loaded by the search threads before the TypeScript loader starts: through it,
 * its two large modules would take seconds to load (the loader rewrites their dynamic
 * imports with source maps); loaded first, they take a few hundred milliseconds, once.
 */
const SEARCH_PRELOAD = [
  'pdfjs-dist/legacy/build/pdf.mjs',
  'pdfjs-dist/legacy/build/pdf.worker.mjs',
];

/** How much of a document the signature search reads (signature blocks sit at the end). */
const PLACES_BUDGET = { maxPages: 200, maxChars: 2_000_000 };

/**
 * How many documents' results are kept by content (SHA-256): a business sending one
 * contract to hundreds of signers has it parsed and searched once. An entry is a few
 * hundred bytes (page sizes, places).
 */
const REMEMBERED = 256;

/** A map that forgets its least recently used entry beyond `size`. */
function recentResults<V>(size: number) {
  const entries = new Map<string, V>();
  return {
    get(key: string) {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: V) {
      entries.delete(key);
      entries.set(key, value);
      const oldest = entries.keys().next();
      if (entries.size > size && !oldest.done) entries.delete(oldest.value);
    },
  };
}

/** The inspector's settings from the configuration (PDF_WORKERS, PDF_WORKER_*, PDF_MAX_*). */
export function pdfInspectorOptions(config: TConfig): TPdfInspectorOptions {
  return {
    maxObjects: config.PDF_MAX_OBJECTS,
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
 * and a time limit, so that a hostile file stalls one thread, never the HTTP thread. The
 * search for signature labels has a pool of its own, alike, whose threads hold pdf.js.
 * What the threads found about a document is remembered by its SHA-256: the same bytes
 * again (a refusal by content included) get the same answer without a thread. A thread's
 * time or heap running out is not remembered: it depends on the machine's load.
 */
export function createPdfInspector(options: TPdfInspectorOptions): TPdfInspector {
  const {
    heapMb,
    timeoutMs,
    inflate,
    maxBytes = MAX_PDF_BYTES,
    maxObjects = DEFAULT_MAX_OBJECTS,
  } = options;
  const pool = createWorkerPool<TPdfTask | null, TPdfTaskResult | null>({
    name: 'pdf inspector',
    entry: ENTRY,
    size: options.workers,
    timeoutMs,
    heapMb,
  });
  const search = createWorkerPool<
    TPlacesTask | TAnchorsTask | null,
    TSignaturePlace[] | (TAnchorHit | null)[] | null
  >({
    name: 'signature search',
    entry: SEARCH_ENTRY,
    preload: SEARCH_PRELOAD,
    size: options.workers,
    timeoutMs,
    heapMb,
  });
  const inspections = recentResults<TPdfTaskResult>(REMEMBERED);
  const searches = recentResults<TSignaturePlace[]>(REMEMBERED);
  const anchorSearches = recentResults<(TAnchorHit | null)[]>(REMEMBERED);
  return {
    async inspect(bytes) {
      checkPdfEnvelope(bytes, { maxBytes });
      const key = hash('sha256', bytes);
      let result = inspections.get(key);
      try {
        result ??= (await pool.run({ bytes, maxBytes, inflate, maxObjects })) ?? undefined;
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
      if (!result) throw new Error('pdf inspector: no answer');
      inspections.set(key, result);
      if (!result.ok) throw new PdfRejectedError(result.reason, { specifics: result.specifics });
      // Copies: a caller may change what it gets, never what is remembered.
      return structuredClone(result.inspected);
    },
    async findSignaturePlaces({ bytes, sha256 }, max) {
      if (max < 1) return { places: [] };
      const budget = { ...PLACES_BUDGET, ms: Math.floor(timeoutMs / 2) };
      const key = `${sha256} ${max}`;
      const known = searches.get(key);
      if (known) return { places: structuredClone(known) };
      try {
        const places = ((await search.run({ bytes, max, budget })) ?? []) as TSignaturePlace[];
        searches.set(key, structuredClone(places));
        return { places };
      } catch (error) {
        if (!(error instanceof WorkerTaskError)) throw error;
        return { places: [], failure: error.message };
      }
    },
    async findAnchors({ bytes, sha256 }, anchors) {
      if (anchors.length === 0) return { hits: [] };
      const budget = { ...PLACES_BUDGET, ms: Math.floor(timeoutMs / 2) };
      const key = `${sha256} ${JSON.stringify(anchors.map(anchorKey))}`;
      const known = anchorSearches.get(key);
      if (known) return { hits: structuredClone(known) };
      try {
        const hits = ((await search.run({ bytes, anchors, budget })) ??
          []) as (TAnchorHit | null)[];
        anchorSearches.set(key, structuredClone(hits));
        return { hits };
      } catch (error) {
        if (!(error instanceof WorkerTaskError)) throw error;
        return { hits: anchors.map(() => null), failure: error.message };
      }
    },
    async warm() {
      await Promise.all([pool.run(null), search.run(null)]);
    },
    close: async () => {
      await Promise.all([pool.close(), search.close()]);
    },
  };
}
