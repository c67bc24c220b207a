import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../src/db-schema.ts';
import { claimJobs, completeJob, enqueueJob } from '../src/platform/jobs/job-queue.ts';
import { createJobRunner, type TJobHandler } from '../src/platform/jobs/job-runner.ts';
import { openTestDatabase } from './support/test-database.ts';

const log = pino({ level: 'silent' });
type TTestDb = Awaited<ReturnType<typeof openTestDatabase>>;

function runner(t: TTestDb, handlers: Record<string, TJobHandler>, overrides = {}) {
  return createJobRunner({
    db: t.db,
    log,
    handlers,
    concurrency: 4,
    pollMs: 20,
    leaseMs: 60_000,
    backoffBaseMs: 10,
    ...overrides,
  });
}

const enqueue = (t: TTestDb, type: string, payload: unknown, maxAttempts = 3) =>
  enqueueJob(t.db, type, payload, { defaultMaxAttempts: maxAttempts });

describe('durable job queue', () => {
  let t: TTestDb;

  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(async () => {
    await t?.drop();
  });
  beforeEach(async () => {
    await t.db.delete(jobs);
  });

  it('enqueues inside the caller transaction: a rollback leaves no job', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueJob(tx, 'test.noop', {}, { defaultMaxAttempts: 3 });
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    expect(await t.db.select().from(jobs)).toHaveLength(0);
  });

  it('runs a job once and marks it done', async () => {
    const seen: unknown[] = [];
    const id = await enqueue(t, 'test.record', { n: 1 });
    await runner(t, { 'test.record': async (payload) => void seen.push(payload) }).drain();
    expect(seen).toEqual([{ n: 1 }]);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'done', attempts: 1, lockedBy: null });
    expect(row?.finishedAt).toBeInstanceOf(Date);
  });

  it('retries a failing job, then dead-letters it after N tries', async () => {
    const id = await enqueue(t, 'test.fail', {}, 3);
    let calls = 0;
    const worker = runner(t, {
      'test.fail': async () => {
        calls += 1;
        throw new Error(`boom ${calls}`);
      },
    });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      // Make the retry due now instead of waiting for the backoff.
      await t.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, id));
      await worker.drain();
    }
    expect(calls).toBe(3);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'dead', attempts: 3, lastError: 'boom 3' });
    await worker.drain();
    expect(calls).toBe(3);
  });

  it('schedules a retry in the future after a failure', async () => {
    const id = await enqueue(t, 'test.fail-once', {}, 3);
    const worker = runner(
      t,
      { 'test.fail-once': async () => Promise.reject(new Error('x')) },
      {
        backoffBaseMs: 60_000,
      },
    );
    await worker.drain();
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row?.status).toBe('pending');
    expect(row?.runAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
  });

  it('gives each job to exactly one of several concurrent workers', async () => {
    const count = 30;
    for (let i = 0; i < count; i += 1) await enqueue(t, 'test.count', { i });
    const handled = new Map<number, number>();
    const handler: TJobHandler = async (payload) => {
      const { i } = payload as { i: number };
      handled.set(i, (handled.get(i) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    await Promise.all([
      runner(t, { 'test.count': handler }).drain(),
      runner(t, { 'test.count': handler }).drain(),
      runner(t, { 'test.count': handler }).drain(),
    ]);
    expect(handled.size).toBe(count);
    expect([...handled.values()].every((times) => times === 1)).toBe(true);
    const done = await t.db.select().from(jobs).where(eq(jobs.status, 'done'));
    expect(done).toHaveLength(count);
  });

  it('takes over a job whose worker died (lease expired) and fences the old owner', async () => {
    const id = await enqueue(t, 'test.takeover', {});
    const [ghostJob] = await claimJobs(t.db, 'ghost-worker', 1, 60_000);
    if (!ghostJob) throw new Error('the ghost worker claimed nothing');
    expect(ghostJob.id).toBe(id);
    let ran = 0;
    let ghostCompleted: boolean | undefined;
    const worker = runner(t, {
      'test.takeover': async () => {
        ran += 1;
        // The ghost wakes up while the new owner runs the job: it may not complete it.
        ghostCompleted = await completeJob(t.db, ghostJob, 'ghost-worker');
      },
    });
    // Under a live lease the job stays the ghost's.
    await worker.drain();
    expect(ran).toBe(0);
    const [held] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(held).toMatchObject({ status: 'running', lockedBy: 'ghost-worker', attempts: 1 });
    // The ghost dies: its lease runs out (moved into the past rather than waited for).
    await t.db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    await worker.drain();
    expect(ran).toBe(1);
    expect(ghostCompleted).toBe(false);
    expect(await completeJob(t.db, ghostJob, 'ghost-worker')).toBe(false);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
  });

  it('commits effects and completion together with completeWith', async () => {
    await t.db.execute(sql`create table if not exists job_effects (job_id bigint primary key)`);
    const id = await enqueue(t, 'test.effect', {});
    await runner(t, {
      'test.effect': async (_payload, job, ctx) =>
        ctx.completeWith(async (tx) => {
          await tx.execute(sql`insert into job_effects (job_id) values (${job.id})`);
        }),
    }).drain();
    const effects = (await t.db.execute(sql`select job_id from job_effects`)) as unknown as {
      rows: { job_id: number | string }[];
    };
    expect(effects.rows.map((row) => Number(row.job_id))).toEqual([id]);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row?.status).toBe('done');
  });

  it('fails jobs of unknown type instead of losing them', async () => {
    const id = await enqueue(t, 'test.unknown', {}, 1);
    await runner(t, {}).drain();
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({
      status: 'dead',
      lastError: 'no handler for job type test.unknown',
    });
  });
});
