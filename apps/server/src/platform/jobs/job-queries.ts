import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../db/client.ts';
import { jobs, LIVE_JOB_STATES, type TJobState } from './job-table.ts';

/** A job as `npm run jobs` lists it. */
export interface TJobListing {
  id: string;
  type: string;
  state: TJobState;
  /** Tries started so far, and the most it may have. */
  tries: number;
  maxTries: number;
  /** When it runs (again), for a waiting job. */
  startAfter: Date;
  lastError: string | null;
}

/** The message of a failure pg-boss stored: ours (`{message}`) or its own (`{value}`). */
const lastError = sql<
  string | null
>`coalesce(${jobs.output}->>'message', ${jobs.output}->'value'->>'message')`;

/** Jobs newest first, by state and type (the `npm run jobs` listing). */
export async function listJobs(
  db: TDbOrTx,
  filter: { state?: TJobState | undefined; type?: string | undefined; limit?: number },
): Promise<TJobListing[]> {
  const rows = await db
    .select({
      id: jobs.id,
      type: jobs.name,
      state: jobs.state,
      started: sql<boolean>`${jobs.startedOn} is not null`,
      retryCount: jobs.retryCount,
      retryLimit: jobs.retryLimit,
      startAfter: jobs.startAfter,
      lastError,
    })
    .from(jobs)
    .where(
      and(
        filter.state ? eq(jobs.state, filter.state) : undefined,
        filter.type ? eq(jobs.name, filter.type) : undefined,
      ),
    )
    .orderBy(desc(jobs.createdOn), desc(jobs.id))
    .limit(filter.limit ?? 50);
  return rows.map(({ started, retryCount, retryLimit, ...job }) => ({
    ...job,
    tries: started ? retryCount + 1 : 0,
    maxTries: retryLimit + 1,
  }));
}

/**
 * Of these values of a payload field, those a waiting or running job of `type` carries:
 * whether some work is still queued for them.
 */
export async function queuedFor(
  db: TDbOrTx,
  { type, field, values }: { type: string; field: string; values: string[] },
): Promise<Set<string>> {
  if (!values.length) return new Set();
  const value = sql<string>`${jobs.data}->>${field}`;
  const rows = await db
    .select({ value })
    .from(jobs)
    .where(and(eq(jobs.name, type), inArray(jobs.state, LIVE_JOB_STATES), inArray(value, values)));
  return new Set(rows.map((row) => row.value));
}
