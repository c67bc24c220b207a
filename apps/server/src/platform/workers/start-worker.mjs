// Entry of every worker thread of a pool: imports the pool's plain modules to preload
// (outside tsx, whose loader rewrites every dynamic import of a module with a source map:
// seconds for a large library), registers tsx when the task module is TypeScript (workers
// do not inherit the parent's `--import tsx` loader reliably), then loads it.
// The same start as packages/vision/src/workers/start-worker.mjs. Once the task module has
// loaded (it serves the tasks), the thread says it is ready: a task's time limit runs from
// then, not from the thread's start.
import { parentPort, workerData } from 'node:worker_threads';

for (const specifier of workerData.preload ?? []) await import(specifier);
if (workerData.entry.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import(workerData.entry);
parentPort?.postMessage({ ready: true });
