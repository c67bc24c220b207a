import { threadId } from 'node:worker_threads';
import { serveWorkerTasks } from '../worker-protocol.ts';

/** What the pool tests ask a thread to do. */
export type TMisbehaviour = 'answer' | 'spin' | 'hog-memory' | 'exit' | 'throw';

// A worker entry for the pool's tests: answers, or misbehaves as asked.
serveWorkerTasks((task: TMisbehaviour) => {
  switch (task) {
    case 'answer':
      return { threadId };
    case 'spin':
      for (;;);
    case 'hog-memory': {
      const hoard: number[][] = [];
      for (;;) hoard.push(Array.from({ length: 100_000 }, (_, i) => i * 1.5));
    }
    case 'exit':
      process.exit(3);
      break;
    case 'throw':
      throw new Error('the task failed');
  }
});
