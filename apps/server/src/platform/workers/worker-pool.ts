import { Worker } from 'node:worker_threads';
import type { TWorkerRequest, TWorkerResponse } from './worker-protocol.ts';

/**
 * Why a task did not give a result: it ran past its time, its thread ran out of heap, the
 * thread died otherwise, the task threw, or the pool was closed.
 */
export type TWorkerFailure = 'timeout' | 'out-of-memory' | 'crashed' | 'failed' | 'closed';

export class WorkerTaskError extends Error {
  constructor(
    readonly failure: TWorkerFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'WorkerTaskError';
  }
}

export interface TWorkerPoolOptions {
  /** Names the pool in errors. */
  name: string;
  /** The module each thread runs; it calls `serveWorkerTasks` (TypeScript runs through tsx). */
  entry: URL;
  /** Threads at most; they start on first use and stay for the next tasks. */
  size: number;
  /**
   * A task still running after this long is stopped: its thread is terminated and replaced.
   * A new thread's start (loading its modules: seconds on a busy machine) is not counted.
   */
  timeoutMs: number;
  /** A new thread not ready after this long fails its task and is replaced (default 60 s). */
  startTimeoutMs?: number;
  /** V8 heap of each thread (old generation), MB: past it the thread dies, not the process. */
  heapMb: number;
  /**
   * Plain JavaScript modules each thread imports when it starts, before the TypeScript
   * loader: large ES modules load far faster so, and later imports find them loaded.
   */
  preload?: string[];
}

export interface TWorkerPool<TIn, TOut> {
  /** Runs `input` on the next free thread (FIFO); the input is copied, not moved. */
  run(input: TIn): Promise<TOut>;
  /** Stops every thread; queued and running tasks fail with 'closed'. */
  close(): Promise<void>;
}

interface TJob<TIn, TOut> {
  request: TWorkerRequest<TIn>;
  resolve: (result: TOut) => void;
  reject: (error: WorkerTaskError) => void;
}

interface TSlot<TIn, TOut> {
  worker: Worker;
  job: TJob<TIn, TOut> | null;
  timer: NodeJS.Timeout | undefined;
  /** Its task module has loaded (start-worker.mjs says so). */
  ready: boolean;
}

const START_TIMEOUT_MS = 60_000;

const START = new URL('./start-worker.mjs', import.meta.url);

/**
 * Idle, started threads of closed pools, by what they run (module, preloads, heap cap), for
 * the next pool of the same kind in this process; only once shareThreadsAcrossPools was
 * called. A thread holds no task's data between tasks, only the modules it loaded.
 */
const reserve = new Map<string, Worker[]>();
let sharing = false;

/**
 * Lets a closed pool leave its idle threads to the next pool of the same kind in this
 * process instead of stopping them. The integration suite starts and stops dozens of test
 * servers in one process, and each new server's threads would load their modules again
 * (seconds each); a server process runs one set of pools and never calls this.
 */
export function shareThreadsAcrossPools(): void {
  sharing = true;
}

/**
 * Takes off the listeners a pool (or the reserve) put on the thread. Only those: the
 * worker's own `newListener` hooks start and stop its message port as 'message' listeners
 * come and go, and must stay.
 */
function forget(worker: Worker): void {
  for (const event of ['message', 'error', 'exit']) worker.removeAllListeners(event);
}

/** Keeps an idle thread for the next pool of its kind; one that dies meanwhile is dropped. */
function park(key: string, worker: Worker): void {
  forget(worker);
  const parked = reserve.get(key) ?? [];
  reserve.set(key, parked);
  parked.push(worker);
  const drop = () => {
    const index = parked.indexOf(worker);
    if (index >= 0) parked.splice(index, 1);
  };
  worker.once('error', drop);
  worker.once('exit', drop);
}

/** A parked thread of this kind, its parking listeners gone; undefined when none is left. */
function unpark(key: string): Worker | undefined {
  const worker = sharing ? reserve.get(key)?.pop() : undefined;
  if (worker) forget(worker);
  return worker;
}

/**
 * A small worker_threads pool for work on untrusted input: one task per thread, a time
 * limit per task and a heap cap per thread. A thread that times out, runs out of memory or
 * crashes fails its task and is replaced; the pool and the process carry on. Idle threads
 * do not keep the process alive.
 */
export function createWorkerPool<TIn, TOut>(options: TWorkerPoolOptions): TWorkerPool<TIn, TOut> {
  const { name, entry, size, timeoutMs, heapMb, preload = [] } = options;
  const kind = JSON.stringify([entry.href, preload, heapMb]);
  const startTimeoutMs = options.startTimeoutMs ?? START_TIMEOUT_MS;
  if (!Number.isInteger(size) || size < 1) throw new Error(`${name}: pool size ${size}`);
  const queue: TJob<TIn, TOut>[] = [];
  const slots: TSlot<TIn, TOut>[] = [];
  let nextId = 1;
  let closed = false;

  /** Takes the slot out of the pool, fails its task, stops its thread and refills. */
  const retire = (slot: TSlot<TIn, TOut>, error: WorkerTaskError) => {
    const index = slots.indexOf(slot);
    if (index < 0) return;
    slots.splice(index, 1);
    clearTimeout(slot.timer);
    slot.job?.reject(error);
    slot.job = null;
    void slot.worker.terminate();
    dispatch();
  };

  const spawn = () => {
    const parked = unpark(kind);
    const worker =
      parked ??
      new Worker(START, {
        workerData: { entry: entry.href, preload },
        resourceLimits: { maxOldGenerationSizeMb: heapMb },
      });
    worker.unref();
    const slot: TSlot<TIn, TOut> = { worker, job: null, timer: undefined, ready: !!parked };
    worker.on('message', (response: TWorkerResponse<TOut> | { ready: true }) => {
      if ('ready' in response) {
        slot.ready = true;
        if (slot.job) startTimer(slot);
        return;
      }
      const job = slot.job;
      if (!job || response.id !== job.request.id) return;
      clearTimeout(slot.timer);
      slot.job = null;
      if (response.ok) job.resolve(response.result);
      else job.reject(new WorkerTaskError('failed', `${name}: ${response.error}`));
      dispatch();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      retire(
        slot,
        new WorkerTaskError(
          outOfMemory ? 'out-of-memory' : 'crashed',
          `${name}: ${outOfMemory ? `over the ${heapMb} MB heap` : error.message}`,
          { cause: error },
        ),
      );
    });
    worker.on('exit', (code) => {
      retire(slot, new WorkerTaskError('crashed', `${name}: thread exited with code ${code}`));
    });
    slots.push(slot);
    return slot;
  };

  /**
   * The task's time limit, from now; a thread still starting gets its start's limit first.
   * Referenced: a running task keeps the process alive until it ends or times out.
   */
  const startTimer = (slot: TSlot<TIn, TOut>) => {
    clearTimeout(slot.timer);
    const [limit, overrun] = slot.ready
      ? [timeoutMs, `over ${timeoutMs} ms`]
      : [startTimeoutMs, `thread not ready in ${startTimeoutMs} ms`];
    slot.timer = setTimeout(
      () => retire(slot, new WorkerTaskError('timeout', `${name}: ${overrun}`)),
      limit,
    );
  };

  const dispatch = () => {
    while (!closed && queue.length > 0) {
      const slot = slots.find((candidate) => !candidate.job) ?? (slots.length < size && spawn());
      if (!slot) return;
      const job = queue.shift() as TJob<TIn, TOut>;
      slot.job = job;
      startTimer(slot);
      // A thread still starting finds the task waiting once it serves its tasks.
      slot.worker.postMessage(job.request);
    }
  };

  return {
    run: (input) =>
      new Promise<TOut>((resolve, reject) => {
        if (closed) return reject(new WorkerTaskError('closed', `${name}: pool is closed`));
        queue.push({ request: { id: nextId++, input }, resolve, reject });
        dispatch();
      }),
    async close() {
      closed = true;
      const error = new WorkerTaskError('closed', `${name}: pool is closed`);
      for (const job of queue.splice(0)) job.reject(error);
      for (const slot of slots.filter((one) => sharing && one.ready && !one.job)) {
        slots.splice(slots.indexOf(slot), 1);
        clearTimeout(slot.timer);
        park(kind, slot.worker);
      }
      const stopping = slots.map((slot) => slot.worker.terminate());
      for (const slot of [...slots]) retire(slot, error);
      await Promise.all(stopping);
    },
  };
}
