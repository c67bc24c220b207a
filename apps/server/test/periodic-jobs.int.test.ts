import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepareJobs } from '../src/job-handlers.ts';
import { idempotencyKeys } from '../src/platform/db/schema.ts';
import { openJobQueue } from '../src/platform/jobs/job-queue.ts';
import { createLogger } from '../src/platform/logger.ts';
import { jobsOf } from './support/jobs.ts';
import { createOperation, readOperation, senderToken, signerData } from './support/operations.ts';
import { useTestServer } from './support/use-test-server.ts';

/**
 * The periodic work (operation sweep, evidence anchoring, blob collection) is pg-boss
 * schedules: jobs a worker's timekeeper sends, once per tick, into queues that hold one
 * waiting job at most.
 */
describe('periodic work on pg-boss schedules', () => {
  const server = useTestServer({ EXPIRY_SWEEP_CRON: '*/5 * * * *' });

  it('schedules the periodic jobs from the configuration, one waiting job each at most', async () => {
    const { platform, services } = server();
    await prepareJobs(platform, services, { schedule: true });
    const schedules = await platform.jobs.boss.getSchedules();
    expect(Object.fromEntries(schedules.map((item) => [item.name, item.cron]))).toEqual({
      'operations.sweep': '*/5 * * * *',
      'payments.sweep': '*/5 * * * *',
      'evidence.anchor-sweep': '0 * * * *',
      'identification.retention': '30 * * * *',
      'ocr.retention': '45 3 * * *',
      'traveller.retention': '0 4 * * *',
      'ses.communicate': '* * * * *',
      'idempotency.purge': '*/5 * * * *',
      'rate-limits.purge': '*/5 * * * *',
      'blobs.collect': '0 */6 * * *',
      'signing.archive-time-stamps': '30 3 * * *',
    });
    expect(await platform.jobs.boss.send('blobs.collect', {})).toBeTypeOf('string');
    expect(await platform.jobs.boss.send('blobs.collect', {})).toBeNull();
    await server().worker.drain();
    expect((await jobsOf(platform.database.db, 'blobs.collect'))[0]?.state).toBe('completed');
  });

  it('purges the idempotency keys older than a day', async () => {
    const { platform } = server();
    const db = platform.database.db;
    const key = (name: string, createdAt: Date) => ({
      userId: 'purge-user',
      key: name,
      fingerprint: 'f',
      claim: randomUUID(),
      createdAt,
    });
    await db
      .insert(idempotencyKeys)
      .values([
        key('old-key-0001', new Date(Date.now() - 25 * 3600_000)),
        key('new-key-0001', new Date()),
      ]);
    expect(await platform.jobs.boss.send('idempotency.purge', {})).toBeTypeOf('string');
    await server().worker.drain();
    const left = await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, 'purge-user'));
    expect(left.map((row) => row.key)).toEqual(['new-key-0001']);
  });

  it('runs the operation sweep as a job: an operation past its end date expires', async () => {
    const { platform } = server();
    const token = await senderToken(server(), 'sweep@example.com');
    const { op } = await createOperation(server(), token, [
      { signerData: signerData('late@example.com'), signaturesType: ['SIMPLE'] },
    ]);
    await platform.database.db.execute(
      sql`update operations set expires_at = now() - interval '1 minute' where id = ${op}`,
    );
    await platform.jobs.boss.send('operations.sweep', {});
    await server().worker.drain();
    expect((await readOperation(server(), op, token)).status).toBe('EXPIRED');
  });

  it("sends a scheduled job from a worker's timekeeper, on this database", async () => {
    const { platform } = server();
    await platform.jobs.createQueues(['test.tick'], { policy: 'stately' });
    await platform.jobs.schedule('test.tick', '* * * * *');
    // A worker starting now: its timekeeper looks at the schedules at once.
    const worker = await openJobQueue(platform.database, platform.config, {
      log: createLogger(platform.config),
      maintain: true,
    });
    try {
      await expect
        .poll(async () => (await jobsOf(platform.database.db, 'test.tick')).length, {
          timeout: 30_000,
          interval: 500,
        })
        .toBe(1);
    } finally {
      await worker.stop();
    }
  });
});
