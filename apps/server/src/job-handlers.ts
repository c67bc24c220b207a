import { startBlobCollection } from './blob-collection.ts';
import { ANCHOR_JOB, anchorMovedChains, createAnchorHandler } from './modules/evidence/index.ts';
import type { TJobHandler } from './platform/jobs/job-runner.ts';
import { platformJobHandlers, type TPlatform } from './platform/platform.ts';
import { startPeriodicTask } from './platform/sweeps/periodic-task.ts';
import type { TServices } from './services.ts';

/** Every job type this server runs: the platform's and the modules'. */
export function createJobHandlers(
  platform: TPlatform,
  { signing }: Pick<TServices, 'signing'>,
): Record<string, TJobHandler> {
  return {
    ...platformJobHandlers(platform),
    ...signing.jobHandlers(),
    [ANCHOR_JOB]: createAnchorHandler(signing.sealer),
  };
}

/**
 * Readies the job queue for this process and returns every handler: each queue exists (a
 * web process sends jobs too).
 */
export async function prepareJobs(
  platform: TPlatform,
  services: Pick<TServices, 'signing'>,
): Promise<Record<string, TJobHandler>> {
  const handlers = createJobHandlers(platform, services);
  await platform.jobs.createQueues(Object.keys(handlers));
  return handlers;
}

/**
 * A worker's periodic work, at start and then at each interval: the operation sweep
 * (EXPIRY_SWEEP_MS: expiry, lost seal jobs), the anchoring of moved evidence chains
 * (EVIDENCE_ANCHOR_MS) and the collection of unreferenced blobs (BLOB_GC_INTERVAL_MS).
 * Returns the stop function.
 */
export function startWorkerTasks(
  platform: TPlatform,
  { signing }: Pick<TServices, 'signing'>,
): () => void {
  const { config, log } = platform;
  const stops = [
    startPeriodicTask('operation sweep', config.EXPIRY_SWEEP_MS, log, signing.sweep),
    startPeriodicTask('evidence anchor sweep', config.EVIDENCE_ANCHOR_MS, log, async () => {
      const { anchored, refused } = await anchorMovedChains(platform.database.db, signing.sealer);
      if (refused.length) log.error({ refused }, 'evidence chains that do not verify');
      return { anchored };
    }),
    startBlobCollection(platform),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
