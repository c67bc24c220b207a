// Entry of every worker thread of a pool: registers tsx when the task module is TypeScript
// (workers do not inherit the parent's `--import tsx` loader reliably), then loads it.
// The same start as packages/vision/src/workers/start-worker.mjs.
import { workerData } from 'node:worker_threads';

if (workerData.entry.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import(workerData.entry);
