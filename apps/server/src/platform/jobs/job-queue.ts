import { and, desc, eq, inArray, sql } from 'drizzle-orm';
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

/** The longest wait between two tries unless configured (JOBS_BACKOFF_MAX_MS). */
export const DEFAULT_BACKOFF_MAX_MS = 3_600_000;

/** The wait after failed try `attempt`: doubling from `baseMs`, at most `maxMs`, before jitter. */
function plainBackoffMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), maxMs);
}

/** Exponential backoff with ±25% jitter, capped at `maxMs` (one hour by default). */
export function backoffMs(
  attempt: number,
  baseMs: number,
  random = Math.random,
  maxMs = DEFAULT_BACKOFF_MAX_MS,
): number {
  return Math.round(plainBackoffMs(attempt, baseMs, maxMs) * (0.75 + random() * 0.5));
}

/**
 * How many tries make a job keep retrying for `horizonMs` (the last try starts at least
 * that long after the first, jitter aside): how a job that must outlast an outage, such as
 * a time-stamp authority being down for a day, is enqueued.
 */
export function attemptsWithin(horizonMs: number, baseMs: number, maxMs: number): number {
  let attempts = 1;
  for (let waited = 0; waited < horizonMs; attempts++) {
    waited += plainBackoffMs(attempts, baseMs, maxMs);
  }
  return attempts;
}

/** Records a failure: back to pending after a backoff, or dead after the last attempt. */
export async function failJob(
  db: TDb,
  job: Pick<TJob, 'id' | 'attempts' | 'maxAttempts'>,
  workerId: string,
  error: string,
  backoff: { baseMs: number; maxMs: number },
): Promise<'retry' | 'dead'> {
  const dead = job.attempts >= job.maxAttempts;
  const delay = backoffMs(job.attempts, backoff.baseMs, Math.random, backoff.maxMs);
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

/** Jobs newest first, by status and type (the `npm run jobs` listing). */
export async function listJobs(
  db: TDb,
  filter: { status?: TJob['status']; type?: string; limit?: number },
): Promise<TJob[]> {
  return db
    .select()
    .from(jobs)
    .where(
      and(
        filter.status ? eq(jobs.status, filter.status) : undefined,
        filter.type ? eq(jobs.type, filter.type) : undefined,
      ),
    )
    .orderBy(desc(jobs.id))
    .limit(filter.limit ?? 50);
}

/**
 * Gives dead jobs a new life: pending now, with a fresh count of tries (their last error
 * is kept until the next one). By ids, or every dead job (of a type). Returns their ids.
 */
export async function retryDeadJobs(
  db: TDb,
  which: { ids: number[] } | { type?: string },
): Promise<number[]> {
  const rows = await db
    .update(jobs)
    .set({ status: 'pending', attempts: 0, runAt: sql`now()`, finishedAt: null })
    .where(
      and(
        eq(jobs.status, 'dead'),
        'ids' in which ? inArray(jobs.id, which.ids) : undefined,
        'type' in which && which.type ? eq(jobs.type, which.type) : undefined,
      ),
    )
    .returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

/**
 * Of these values of a payload field, those a pending or running job of `type` carries:
 * whether some work is still queued for them.
 */
export async function queuedFor(
  db: TDbOrTx,
  { type, field, values }: { type: string; field: string; values: string[] },
): Promise<Set<string>> {
  if (!values.length) return new Set();
  const rows = await db
    .select({ value: sql<string>`${jobs.payload}->>${field}` })
    .from(jobs)
    .where(
      and(
        eq(jobs.type, type),
        inArray(jobs.status, ['pending', 'running']),
        inArray(sql<string>`${jobs.payload}->>${field}`, values),
      ),
    );
  return new Set(rows.map((row) => row.value));
}
