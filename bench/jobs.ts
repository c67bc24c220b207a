import { loadConfig } from '../apps/server/src/platform/config.ts';
import { createLogger } from '../apps/server/src/platform/logger.ts';
import { createPlatform, createWorker } from '../apps/server/src/platform/platform.ts';
import { createTestDatabase } from '../apps/server/test/support/test-database.ts';
import { median, percentile } from './stats.ts';
import type { TBenchResult } from './types.ts';

const JOB = 'bench.noop';
const BURST = 500;
const BURST_ROUNDS = 3;
const LATENCY_SAMPLES = 100;
const WARMUP = 10;
const POLL_MS = 100;

/**
 * The job queue as the product uses it: each job enqueued in its own transaction, run by a
 * worker with the default concurrency, its completion committed (`completeWith`).
 * Throughput: a burst of jobs enqueued one after another while the worker runs, until the
 * last is done. Latency: one job at a time, enqueued at a random point of the worker's
 * poll, from before its enqueue to its completion; the worker polls every 100 ms, as in the
 * other benches (the default is 1 s), so about 50 ms of it is the wait for the next poll.
 */
async function benchOn(adminUrl: string | undefined): Promise<TBenchResult[]> {
  const database = await createTestDatabase({ adminUrl });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    JOBS_POLL_MS: String(POLL_MS),
    ...database.env,
  });
  const platform = await createPlatform(config, createLogger(config));
  await platform.jobs.createQueues([JOB]);
  const finished = new Map<number, number>();
  let waiting: { count: number; resolve: () => void } | undefined;
  const worker = createWorker(platform, {
    [JOB]: async (payload, _job, ctx) => {
      await ctx.completeWith(async () => {});
      finished.set((payload as { i: number }).i, performance.now());
      if (waiting && finished.size >= waiting.count) waiting.resolve();
    },
  });
  const allDone = (count: number) =>
    finished.size >= count
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          waiting = { count, resolve };
        });
  const enqueue = (i: number) =>
    platform.database.db.transaction((tx) => platform.enqueue(tx, JOB, { i }));
  try {
    worker.start();
    let next = 0;
    const latencies: number[] = [];
    for (let sample = 0; sample < WARMUP + LATENCY_SAMPLES; sample += 1) {
      const i = next++;
      // At a random point of the worker's poll, not in step with it.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * POLL_MS));
      const started = performance.now();
      await enqueue(i);
      await allDone(i + 1);
      if (sample >= WARMUP) latencies.push((finished.get(i) ?? Number.NaN) - started);
    }
    const rates: number[] = [];
    for (let round = 0; round < BURST_ROUNDS; round += 1) {
      const started = performance.now();
      for (let i = 0; i < BURST; i += 1) await enqueue(next++);
      await allDone(next);
      rates.push(BURST / ((performance.now() - started) / 1000));
    }
    const kind = platform.database.kind;
    return [
      {
        name: `jobs: enqueue + complete, burst of ${BURST} (${kind})`,
        value: median(rates),
        unit: 'jobs/s',
      },
      {
        name: `jobs: enqueue → completed p50 (${kind})`,
        value: percentile(latencies, 50),
        unit: 'ms',
      },
      {
        name: `jobs: enqueue → completed p95 (${kind})`,
        value: percentile(latencies, 95),
        unit: 'ms',
      },
    ];
  } finally {
    await worker.stop();
    await platform.close();
    await database.drop();
  }
}

/** On PGlite, and on PostgreSQL too when DATABASE_URL names a server (a fresh database). */
export async function jobsBench(adminUrl = process.env.DATABASE_URL): Promise<TBenchResult[]> {
  const results = await benchOn(undefined);
  if (adminUrl) results.push(...(await benchOn(adminUrl)));
  return results;
}
