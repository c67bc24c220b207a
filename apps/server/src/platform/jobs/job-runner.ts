import { randomUUID } from 'node:crypto';
import type { TDb, TTx } from '../db/client.ts';
import type { TLogger } from '../logger.ts';
import {
  claimJobs,
  completeJob,
  DEFAULT_BACKOFF_MAX_MS,
  extendLease,
  failJob,
  type TJob,
} from './job-queue.ts';

export interface TJobContext {
  db: TDb;
  log: TLogger;
  /** Aborted when the worker loses the job's lease or stops. */
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
  log: TLogger;
  handlers: Record<string, TJobHandler>;
  concurrency: number;
  pollMs: number;
  leaseMs: number;
  backoffBaseMs: number;
  /** Default: one hour. */
  backoffMaxMs?: number;
  workerId?: string;
}

class LeaseLostError extends Error {
  constructor() {
    super('job lease lost to another worker');
  }
}

/** Polls the jobs table and runs claimed jobs with their handlers, `concurrency` at a time. */
export function createJobRunner(options: TJobRunnerOptions) {
  const workerId = options.workerId ?? `worker-${randomUUID()}`;
  const log = options.log.child({ workerId });
  const inFlight = new Set<Promise<void>>();
  let running = false;
  let wakeUp: (() => void) | undefined;
  let loop: Promise<void> | undefined;

  async function process(job: TJob): Promise<void> {
    const controller = new AbortController();
    const heartbeat = setInterval(
      () => {
        extendLease(options.db, job, workerId, options.leaseMs)
          .then((owned) => owned || controller.abort(new LeaseLostError()))
          .catch((error) => log.warn({ err: error, jobId: job.id }, 'lease extension failed'));
      },
      Math.max(100, Math.floor(options.leaseMs / 3)),
    );
    let completed = false;
    const ctx: TJobContext = {
      db: options.db,
      log: log.child({ jobId: job.id, jobType: job.type }),
      signal: controller.signal,
      completeWith: (effects) =>
        options.db.transaction(async (tx) => {
          await effects(tx);
          if (!(await completeJob(tx, job, workerId))) throw new LeaseLostError();
          completed = true;
        }),
    };
    try {
      if (job.attempts > job.maxAttempts) throw new Error('attempts exhausted (worker crashes)');
      const handler = options.handlers[job.type];
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      await handler(job.payload, job, ctx);
      if (!completed && !(await completeJob(options.db, job, workerId))) throw new LeaseLostError();
      ctx.log.info({ attempts: job.attempts }, 'job done');
    } catch (error) {
      if (error instanceof LeaseLostError) {
        ctx.log.warn('job lease lost; another worker owns it now');
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      const outcome = await failJob(options.db, job, workerId, message, {
        baseMs: options.backoffBaseMs,
        maxMs: options.backoffMaxMs ?? DEFAULT_BACKOFF_MAX_MS,
      });
      ctx.log.warn({ err: error, attempts: job.attempts, outcome }, 'job failed');
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Claims what fits and starts it; returns how many jobs were claimed. */
  async function tick(): Promise<number> {
    const free = options.concurrency - inFlight.size;
    if (free <= 0) return 0;
    const claimed = await claimJobs(options.db, workerId, free, options.leaseMs);
    for (const job of claimed) {
      const task = process(job).finally(() => {
        inFlight.delete(task);
        wakeUp?.();
      });
      inFlight.add(task);
    }
    return claimed.length;
  }

  async function run() {
    while (running) {
      let claimed = 0;
      try {
        claimed = await tick();
      } catch (error) {
        log.error({ err: error }, 'job claim failed');
      }
      if (claimed > 0 && inFlight.size < options.concurrency) continue;
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
    workerId,
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    /** Poll now instead of at the next interval (after enqueueing in this process). */
    wake() {
      wakeUp?.();
    },
    /** Runs every job that is runnable now to its end (tests, one-shot commands). */
    async drain() {
      while ((await tick()) > 0 || inFlight.size > 0) await Promise.all(inFlight);
    },
    /** Stops claiming and waits for the jobs in flight. */
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
      await Promise.all(inFlight);
    },
  };
}

export type TJobRunner = ReturnType<typeof createJobRunner>;
