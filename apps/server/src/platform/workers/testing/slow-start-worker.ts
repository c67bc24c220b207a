import { threadId } from 'node:worker_threads';
import { serveWorkerTasks } from '../worker-protocol.ts';

// A worker entry for the pool's tests that takes 2 s to load, as pdf.js can in a new thread
// on a busy machine.
await new Promise((resolve) => setTimeout(resolve, 2000));

serveWorkerTasks(() => ({ threadId }));
