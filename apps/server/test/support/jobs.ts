import { and, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../src/platform/db/client.ts';
import { listJobs } from '../../src/platform/jobs/job-queries.ts';
import { jobs } from '../../src/platform/jobs/job-table.ts';

/**
 * Makes every job waiting for a retry (of `type`) due now instead of after its backoff
 * (the test server waits a minute and more between tries, so a drain never retries).
 */
export async function retriesDue(db: TDbOrTx, type?: string): Promise<void> {
  await db
    .update(jobs)
    .set({ startAfter: sql`now()` })
    .where(and(eq(jobs.state, 'retry'), type ? eq(jobs.name, type) : undefined));
}

/** The jobs of `type`, newest first, as `npm run jobs` lists them. */
export const jobsOf = (db: TDbOrTx, type: string) => listJobs(db, { type, limit: 1000 });

/** One job as `npm run jobs` lists it. */
export async function jobById(db: TDbOrTx, type: string, id: string) {
  return (await jobsOf(db, type)).find((job) => job.id === id);
}
