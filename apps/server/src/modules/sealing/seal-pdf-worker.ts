import { serveWorkerTasks } from '../../platform/workers/worker-protocol.ts';
import { prepareExtension } from './pdf/prepare-extension.ts';
import { prepareSeal } from './pdf/prepare-seal.ts';
import type { TSealTask, TSealTaskResult } from './pdf-sealer.ts';
import { SealingError } from './sealing-error.ts';

// A seal thread (pdf-sealer.ts): prepares one seal at a time (parses the PDF, writes the
// update, hashes it, lays out a plan's later updates) or one re-time-stamping, with the
// heap cap and time limit of its pool. The sealing engine's refusals are answers;
// anything else is a failure. `null` only starts the thread.
serveWorkerTasks(async (task: TSealTask | null): Promise<TSealTaskResult | null> => {
  if (!task) return null;
  try {
    if ('extend' in task) return { ok: true, extension: await prepareExtension(task.pdf) };
    return { ok: true, prepared: await prepareSeal(task.pdf, task.options, task.stages) };
  } catch (error) {
    if (!(error instanceof SealingError)) throw error;
    return { ok: false, failure: error.failure, detail: error.detail ?? error.message };
  }
});
