import { serveWorkerTasks } from '../../platform/workers/worker-protocol.ts';
import { prepareSeal } from './pdf/prepare-seal.ts';
import type { TSealTask, TSealTaskResult } from './pdf-sealer.ts';
import { SealingError } from './sealing-error.ts';

// A seal thread (pdf-sealer.ts): prepares one seal at a time (parses the PDF, writes the
// update, hashes it), with the heap cap and time limit of its pool. The sealing engine's
// refusals are answers; anything else is a failure. `null` only starts the thread.
serveWorkerTasks(async (task: TSealTask | null): Promise<TSealTaskResult | null> => {
  if (!task) return null;
  try {
    return { ok: true, prepared: await prepareSeal(task.pdf, task.options) };
  } catch (error) {
    if (!(error instanceof SealingError)) throw error;
    return { ok: false, failure: error.failure, detail: error.detail ?? error.message };
  }
});
