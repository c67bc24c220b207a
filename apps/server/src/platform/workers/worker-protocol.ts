import { parentPort } from 'node:worker_threads';

/** What the pool posts to a worker thread, and what the thread answers. */
export interface TWorkerRequest<TIn> {
  id: number;
  input: TIn;
}

export type TWorkerResponse<TOut> =
  | { id: number; ok: true; result: TOut }
  | { id: number; ok: false; error: string };

/**
 * The thread's side of a pool: runs `handle` on every task it is given, one at a time, and
 * answers with its result or the error it threw. Call it once from the pool's entry module.
 */
export function serveWorkerTasks<TIn, TOut>(handle: (input: TIn) => Promise<TOut> | TOut) {
  const port = parentPort;
  if (!port) throw new Error('serveWorkerTasks runs in a worker thread');
  port.on('message', async ({ id, input }: TWorkerRequest<TIn>) => {
    let response: TWorkerResponse<TOut>;
    try {
      response = { id, ok: true, result: await handle(input) };
    } catch (error) {
      response = { id, ok: false, error: String((error as Error)?.stack ?? error) };
    }
    port.postMessage(response);
  });
}
