import { createHash } from 'node:crypto';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { TDb, TDbOrTx, TSqlResult, TTx } from '../db/client.ts';
import { isUniqueViolation } from '../db/db-errors.ts';
import type { TLogger } from '../logger.ts';
import { JobPayloadError } from './job-payload.ts';
import { jobSql } from './job-queue.ts';
import { JOBS_SCHEMA, jobs } from './job-table.ts';

/** The try of a job a handler runs. */
export interface TJob {
  id: string;
  type: string;
  /** 1 for the first try. */
  attempt: number;
  maxAttempts: number;
}

export interface TJobContext {
  db: TDb;
  log: TLogger;
  /** Aborted when the try outlives its expiry (JOBS_EXPIRE_SECONDS): it is taken again. */
  signal: AbortSignal;
  /**
   * Writes the job's effects and marks it done in one transaction, so a job whose effects
   * are database rows completes exactly once even if it is retried.
   */
  completeWith(effects: (tx: TTx) => Promise<void>): Promise<void>;
}

export type TJobHandler = (payload: unknown, job: TJob, ctx: TJobContext) => Promise<void>;

export interface TJobRunnerOptions {
  db: TDb;
  boss: PgBoss;
  log: TLogger;
  handlers: Record<string, TJobHandler>;
  /** Jobs run at once by this process, all types together. */
  concurrency: number;
  pollMs: number;
  /** The longest wait before a retry: pg-boss 10 doubles the delay without a ceiling. */
  retryDelayMaxSeconds: number;
}

/** How long a read of the due types stands while its types still have jobs (dueNow). */
const DUE_TYPES_FRESH_MS = 100;

/**
 * The slots that must be free before a job's end wakes the loop to fetch again: half of
 * them. Under load each fetch then takes several jobs in one statement, instead of one
 * fetch per job that ended (pg-boss's fetch was a fifth of the worker's statements).
 */
const refillAt = (concurrency: number) => Math.max(1, Math.floor(concurrency / 2));

/** A job as fetchJobs returns it: the columns the runner reads. */
interface TFetched {
  id: string;
  name: string;
  data: unknown;
  priority: number;
  retryLimit: number;
  retryCount: number;
  expireInSeconds: number | string;
  /** When it was sent, in seconds since the epoch (a numeric: text from the driver). */
  createdOn: number | string;
}

/**
 * pg-boss's fetch made the runner's own, in one thing: the waiting jobs are taken in the
 * order of the index that finds them (job_i5: name, start_after; waiting jobs only), so
 * PostgreSQL reads them with a plain index scan. pg-boss orders by priority and creation,
 * which the index does not give, and PostgreSQL read it with a bitmap scan: that kind of
 * scan never marks the index entries of jobs already taken as dead, so every fetch walked
 * all jobs taken since the last vacuum (1,241 entries and 187 heap pages for 26 waiting
 * jobs after 1,700 e-mails; the cost grew with the load until autovacuum came). A plain
 * index scan marks them as it passes, and the next fetch skips them. Jobs run in the order
 * they became due (a retry when its wait ends); no job here has a priority. The rest is
 * pg-boss's: the try counted, and one job per singleton key per batch in singleton and
 * stately queues. A named statement: parsed once per connection.
 */
export const FETCH_JOBS = `WITH next AS (
  SELECT id, singleton_key, policy FROM ${JOBS_SCHEMA}.job
  WHERE name = $1 AND state < 'active' AND start_after < now()
  ORDER BY start_after
  LIMIT $2
  FOR UPDATE SKIP LOCKED
), ranked AS (
  SELECT id, policy, row_number() OVER (
    PARTITION BY CASE WHEN policy IN ('singleton', 'stately') THEN singleton_key ELSE id::text END
  ) AS rank
  FROM next
)
UPDATE ${JOBS_SCHEMA}.job j SET
  state = 'active',
  started_on = now(),
  retry_count = CASE WHEN started_on IS NOT NULL THEN retry_count + 1 ELSE retry_count END
FROM ranked
WHERE j.name = $1 AND j.id = ranked.id
  AND (ranked.rank = 1 OR COALESCE(ranked.policy, '') NOT IN ('singleton', 'stately'))
RETURNING j.id, j.name, j.data, j.priority, j.retry_limit AS "retryLimit",
  j.retry_count AS "retryCount", EXTRACT(epoch FROM j.expire_in) AS "expireInSeconds",
  EXTRACT(epoch FROM j.created_on) AS "createdOn"`;

/**
 * Takes up to `limit` due jobs of `type` (FETCH_JOBS). A stately queue's second job taken
 * while one runs breaks its unique index: nothing is taken then, as pg-boss does.
 */
async function fetchJobs(db: TDb, type: string, limit: number): Promise<TFetched[]> {
  try {
    const result = (await db._.session
      .prepareQuery(
        { sql: FETCH_JOBS, params: [type, limit] },
        undefined,
        'confirma_fetch_jobs',
        false,
      )
      .execute()) as TSqlResult;
    return result.rows as unknown as TFetched[];
  } catch (error) {
    if (isUniqueViolation(error)) return [];
    throw error;
  }
}

class TryLostError extends Error {
  constructor() {
    super('the job is no longer this try: it expired and was failed, or was cancelled');
  }
}

/** The job's row while it is still the fetched try: active, with that try's count. */
const thisTry = and(
  eq(jobs.name, sql.placeholder('name')),
  eq(jobs.id, sql.placeholder('id')),
  eq(jobs.state, 'active'),
  eq(jobs.retryCount, sql.placeholder('retryCount')),
);

/**
 * Locks the job's row in `tx` while it is still this try (active, with this try's count),
 * or throws: a try that expired and was taken again can neither complete nor fail the job,
 * and pg-boss's expiry waits for the lock. A named statement: each connection parses it
 * once, and PostgreSQL plans it once over pg-boss's partitions (one per job type).
 */
async function holdTry(tx: TTx, job: TFetched): Promise<void> {
  const [row] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(thisTry)
    .for('update')
    .prepare('confirma_hold_job_try')
    .execute({ name: job.name, id: job.id, retryCount: job.retryCount });
  if (!row) throw new TryLostError();
}

/**
 * Marks the try completed and so holds its row until `tx` ends, or throws when the job is no
 * longer this try (as holdTry). Run first in the transaction of the job's effects: if they
 * fail, the rollback takes the completion back and the job is failed into its retry; if
 * they commit, the job is done exactly once. pg-boss's own `complete` (after a holdTry)
 * did the same in two statements; this one is named, parsed once per connection. A job
 * without effects of its own (an e-mail sent over SMTP) completes in this statement alone.
 */
async function completeTry(tx: TDbOrTx, job: TFetched): Promise<void> {
  const [row] = await tx
    .update(jobs)
    .set({ state: 'completed', completedOn: sql`now()`, output: null })
    .where(thisTry)
    .returning({ id: jobs.id })
    .prepare('confirma_complete_job_try')
    .execute({ name: job.name, id: job.id, retryCount: job.retryCount });
  if (!row) throw new TryLostError();
}

/**
 * Fails the try into pg-boss's retry (its wait capped at retryDelayMaxSeconds) or, after
 * its last try or for a payload no try can read, into `failed`; says which.
 */
async function failTry(
  { db, boss, retryDelayMaxSeconds }: TJobRunnerOptions,
  job: TFetched,
  error: unknown,
): Promise<'retry' | 'failed'> {
  const message = error instanceof Error ? error.message : String(error);
  // A payload no try can read is a dead letter now: its tries end with this one.
  const dead = error instanceof JobPayloadError;
  await db.transaction(async (tx) => {
    await holdTry(tx, job);
    if (dead) {
      await tx
        .update(jobs)
        .set({ retryLimit: job.retryCount })
        .where(and(eq(jobs.name, job.name), eq(jobs.id, job.id)));
    }
    await boss.fail(job.name, job.id, { message }, { db: jobSql(tx) });
    // pg-boss set the retry's time; the wait is capped here (retryDelayMax is pg-boss 11's).
    await tx
      .update(jobs)
      .set({
        startAfter: sql`least(${jobs.startAfter}, now() + make_interval(secs => ${retryDelayMaxSeconds}))`,
      })
      .where(and(eq(jobs.name, job.name), eq(jobs.id, job.id), eq(jobs.state, 'retry')));
  });
  return !dead && job.retryCount < job.retryLimit ? 'retry' : 'failed';
}

/**
 * Runs one fetched try with its handler, aborted when it outlives its expiry: completes it
 * (with its effects, or alone), or fails it into its retry; a try lost to its expiry is left.
 */
async function runJob(options: TJobRunnerOptions, log: TLogger, job: TFetched): Promise<void> {
  const { db, handlers } = options;
  const controller = new AbortController();
  const expiry = setTimeout(
    () => controller.abort(new Error('job expired')),
    Number(job.expireInSeconds) * 1000,
  );
  const attempt = job.retryCount + 1;
  let completed = false;
  const ctx: TJobContext = {
    db,
    log: log.child({ jobId: job.id, jobType: job.name }),
    signal: controller.signal,
    completeWith: (effects) =>
      db.transaction(async (tx) => {
        await completeTry(tx, job);
        await effects(tx);
        completed = true;
      }),
  };
  try {
    const handler = handlers[job.name];
    if (!handler) throw new Error(`no handler for job type ${job.name}`);
    const run = { id: job.id, type: job.name, attempt, maxAttempts: job.retryLimit + 1 };
    await handler(job.data, run, ctx);
    if (!completed) await completeTry(db, job);
    ctx.log.info({ attempt }, 'job done');
  } catch (error) {
    if (error instanceof TryLostError) {
      ctx.log.warn('job try lost: it expired before it ended');
      return;
    }
    const outcome = await failTry(options, job, error).catch((failure) =>
      failure instanceof TryLostError ? 'lost' : Promise.reject(failure),
    );
    if (error instanceof JobPayloadError) {
      ctx.log.error(
        { issues: error.issues, attempt, outcome },
        'job payload not valid: a dead letter, not retried',
      );
    } else {
      ctx.log.warn({ err: error, attempt, outcome }, 'job failed');
    }
  } finally {
    clearTimeout(expiry);
  }
}

/**
 * The types of `types` with a job to run now (`dueNow`), read in one prepared query and kept
 * a moment; `forget` makes the next call read them afresh.
 */
function dueJobTypes(db: TDb, types: string[]) {
  /**
   * The types with a job to run now, in one query over pg-boss's job table: an idle tick
   * costs one statement however many types there are, not one fetch per type. Prepared
   * once: planning it over pg-boss's partitions (one per type) took 1.3 ms of
   * PostgreSQL's CPU each time, ten times its execution.
   */
  const dueQuery = db
    .selectDistinct({ name: jobs.name })
    .from(jobs)
    .where(
      and(
        inArray(jobs.name, types),
        inArray(jobs.state, ['created', 'retry']),
        lte(jobs.startAfter, sql`now()`),
      ),
    )
    // Named by its types: a connection refuses one name for two texts.
    .prepare(
      `confirma_due_job_types_${createHash('sha256').update(types.join()).digest('hex').slice(0, 16)}`,
    );
  async function dueTypes(): Promise<Set<string>> {
    const rows = await dueQuery.execute();
    return new Set(rows.map((row) => row.name));
  }

  /**
   * The due types as last read, while that read is younger than DUE_TYPES_FRESH_MS and one
   * of them may still have jobs (a fetch that came back short drains its type). Under load
   * a tick follows every job's end: reading the types each time was a third of
   * PostgreSQL's time per operation created (the query touches every type's partition).
   * A type that becomes due while others are busy waits up to DUE_TYPES_FRESH_MS more.
   */
  let known = new Set<string>();
  let knownAt = 0;
  async function dueNow(): Promise<Set<string>> {
    if (known.size === 0 || Date.now() - knownAt >= DUE_TYPES_FRESH_MS) {
      known = await dueTypes();
      knownAt = Date.now();
    }
    return known;
  }
  return {
    dueNow,
    forget: () => {
      knownAt = 0;
    },
  };
}

/**
 * What takes back the tries of `types` that were running when the runner started, once each
 * expires; `onReclaimed` is told when some were.
 */
function crashedTries(db: TDb, boss: PgBoss, types: string[], onReclaimed: () => void) {
  /**
   * When the tries of this runner's types that were running as it started expire (local
   * clock, ascending); undefined until its first tick reads them. Some of them may be the
   * tries of a process that died: each is failed into its retry once its expiry passes.
   */
  let inherited: number[] | undefined;

  /**
   * Takes back the tries of crashed processes at this runner's start, and again as each try
   * it found running expires, instead of at pg-boss's next maintenance (JOBS_MAINTENANCE_SECONDS,
   * the first a full interval after a start; a crashed try waited for it on top of its
   * expiry). pg-boss's own expiry fails them (`boss.expire`): only tries past their expiry,
   * so a live process's try is never taken, and its runner has aborted any try that outlived
   * its expiry (runJob). A job with a short expiry (a payment's webhook) is thus run again
   * within seconds of a restart.
   */
  async function reclaimCrashedTries(): Promise<void> {
    if (!inherited) {
      const running = await db
        .select({
          left: sql<string>`extract(epoch from ${jobs.startedOn} + ${jobs.expireIn} - now())`,
        })
        .from(jobs)
        .where(and(inArray(jobs.name, types), eq(jobs.state, 'active')));
      // A second past the expiry: pg-boss fails a try only once `now()` is beyond it.
      inherited = running
        .map((row) => Date.now() + (Number(row.left) + 1) * 1000)
        .sort((a, b) => a - b);
    }
    const now = Date.now();
    if (inherited.length === 0 || (inherited[0] ?? Infinity) > now) return;
    await boss.expire();
    inherited = inherited.filter((at) => at > now);
    onReclaimed();
  }
  return reclaimCrashedTries;
}

/**
 * Runs jobs from pg-boss's queues with their handlers, `concurrency` at a time across every
 * type: fetches what fits (pg-boss's SKIP LOCKED fetch), completes each job in the
 * transaction of its effects, and fails it into pg-boss's retry with backoff or, after its
 * last try, into `failed`. Polls every `pollMs` when idle; when busy, fetches again once
 * half the slots are free (refillAt), or at the next poll.
 */
export function createJobRunner(options: TJobRunnerOptions) {
  const { boss, db, handlers } = options;
  const log = options.log.child({ worker: 'jobs' });
  const types = Object.keys(handlers);
  const inFlight = new Set<Promise<void>>();
  const refill = refillAt(options.concurrency);
  const roomToRefill = () => options.concurrency - inFlight.size >= refill;
  let turn = 0;
  let running = false;
  let wakeUp: (() => void) | undefined;
  let loop: Promise<void> | undefined;
  const { dueNow, forget } = dueJobTypes(db, types);
  const reclaimCrashedTries = crashedTries(db, boss, types, forget);

  /** Fetches what fits, each due type in turn (a backlog of one starves no other); returns how many. */
  async function tick(): Promise<number> {
    await reclaimCrashedTries();
    let fetched = 0;
    const start = turn++;
    const due = await dueNow();
    for (let i = 0; i < types.length && due.size > 0; i += 1) {
      const free = options.concurrency - inFlight.size;
      if (free <= 0) break;
      const type = types[(start + i) % types.length] as string;
      if (!due.has(type)) continue;
      const batch = await fetchJobs(db, type, free);
      if (batch.length < free) due.delete(type);
      // The update returns them in no order: start them oldest first.
      batch.sort((a, b) => b.priority - a.priority || Number(a.createdOn) - Number(b.createdOn));
      for (const job of batch) {
        const task = runJob(options, log, job)
          .catch((error) => log.error({ err: error, jobId: job.id }, 'job outcome not recorded'))
          .finally(() => {
            inFlight.delete(task);
            if (roomToRefill()) wakeUp?.();
          });
        inFlight.add(task);
        fetched += 1;
      }
    }
    return fetched;
  }

  async function run() {
    while (running) {
      let fetched = 0;
      try {
        fetched = await tick();
      } catch (error) {
        log.error({ err: error }, 'job fetch failed');
      }
      if (fetched > 0 && roomToRefill()) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.pollMs);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = undefined;
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    /**
     * Runs every job that is due now to its end, and those that become due meanwhile
     * (tests, one-shot commands). A failed try waits for its retry's time.
     */
    async drain() {
      for (;;) {
        // The due types read afresh each turn, not as cached for the loop (dueNow): a job
        // the last turn's jobs queued (a notice's e-mail) is due now, and a drain that
        // missed it returned with it unrun.
        forget();
        if ((await tick()) === 0 && inFlight.size === 0) return;
        await Promise.all(inFlight);
      }
    },
    /** Stops fetching and waits for the jobs in flight. */
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
      await Promise.all(inFlight);
    },
  };
}

export type TJobRunner = ReturnType<typeof createJobRunner>;
