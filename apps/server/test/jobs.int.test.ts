import { and, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/platform/config.ts';
import {
  openJobQueue,
  type TEnqueueOptions,
  type TJobQueue,
} from '../src/platform/jobs/job-queue.ts';
import { createJobRunner, FETCH_JOBS, type TJobHandler } from '../src/platform/jobs/job-runner.ts';
import { jobs } from '../src/platform/jobs/job-table.ts';
import { jobById, retriesDue } from './support/jobs.ts';
import { openTestDatabase } from './support/test-database.ts';

const log = pino({ level: 'silent' });
const TYPES = ['test.record', 'test.fail', 'test.count', 'test.takeover', 'test.effect'];

describe('jobs on pg-boss', () => {
  let t: Awaited<ReturnType<typeof openTestDatabase>>;
  let queue: TJobQueue;

  beforeAll(async () => {
    t = await openTestDatabase();
    const config = loadConfig({ JOBS_MAX_ATTEMPTS: '3', JOBS_RETRY_DELAY_SECONDS: '60' });
    queue = await openJobQueue(t.database, config, { log, maintain: false });
    await queue.createQueues(TYPES);
  });
  afterAll(async () => {
    await queue?.stop();
    await t?.drop();
  });
  beforeEach(async () => {
    await t.db.delete(jobs);
  });

  const runner = (handlers: Record<string, TJobHandler>, retryDelayMaxSeconds = 3600) =>
    createJobRunner({
      db: t.db,
      boss: queue.boss,
      log,
      handlers,
      concurrency: 4,
      pollMs: 20,
      retryDelayMaxSeconds,
    });
  const enqueue = (type: string, payload: object = {}, options: TEnqueueOptions = {}) =>
    t.db.transaction((tx) => queue.enqueue(tx, type, payload, options));
  const job = (type: string, id: string) => jobById(t.db, type, id);

  it('enqueues inside the caller transaction: a rollback leaves no job', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await queue.enqueue(tx, 'test.record', { n: 0 });
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    expect(await t.db.select().from(jobs)).toHaveLength(0);
    const id = await enqueue('test.record', { n: 1 });
    expect((await t.db.select().from(jobs)).map((row) => row.id)).toEqual([id]);
  });

  it('refuses a job of a type that has no queue, failing its transaction', async () => {
    await expect(enqueue('test.unknown')).rejects.toThrow('no queue for job type test.unknown');
    expect(await t.db.select().from(jobs)).toHaveLength(0);
  });

  it('runs a job once and marks it completed', async () => {
    const seen: unknown[] = [];
    const id = await enqueue('test.record', { n: 1 });
    await runner({ 'test.record': async (payload) => void seen.push(payload) }).drain();
    expect(seen).toEqual([{ n: 1 }]);
    expect(await job('test.record', id)).toMatchObject({ state: 'completed', tries: 1 });
  });

  it('retries a failing job with backoff, then leaves it failed (dead) after N tries', async () => {
    const id = await enqueue('test.fail');
    let calls = 0;
    const worker = runner({
      'test.fail': async (_payload, run) => {
        calls += 1;
        expect(run).toMatchObject({ id, attempt: calls, maxAttempts: 3 });
        throw new Error(`boom ${calls}`);
      },
    });
    await worker.drain();
    const waiting = await job('test.fail', id);
    expect(waiting).toMatchObject({ state: 'retry', tries: 1, lastError: 'boom 1' });
    // pg-boss waits 1 to 2 times the delay (60 s) after a first failure.
    const wait = (waiting?.startAfter.getTime() ?? 0) - Date.now();
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThan(125_000);
    // Not due yet: a drain leaves it alone.
    await worker.drain();
    expect(calls).toBe(1);
    for (let attempt = 2; attempt <= 3; attempt += 1) {
      await retriesDue(t.db);
      await worker.drain();
    }
    expect(calls).toBe(3);
    expect(await job('test.fail', id)).toMatchObject({
      state: 'failed',
      tries: 3,
      maxTries: 3,
      lastError: 'boom 3',
    });
    await retriesDue(t.db);
    await worker.drain();
    expect(calls).toBe(3);

    // The dead letter gets one more try when retried.
    expect(await queue.retryFailed({ type: 'test.fail' })).toEqual([id]);
    await worker.drain();
    expect(calls).toBe(4);
    expect(await job('test.fail', id)).toMatchObject({ state: 'failed', tries: 4, maxTries: 4 });
  });

  it('caps the wait before a retry at JOBS_RETRY_DELAY_MAX_SECONDS', async () => {
    const id = await enqueue('test.fail');
    await runner({ 'test.fail': () => Promise.reject(new Error('x')) }, 5).drain();
    const wait = ((await job('test.fail', id))?.startAfter.getTime() ?? 0) - Date.now();
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(5_000);
  });

  it('gives each job to exactly one of several concurrent workers', async () => {
    const count = 30;
    for (let i = 0; i < count; i += 1) await enqueue('test.count', { i });
    const handled = new Map<number, number>();
    const handler: TJobHandler = async (payload) => {
      const { i } = payload as { i: number };
      handled.set(i, (handled.get(i) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    await Promise.all([
      runner({ 'test.count': handler }).drain(),
      runner({ 'test.count': handler }).drain(),
      runner({ 'test.count': handler }).drain(),
    ]);
    expect(handled.size).toBe(count);
    expect([...handled.values()].every((times) => times === 1)).toBe(true);
    const done = await t.db.select().from(jobs).where(eq(jobs.state, 'completed'));
    expect(done).toHaveLength(count);
  });

  it('reads the waiting jobs through their index in its order, never by a bitmap scan', async () => {
    // A bitmap scan leaves the index entries of jobs already taken unmarked, and every
    // fetch walked them all until a vacuum (FETCH_JOBS).
    // A queue that has run a few thousand jobs, its statistics taken during a burst of
    // 300 waiting ones (as autovacuum's analyze may), now run; three jobs wait.
    await t.db.execute(
      sql`insert into pgboss.job (name, state, data, completed_on) select 'test.count', 'completed', '{}', now() from generate_series(1, 3000)`,
    );
    await t.db.execute(
      sql`insert into pgboss.job (name, data) select 'test.count', '{}' from generate_series(1, 300)`,
    );
    await t.db.execute(sql`analyze pgboss.job`);
    await t.db.execute(sql`update pgboss.job set state = 'completed' where name = 'test.count'`);
    for (let i = 0; i < 3; i += 1) await enqueue('test.count', { i });
    const plan = await t.database.executeSql(`EXPLAIN ${FETCH_JOBS}`, ['test.count', 4]);
    const text = plan.rows.map((row) => Object.values(row).join('')).join('\n');
    expect(text).toMatch(/Index Scan using \w+_i5/);
    expect(text).not.toMatch(/Bitmap/);
  });

  it('runs a job of another type while one type’s backlog keeps the runner busy', async () => {
    const backlog = 40;
    for (let i = 0; i < backlog; i += 1) await enqueue('test.count', { i });
    const order: string[] = [];
    const worker = createJobRunner({
      db: t.db,
      boss: queue.boss,
      log,
      handlers: {
        'test.count': async () => {
          order.push('count');
          await new Promise((resolve) => setTimeout(resolve, 15));
        },
        'test.record': async () => void order.push('record'),
      },
      // One slot, always taken again by the backlog, and no idle poll to fall back on.
      concurrency: 1,
      pollMs: 60_000,
      retryDelayMaxSeconds: 3600,
    });
    worker.start();
    try {
      await vi.waitFor(() => expect(order.length).toBeGreaterThan(1), { timeout: 5000 });
      await enqueue('test.record');
      await vi.waitFor(() => expect(order).toContain('record'), { timeout: 5000 });
    } finally {
      await worker.stop();
    }
    // The due types are read again within DUE_TYPES_FRESH_MS (100 ms, some 7 jobs here).
    expect(order.indexOf('record')).toBeLessThan(backlog / 2);
  });

  it('commits effects and completion together with completeWith', async () => {
    await t.db.execute(sql`create table if not exists job_effects (job_id uuid primary key)`);
    const id = await enqueue('test.effect');
    await runner({
      'test.effect': async (_payload, run, ctx) =>
        ctx.completeWith(async (tx) => {
          await tx.execute(sql`insert into job_effects (job_id) values (${run.id})`);
        }),
    }).drain();
    const effects = (await t.db.execute(sql`select job_id from job_effects`)) as unknown as {
      rows: { job_id: string }[];
    };
    expect(effects.rows.map((row) => row.job_id)).toEqual([id]);
    expect(await job('test.effect', id)).toMatchObject({ state: 'completed' });
  });

  it('takes the completion back when the effects fail, and retries the job', async () => {
    await t.db.execute(sql`create table if not exists failed_effects (job_id uuid primary key)`);
    const id = await enqueue('test.effect');
    await runner({
      'test.effect': async (_payload, run, ctx) =>
        ctx.completeWith(async (tx) => {
          await tx.execute(sql`insert into failed_effects (job_id) values (${run.id})`);
          throw new Error('the effects failed half-way');
        }),
    }).drain();
    const effects = (await t.db.execute(sql`select job_id from failed_effects`)) as unknown as {
      rows: unknown[];
    };
    expect(effects.rows).toEqual([]);
    expect(await job('test.effect', id)).toMatchObject({
      state: 'retry',
      lastError: 'the effects failed half-way',
    });
  });

  /** Takes the due jobs of `type` as a worker does, and never ends them: its process died. */
  const claimAndDie = (type: string, limit: number) =>
    t.database.executeSql(FETCH_JOBS, [type, limit]);

  it('takes back at its start the try of a process that died, once it expired, and leaves a live try alone', async () => {
    const crashed = await enqueue('test.record', { n: 'crashed' }, { expireInSeconds: 5 });
    await claimAndDie('test.record', 1);
    const live = await enqueue('test.record', { n: 'live' });
    await claimAndDie('test.record', 1);
    // The process that took `crashed` died 10 s ago; `live`'s is still at work.
    await t.db
      .update(jobs)
      .set({ startedOn: sql`now() - interval '10 seconds'` })
      .where(and(eq(jobs.name, 'test.record'), eq(jobs.id, crashed)));

    const seen: unknown[] = [];
    const restarted = runner({ 'test.record': async (payload) => void seen.push(payload) });
    await restarted.drain();
    expect(await job('test.record', crashed)).toMatchObject({
      state: 'retry',
      tries: 1,
      lastError: 'job failed by timeout in active state',
    });
    expect(await job('test.record', live)).toMatchObject({ state: 'active', tries: 1 });
    await retriesDue(t.db);
    await restarted.drain();
    expect(seen).toEqual([{ n: 'crashed' }]);
    expect(await job('test.record', crashed)).toMatchObject({ state: 'completed', tries: 2 });
    expect(await job('test.record', live)).toMatchObject({ state: 'active', tries: 1 });
  });

  it('takes back a try that was running when it started as soon as that try expires', async () => {
    // A process took the job a moment ago and died; the restart comes before the expiry.
    const crashed = await enqueue('test.record', { n: 'crashed' }, { expireInSeconds: 1 });
    await claimAndDie('test.record', 1);
    const live = await enqueue('test.record', { n: 'live' });
    await claimAndDie('test.record', 1);
    const restarted = runner({ 'test.record': async () => {} });
    restarted.start();
    try {
      await expect
        .poll(async () => (await job('test.record', crashed))?.state, { timeout: 15_000 })
        .toBe('retry');
    } finally {
      await restarted.stop();
    }
    expect(await job('test.record', live)).toMatchObject({ state: 'active', tries: 1 });
  });

  it('takes a job again once its try expired, and the stale try cannot complete it', async () => {
    await t.db.execute(sql`create table if not exists takeover_effects (worker text)`);
    const id = await enqueue('test.takeover');
    let release: () => void = () => {};
    const frozen = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A worker that stalls (a long pause, a partition) past the job's expiry.
    const stale = runner({
      'test.takeover': async (_payload, _run, ctx) => {
        await frozen;
        await ctx.completeWith(async (tx) => {
          await tx.execute(sql`insert into takeover_effects (worker) values ('stale')`);
        });
      },
    });
    const staleDrain = stale.drain();
    await expect.poll(async () => (await job('test.takeover', id))?.state).toBe('active');
    // Its try expires (moved into the past rather than waited for); pg-boss fails it.
    await t.db
      .update(jobs)
      .set({ startedOn: sql`now() - interval '1 hour'` })
      .where(and(eq(jobs.name, 'test.takeover'), eq(jobs.id, id)));
    await queue.boss.expire();
    expect(await job('test.takeover', id)).toMatchObject({
      state: 'retry',
      lastError: 'job failed by timeout in active state',
    });
    await retriesDue(t.db);
    await runner({
      'test.takeover': async (_payload, run, ctx) => {
        expect(run.attempt).toBe(2);
        await ctx.completeWith(async (tx) => {
          await tx.execute(sql`insert into takeover_effects (worker) values ('second')`);
        });
      },
    }).drain();
    release();
    await staleDrain;
    const effects = (await t.db.execute(sql`select worker from takeover_effects`)) as unknown as {
      rows: { worker: string }[];
    };
    expect(effects.rows).toEqual([{ worker: 'second' }]);
    expect(await job('test.takeover', id)).toMatchObject({ state: 'completed', tries: 2 });
  });
});
