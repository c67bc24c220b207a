import { Worker } from 'node:worker_threads';
import type { TFaceDetection } from '../face/detect-face.ts';
import {
  type TVisionRequest,
  type TVisionResponse,
  type TVisionTask,
  type TVisionTasks,
  transferable,
} from './vision-tasks.ts';

/**
 * One worker on 2 cores: a face check keeps a core busy for ~100 ms and WASM runs
 * single-threaded, so a second worker only helps when a core is free (docs/vision.md
 * has the 1 vs 2 figures). The server's config should read VISION_WORKERS into `size`.
 */
export const DEFAULT_VISION_WORKERS = 1;

export interface TVisionPoolOptions {
  size?: number;
}

export interface TVisionPool {
  readonly size: number;
  /**
   * Runs a task on the next free worker. Image bytes are moved to the worker, not copied:
   * a Uint8Array/Buffer that owns its whole ArrayBuffer is detached (empty) afterwards.
   */
  run<K extends TVisionTask>(
    task: K,
    input: TVisionTasks[K]['input'],
  ): Promise<TVisionTasks[K]['output']>;
  /** Loads Human in every worker now; each worker's load time in ms. */
  warmUp(): Promise<number[]>;
  close(): Promise<void>;
}

interface TJob {
  request: TVisionRequest;
  transfer: ArrayBuffer[];
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface TSlot {
  worker: Worker;
  job: TJob | null;
}

const START = new URL('./start-worker.mjs', import.meta.url);
const ENTRY = new URL('./vision-worker.ts', import.meta.url).href;

/** Idle workers of closed pools, their models loaded; only once shareWorkersAcrossPools ran. */
const reserve: Worker[] = [];
let sharing = false;

/**
 * Lets a closed pool leave its idle workers (their models loaded: seconds each) to the next
 * pool in this process instead of stopping them: the server's integration suite starts and
 * stops dozens of servers per process. A server process has one pool and never calls this.
 */
export function shareWorkersAcrossPools(): void {
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

/** Keeps an idle worker for the next pool, not keeping the process alive; dropped if it dies. */
function park(worker: Worker): void {
  forget(worker);
  worker.unref();
  reserve.push(worker);
  const drop = () => {
    const index = reserve.indexOf(worker);
    if (index >= 0) reserve.splice(index, 1);
  };
  worker.once('error', drop);
  worker.once('exit', drop);
}

function unpark(): Worker | undefined {
  const worker = sharing ? reserve.pop() : undefined;
  if (worker) forget(worker);
  worker?.ref();
  return worker;
}

/** A small worker_threads pool: FIFO queue, one task per worker, dead workers replaced. */
export function createVisionPool({ size = DEFAULT_VISION_WORKERS }: TVisionPoolOptions = {}) {
  if (!Number.isInteger(size) || size < 1) throw new Error(`vision pool size ${size}`);
  const queue: TJob[] = [];
  const slots: TSlot[] = [];
  let nextId = 1;
  let closed = false;

  const dispatch = () => {
    for (const slot of slots) {
      if (slot.job) continue;
      const job = queue.shift();
      if (!job) return;
      slot.job = job;
      slot.worker.postMessage(job.request, job.transfer);
    }
  };

  /** A worker lost (it erred, or exited in the pool): its job fails, another takes its place. */
  const fail = (slot: TSlot, error: Error) => {
    const job = slot.job;
    slot.job = null;
    slots.splice(slots.indexOf(slot), 1);
    job?.reject(error);
    if (!closed) {
      slots.push(spawn());
      dispatch();
    }
  };
  const spawn = () => openSlot({ dispatch, fail, owns: (slot) => slots.includes(slot) });

  const submit = (request: TVisionRequest, transfer: ArrayBuffer[], target?: TSlot) =>
    new Promise<unknown>((resolve, reject) => {
      if (closed) return reject(new Error('vision pool is closed'));
      const job = { request, transfer, resolve, reject };
      if (target && !target.job) {
        target.job = job;
        target.worker.postMessage(request, transfer);
      } else queue.push(job);
      dispatch();
    });

  for (let i = 0; i < size; i += 1) slots.push(spawn());

  const pool: TVisionPool = {
    size,
    async run(task, input) {
      const [moved, transfer] = movable(task, input);
      const request = { id: nextId++, task, input: moved } as TVisionRequest;
      const result = await submit(request, transfer);
      if (task === 'face') {
        const face = result as TFaceDetection;
        if (face.faceImage) face.faceImage = Buffer.from(face.faceImage.buffer);
      }
      return result as TVisionTasks[typeof task]['output'];
    },
    async warmUp() {
      const results = await Promise.all(
        slots.map((slot) => submit({ id: nextId++, task: 'load', input: {} }, [], slot)),
      );
      return results.map((result) => (result as { loadMs: number }).loadMs);
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('vision pool is closed'));
      const closing = slots.splice(0);
      const idle = closing.filter((slot) => sharing && !slot.job);
      for (const slot of idle) park(slot.worker);
      const busy = closing.filter((slot) => !idle.includes(slot));
      await Promise.all(busy.map((slot) => slot.worker.terminate()));
    },
  };
  return pool;
}

/**
 * A slot on a worker, a parked one if any (shareWorkersAcrossPools) else a new one: each
 * answer settles the slot's job and lets the pool dispatch the next; an error, or an exit
 * while the pool still owns the slot, is the pool's to handle (`fail`).
 */
function openSlot(pool: {
  dispatch: () => void;
  fail: (slot: TSlot, error: Error) => void;
  owns: (slot: TSlot) => boolean;
}): TSlot {
  const worker = unpark() ?? new Worker(START, { workerData: { entry: ENTRY } });
  const slot: TSlot = { worker, job: null };
  slot.worker.on('message', (response: TVisionResponse) => {
    const job = slot.job;
    slot.job = null;
    if (job) {
      if (response.ok) job.resolve(response.result);
      else job.reject(new Error(`vision worker: ${response.error}`));
    }
    pool.dispatch();
  });
  slot.worker.on('error', (error) => pool.fail(slot, error));
  slot.worker.on('exit', (code) => {
    if (pool.owns(slot)) pool.fail(slot, new Error(`vision worker exited with code ${code}`));
  });
  return slot;
}

/** The tasks that take a burst of frames (`frames`). */
const BURST_TASKS: readonly TVisionTask[] = ['blink', 'turn', 'lookUp', 'closer', 'hologram'];

/** The task input with its image bytes made transferable, and the buffers to transfer. */
function movable<K extends TVisionTask>(
  task: K,
  input: TVisionTasks[K]['input'],
): [unknown, ArrayBuffer[]] {
  if (task === 'face' || task === 'image') {
    const one = input as { image: Uint8Array };
    const image = transferable(one.image);
    return [{ ...one, image }, [image.buffer as ArrayBuffer]];
  }
  if (task === 'documentPresence') {
    const check = input as TVisionTasks['documentPresence']['input'];
    const frames = check.frames.map(transferable);
    const front = check.front ? transferable(check.front) : null;
    const moved = [...(front ? [front] : []), ...frames];
    return [{ ...check, front, frames }, moved.map((frame) => frame.buffer as ArrayBuffer)];
  }
  if (BURST_TASKS.includes(task)) {
    const burst = input as { frames: Uint8Array[] };
    const frames = burst.frames.map(transferable);
    return [{ ...burst, frames }, frames.map((frame) => frame.buffer as ArrayBuffer)];
  }
  return [input, []];
}
