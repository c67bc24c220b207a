import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../src/platform/config.ts';
import { createLogger } from '../../src/platform/logger.ts';
import { createPlatform, createWorker } from '../../src/platform/platform.ts';

/**
 * A worker process for the crash test (crash-recovery.int.test.ts), over the database its
 * environment names. A `test.crash` job records its run (`crash_runs`), writes its effect
 * keyed by its job id (`crash_effects`, a second write of it changes nothing), prints
 * `effect <id>` and takes a while longer before it returns: a kill then lands mid-job.
 * With CRASH_DRAIN=1 it stops, printing `drained`, once no such job is left to do.
 */
export const CRASH_JOB = 'test.crash';

/** The tables the crash test's jobs write; created by the test before any worker runs. */
export const CRASH_TABLES = [
  sql`create table crash_runs (job_id uuid not null, at timestamptz not null default now())`,
  sql`create table crash_effects (job_id uuid primary key)`,
];

async function main() {
  const config = loadConfig(process.env);
  const platform = await createPlatform(config, createLogger(config));
  const db = platform.database.db;
  const worker = createWorker(platform, {
    [CRASH_JOB]: async (_payload, job) => {
      await db.execute(sql`insert into crash_runs (job_id) values (${job.id})`);
      await db.execute(
        sql`insert into crash_effects (job_id) values (${job.id}) on conflict do nothing`,
      );
      console.log(`effect ${job.id}`);
      await sleep(100);
    },
  });
  worker.start();
  if (process.env.CRASH_DRAIN !== '1') return;
  for (;;) {
    await sleep(200);
    const left = (await db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${CRASH_JOB} and state <> 'completed'`,
    )) as unknown as { rows: { n: number }[] };
    if (left.rows[0]?.n === 0) break;
  }
  await worker.stop();
  await platform.close();
  console.log('drained');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1])) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
