import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase, type TDb } from '../src/platform/db/client.ts';
import { migrateDatabase } from '../src/platform/db/migrate.ts';
import { listJobs } from '../src/platform/jobs/job-queries.ts';
import { openJobQueue, type TJobQueue } from '../src/platform/jobs/job-queue.ts';
import { createLogger } from '../src/platform/logger.ts';
import { MAIL_JOB } from '../src/platform/mail/mail.ts';
import { CRASH_JOB, CRASH_TABLES } from './support/crash-worker.ts';
import { jobById } from './support/jobs.ts';
import { startSmtpSink } from './support/smtp-sink.ts';
import { createTestDatabase, type TTestDatabase } from './support/test-database.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const MAIN = path.resolve(here, '../src/main.ts');
const CRASH_WORKER = path.resolve(here, 'support/crash-worker.ts');

/**
 * Crashed tries are taken again within seconds: they expire after 2 s, pg-boss looks every
 * second, and the retry waits 1 to 2 s. (A job's expiry and retries are set when it is
 * sent: the test's own queue uses them too.)
 */
const JOBS_ENV = {
  JOBS_POLL_MS: '100',
  JOBS_EXPIRE_SECONDS: '2',
  JOBS_MAINTENANCE_SECONDS: '1',
  JOBS_RETRY_DELAY_SECONDS: '1',
};

/** Every process a test started: killed after it, whatever happened. */
const children: ChildProcess[] = [];

/** Starts a process; `ready` resolves once its output holds `readyText`, `onLine` sees each line. */
function startProcess(
  script: string,
  env: Record<string, string>,
  readyText: string,
  onLine: (line: string) => void = () => {},
): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      ...JOBS_ENV,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const ready = new Promise<void>((resolve, reject) => {
    let output = '';
    let partial = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) onLine(line);
      if (output.includes(readyText)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) =>
      reject(
        new Error(`${path.basename(script)} exited (${code}) before "${readyText}":\n${output}`),
      ),
    );
  });
  return { child, ready };
}

/** Resolves with the exit code (null when killed by a signal) once the process is gone. */
const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/**
 * Opens the test's database with its job queue (no maintenance) for `use`, then lets go of
 * it: PGlite serves one process at a time, and the processes under test need it.
 */
async function withQueue<T>(
  test: TTestDatabase,
  use: (queue: TJobQueue, db: TDb) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({
    url: test.url,
    pgliteDir: test.url ? undefined : path.join(test.dataDir, 'pglite'),
  });
  try {
    await migrateDatabase(database);
    const config = loadConfig({ LOG_LEVEL: 'silent', ...JOBS_ENV });
    const queue = await openJobQueue(database, config, {
      log: createLogger(config),
      maintain: false,
    });
    const result = await use(queue, database.db);
    await queue.stop();
    return result;
  } finally {
    await database.close();
  }
}

describe('a process killed during a job', () => {
  let test: TTestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeEach(async () => {
    test = await createTestDatabase();
  });
  afterEach(async () => {
    for (const child of children.splice(0)) {
      child.kill('SIGKILL');
      await exited(child);
    }
    await test?.drop();
  });
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it('a server killed mid-delivery: after a restart the mail is sent once', {
    timeout: 180_000,
  }, async () => {
    const jobId = await withQueue(test, async (queue, db) => {
      await queue.createQueues([MAIL_JOB]);
      return queue.enqueue(db, MAIL_JOB, {
        to: 'marta@example.com',
        subject: 'Documento firmado',
        text: 'Adjunto.',
      });
    });

    const env = {
      ...test.env,
      PORT: '0',
      LOG_LEVEL: 'info',
      SMTP_URL: smtp.url,
      WEB_DIST_DIR: '/nonexistent',
    };
    const held = smtp.holdNext();
    const first = startProcess(MAIN, env, 'confirma started');
    await first.ready;
    await held;
    first.child.kill('SIGKILL');
    await exited(first.child);
    expect(smtp.received).toHaveLength(0);

    const second = startProcess(MAIN, env, 'confirma started');
    await second.ready;
    await smtp.accepted(1);
    // A clean stop waits for the jobs in flight: after it, this server has sent all it
    // ever will. A completed job is never fetched again, and a second fetch would have
    // counted a try: the job below rules out a later delivery.
    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.raw).toContain('Subject: Documento firmado');
    const job = await withQueue(test, (_queue, db) => jobById(db, MAIL_JOB, jobId));
    expect(job).toMatchObject({ state: 'completed', tries: 2 });
  });

  it('a worker killed with 200 jobs queued: after a restart each effect happened once', {
    timeout: 180_000,
  }, async () => {
    const count = 200;
    const ids = await withQueue(test, async (queue, db) => {
      for (const statement of CRASH_TABLES) await db.execute(statement);
      await queue.createQueues([CRASH_JOB]);
      const sent: string[] = [];
      for (let i = 0; i < count; i += 1) {
        sent.push(await db.transaction((tx) => queue.enqueue(tx, CRASH_JOB, { i })));
      }
      return sent;
    });

    const env = { ...test.env, LOG_LEVEL: 'warn' };
    let effects = 0;
    const first = startProcess(CRASH_WORKER, env, 'effect ', (line) => {
      // Killed right after a job wrote its effect, before it returned: mid-job.
      if (line.startsWith('effect ') && ++effects === 60) first.child.kill('SIGKILL');
    });
    expect(await exited(first.child)).toBeNull();
    expect(effects).toBeGreaterThanOrEqual(60);
    expect(effects).toBeLessThan(count);

    const second = startProcess(CRASH_WORKER, { ...env, CRASH_DRAIN: '1' }, 'drained');
    await second.ready;
    expect(await exited(second.child)).toBe(0);

    const { runs, done, jobs } = await withQueue(test, async (_queue, db) => {
      const rows = async (query: ReturnType<typeof sql>) =>
        ((await db.execute(query)) as unknown as { rows: { job_id: string }[] }).rows;
      return {
        runs: await rows(sql`select job_id from crash_runs`),
        done: await rows(sql`select job_id from crash_effects`),
        jobs: await listJobs(db, { type: CRASH_JOB, limit: count }),
      };
    });
    // Every job's effect exactly once (the key makes a second write a no-op) …
    expect(done.map((row) => row.job_id).sort()).toEqual([...ids].sort());
    expect(jobs.every((job) => job.state === 'completed')).toBe(true);
    // … although the jobs the kill interrupted ran again: their first try expired. A job
    // the kill caught after its fetch but before its first statement counts two tries
    // and one run, so each job ran at least once and at most once per try.
    const runsOf = new Map<string, number>();
    for (const row of runs) runsOf.set(row.job_id, (runsOf.get(row.job_id) ?? 0) + 1);
    expect(jobs.filter((job) => job.tries > 2)).toEqual([]);
    const ranOutside = jobs.filter((job) => {
      const ran = runsOf.get(job.id) ?? 0;
      return ran < 1 || ran > job.tries;
    });
    expect(ranOutside).toEqual([]);
    // The job killed right after its effect ran twice.
    expect([...runsOf.values()].filter((n) => n === 2).length).toBeGreaterThan(0);
  });
});
