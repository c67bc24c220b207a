import { z } from 'zod';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { queuedFor } from '../../platform/jobs/job-queries.ts';
import { attemptsWithin } from '../../platform/jobs/job-queue.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { listPendingSeals } from '../operations/index.ts';

/**
 * Seal a signature whose time stamp could not be had at signing time (enqueueSealJob). The
 * name is stored with every queued job, so it stays the one jobs already waiting carry.
 */
export const SEAL_JOB = 'operations.seal';
export const ZSealJob = z.object({
  operationId: z.uuid(),
  signerId: z.uuid(),
  /** The signer signed by the link e-mailed to them: their certificate names the address. */
  emailProven: z.boolean().optional(),
});

/**
 * Queues the seal of a signature whose time stamp could not be had, with enough tries to
 * outlast an outage of SEAL_RETRY_HORIZON_MS (a day by default) at the configured backoff.
 */
export function enqueueSealJob(
  db: TDbOrTx,
  platform: TPlatform,
  seal: z.infer<typeof ZSealJob>,
): Promise<string> {
  const { config } = platform;
  return platform.enqueue(db, SEAL_JOB, seal, {
    maxAttempts: attemptsWithin(
      config.SEAL_RETRY_HORIZON_MS,
      config.JOBS_RETRY_DELAY_SECONDS * 1000,
      config.JOBS_RETRY_DELAY_MAX_SECONDS * 1000,
    ),
  });
}

/**
 * Gives every signature still waiting for its seal, in an operation still SEALING, a seal
 * job when it has no live one (its job went dead during a long outage, or was lost): run
 * in the operation sweep (every EXPIRY_SWEEP_CRON), so no operation stays SEALING for ever.
 * Returns how many jobs it queued. Safe should two sweeps overlap: a waiting job of the
 * other's is live, and a duplicate seal job finds nothing pending and ends.
 */
export async function resumeDeferredSeals(platform: TPlatform): Promise<number> {
  const db = platform.database.db;
  const pending = await listPendingSeals(db);
  const queued = await queuedFor(db, {
    type: SEAL_JOB,
    field: 'signerId',
    values: pending.map((seal) => seal.signerId),
  });
  const orphans = pending.filter((seal) => !queued.has(seal.signerId));
  for (const orphan of orphans) await enqueueSealJob(db, platform, orphan);
  if (orphans.length) platform.log.warn({ count: orphans.length }, 'deferred seals re-queued');
  return orphans.length;
}
