import { and, eq, inArray } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { TConfig } from '../config.ts';
import type { TDatabase, TDbOrTx, TSqlResult } from '../db/client.ts';
import type { TLogger } from '../logger.ts';
import { DAY_SECONDS } from '../time-units.ts';
import { JobPayloadError, payloadIssues } from './job-payload.ts';
import { JOBS_SCHEMA, jobs } from './job-table.ts';

export interface TEnqueueOptions {
  /** Earliest time to run; default now. */
  runAt?: Date;
  /** Tries before the job is dead (failed); default JOBS_MAX_ATTEMPTS. */
  maxAttempts?: number;
  /**
   * How long a try may run before it is failed and the job taken again (its worker died);
   * default JOBS_EXPIRE_SECONDS. Short for a job that must not wait minutes after a crash.
   */
  expireInSeconds?: number;
}

/** The settings of the queue (see config.ts). */
export type TJobQueueConfig = Pick<
  TConfig,
  | 'JOBS_MAX_ATTEMPTS'
  | 'JOBS_RETRY_DELAY_SECONDS'
  | 'JOBS_EXPIRE_SECONDS'
  | 'JOBS_MAINTENANCE_SECONDS'
  | 'JOBS_FAILED_RETENTION_DAYS'
>;

/**
 * pg-boss's connection for statements that belong to the caller's transaction, so a job is
 * sent, completed or failed in the same transaction as the change that causes it. pg-boss
 * writes `$1…$n` parameters, as the driver does: its text goes to the driver as it is.
 */
export function jobSql(db: TDbOrTx): PgBoss.Db {
  return {
    executeSql(text, values = []) {
      return db._.session
        .prepareQuery({ sql: text, params: values }, undefined, undefined, false)
        .execute() as Promise<TSqlResult>;
    },
  };
}

/**
 * The platform's queue: pg-boss over the platform's database, on PGlite as on PostgreSQL.
 * With `maintain` (workers) this process also fails the tries of crashed workers
 * (expiry), archives ended jobs and fires the schedules; web processes and commands do not.
 */
export async function openJobQueue(
  database: TDatabase,
  config: TJobQueueConfig,
  { log, maintain }: { log: TLogger; maintain: boolean },
) {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: JOBS_SCHEMA,
    supervise: maintain,
    schedule: maintain,
    maintenanceIntervalSeconds: config.JOBS_MAINTENANCE_SECONDS,
    archiveFailedAfterSeconds: config.JOBS_FAILED_RETENTION_DAYS * DAY_SECONDS,
    retryLimit: config.JOBS_MAX_ATTEMPTS - 1,
    retryDelay: config.JOBS_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: config.JOBS_EXPIRE_SECONDS,
  });
  // Maintenance and schedule errors surface here; an EventEmitter without a listener throws.
  boss.on('error', (error) => log.warn({ err: error }, 'job queue error'));
  await boss.start();

  return {
    boss,
    /**
     * Creates the queues of these job types (known queues are left as they are). Every
     * process does it at start: a job is sent only into an existing queue. A `stately`
     * queue holds at most one waiting and one running job (the periodic ones).
     */
    async createQueues(types: string[], queueOptions: { policy?: PgBoss.QueuePolicy } = {}) {
      for (const type of types) await boss.createQueue(type, { name: type, ...queueOptions });
    },

    /**
     * Adds a job. Pass the caller's transaction so the job exists only if the change that
     * causes it commits (transactional outbox). Returns the job's id.
     */
    async enqueue(
      db: TDbOrTx,
      type: string,
      payload: object,
      enqueueOptions: TEnqueueOptions = {},
    ): Promise<string> {
      const id = await boss.send(type, payload, {
        db: jobSql(db),
        ...(enqueueOptions.runAt ? { startAfter: enqueueOptions.runAt } : {}),
        ...(enqueueOptions.maxAttempts ? { retryLimit: enqueueOptions.maxAttempts - 1 } : {}),
        ...(enqueueOptions.expireInSeconds
          ? { expireInSeconds: enqueueOptions.expireInSeconds }
          : {}),
      });
      if (!id) throw new Error(`no queue for job type ${type}`);
      return id;
    },

    /**
     * Adds a job whose payload `schema` checks. A payload it refuses never reaches a
     * handler: the job is written straight into `failed` (a dead letter, the issues as its
     * error, for `npm run jobs -- list --state failed`) with an error log line, and the
     * caller's transaction goes on. One undeliverable message (another signer's invitation
     * to an address that cannot be mailed) then never undoes or blocks the change that
     * caused it. Returns the job's id.
     */
    async enqueueChecked<T extends object>(
      db: TDbOrTx,
      type: string,
      schema: z.ZodType<T>,
      payload: unknown,
      enqueueOptions: TEnqueueOptions = {},
    ): Promise<string> {
      const parsed = schema.safeParse(payload);
      if (parsed.success) return this.enqueue(db, type, parsed.data, enqueueOptions);
      const error = new JobPayloadError(payloadIssues(parsed.error));
      const raw = typeof payload === 'object' && payload !== null ? payload : { payload };
      const id = await this.enqueue(db, type, raw, { maxAttempts: 1 });
      await boss.fail(type, id, { message: error.message }, { db: jobSql(db) });
      log.error(
        { jobId: id, jobType: type, issues: error.issues },
        'job payload not valid: kept as a dead letter, not run',
      );
      return id;
    },

    /** Sends a job of `type` on this cron schedule (UTC), from whichever worker's clock. */
    async schedule(type: string, cron: string, sendOptions: PgBoss.ScheduleOptions = {}) {
      await boss.schedule(type, cron, {}, sendOptions);
    },

    /**
     * Gives failed jobs one more try each, now: by ids, or every failed job (of a type).
     * Returns their ids.
     */
    async retryFailed(which: { ids: string[] } | { type?: string | undefined }) {
      const failed = await database.db
        .select({ id: jobs.id, type: jobs.name })
        .from(jobs)
        .where(
          and(
            eq(jobs.state, 'failed'),
            'ids' in which ? inArray(jobs.id, which.ids) : undefined,
            'type' in which && which.type ? eq(jobs.name, which.type) : undefined,
          ),
        );
      for (const type of new Set(failed.map((job) => job.type))) {
        const ids = failed.filter((job) => job.type === type).map((job) => job.id);
        await boss.retry(type, ids);
      }
      return failed.map((job) => job.id);
    },

    /** Stops maintenance and schedules; the database stays open. */
    stop: () => boss.stop({ close: false }),
  };
}

export type TJobQueue = Awaited<ReturnType<typeof openJobQueue>>;

/**
 * The shortest wait after failed try `attempt`: doubling from `delayMs` (pg-boss stops
 * doubling after 16 tries), at most `maxMs`.
 */
function plainBackoffMs(attempt: number, delayMs: number, maxMs: number): number {
  return Math.min(delayMs * 2 ** Math.min(15, Math.max(0, attempt - 1)), maxMs);
}

/**
 * How many tries make a job keep retrying for `horizonMs` (the last try starts at least
 * that long after the first: pg-boss waits between 1 and 2 times the doubled delay, capped
 * by the runner): how a job that must outlast an outage, such as a time-stamp authority
 * being down for a day, is enqueued.
 */
export function attemptsWithin(horizonMs: number, delayMs: number, maxMs: number): number {
  let attempts = 1;
  for (let waited = 0; waited < horizonMs; attempts++) {
    waited += plainBackoffMs(attempts, delayMs, maxMs);
  }
  return attempts;
}
