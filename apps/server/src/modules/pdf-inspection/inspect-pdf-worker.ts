import { serveWorkerTasks } from '../../platform/workers/worker-protocol.ts';
import { inspectUploadedPdf, PdfRejectedError } from './inspect-pdf.ts';
import type { TPdfTask, TPdfTaskResult } from './pdf-inspector.ts';

// A PDF inspector thread (pdf-inspector.ts): the whole check of one upload at a time, with
// the heap cap and time limit of its pool. Refusals are answers; anything else is a failure.
// `null` only starts the thread (its modules load as it starts).
serveWorkerTasks(async (task: TPdfTask | null): Promise<TPdfTaskResult | null> => {
  if (!task) return null;
  const { bytes, ...limits } = task;
  try {
    return { ok: true, inspected: await inspectUploadedPdf(bytes, limits) };
  } catch (error) {
    if (!(error instanceof PdfRejectedError)) throw error;
    return { ok: false, reason: error.reason, specifics: error.specifics };
  }
});
