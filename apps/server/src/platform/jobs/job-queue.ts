import { and, eq, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../db/client.ts';
import { jobs } from '../db/schema.ts';

export type TJob = typeof jobs.$inferSelect;

export interface TEnqueueOptions {
  /** Earliest time to run; default now. */
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * Adds a job. Pass the caller's transaction so the job exists only if the change that
 * causes it commits (transactional outbox).
 */
export async function enqueueJob(
  db: TDbOrTx,
  type: string,
  payload: unknown,
  options: TEnqueueOptions & { defaultMaxAttempts: number },
): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({
      type,
      payload,
      maxAttempts: options.maxAttempts ?? options.defaultMaxAttempts,
      ...(options.runAt ? { runAt: options.runAt } : {}),
    })
    .returning({ id: jobs.id });
  if (!row) throw new Error('job insert returned no row');
  return row.id;
}

/**
 * Claims up to `limit` runnable jobs for `workerId` under a lease of `leaseMs`: pending jobs
 * whose time has come, and running jobs whose lease expired (their worker died).
 * Concurrent workers skip each other's rows (FOR UPDATE SKIP LOCKED).
 */
export async function claimJobs(
  db: TDb,
  workerId: string,
  limit: number,
  leaseMs: number,
): Promise<TJob[]> {
  const result = (await db.execute(sql`
    update jobs set
      status = 'running',
      attempts = attempts + 1,
      locked_by = ${workerId},
      locked_until = now() + make_interval(secs => ${leaseMs / 1000})
    where id in (
      select id from jobs
      where (status = 'pending' and run_at <= now())
         or (status = 'running' and locked_until < now())
      order by run_at, id
      limit ${limit}
      for update skip locked
    )
    returning id, type, payload, status, attempts, max_attempts, run_at, locked_by,
      locked_until, last_error, created_at, finished_at`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return result.rows.map((row) => ({
    id: Number(row.id),
    type: String(row.type),
    payload: row.payload,
    status: row.status as TJob['status'],
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    runAt: new Date(row.run_at as string),
    lockedBy: row.locked_by as string | null,
    lockedUntil: row.locked_until ? new Date(row.locked_until as string) : null,
    lastError: row.last_error as string | null,
    createdAt: new Date(row.created_at as string),
    finishedAt: null,
  }));
}

/** Extends the lease of a job this worker still owns; false when it lost it. */
export async function extendLease(
  db: TDb,
  job: Pick<TJob, 'id'>,
  workerId: string,
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

/**
 * Marks a job done, fenced by ownership: a worker whose lease was taken over cannot
 * complete the job a second time. `db` may be the transaction that holds the job's effects.
 */
export async function completeJob(db: TDbOrTx, job: Pick<TJob, 'id'>, workerId: string) {
  const rows = await db
    .update(jobs)
    .set({ status: 'done', finishedAt: sql`now()`, lockedBy: null, lockedUntil: null })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

/** Exponential backoff with jitter, capped at one hour. */
export function backoffMs(attempt: number, baseMs: number, random = Math.random): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 3_600_000);
  return Math.round(exponential * (0.75 + random() * 0.5));
}

/** Records a failure: back to pending after a backoff, or dead after the last attempt. */
export async function failJob(
  db: TDb,
  job: Pick<TJob, 'id' | 'attempts' | 'maxAttempts'>,
  workerId: string,
  error: string,
  backoffBaseMs: number,
): Promise<'retry' | 'dead'> {
  const dead = job.attempts >= job.maxAttempts;
  const delay = backoffMs(job.attempts, backoffBaseMs);
  await db
    .update(jobs)
    .set(
      dead
        ? {
            status: 'dead',
            lastError: error,
            finishedAt: sql`now()`,
            lockedBy: null,
            lockedUntil: null,
          }
        : {
            status: 'pending',
            lastError: error,
            runAt: sql`now() + make_interval(secs => ${delay / 1000})`,
            lockedBy: null,
            lockedUntil: null,
          },
    )
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId)));
  return dead ? 'dead' : 'retry';
}
