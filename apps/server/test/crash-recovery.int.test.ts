import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db-schema.ts';
import { openDatabase } from '../src/platform/db/client.ts';
import { migrateDatabase } from '../src/platform/db/migrate.ts';
import { enqueueJob } from '../src/platform/jobs/job-queue.ts';
import { MAIL_JOB } from '../src/platform/mail/mail.ts';
import { startSmtpSink } from './support/smtp-sink.ts';
import { createTestDatabase, type TTestDatabase } from './support/test-database.ts';

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');

/** Starts the real server process and resolves once it has started. */
function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('confirma started')) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) =>
      reject(new Error(`server exited (${code}) before starting:\n${output}`)),
    );
  });
}

/** Resolves with the exit code (null when killed by a signal) once the process is gone. */
const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

describe('a server killed during a job', () => {
  let test: TTestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    test = await createTestDatabase();
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await smtp?.close();
    await test?.drop();
  });

  const open = () =>
    openDatabase({
      url: test.url,
      pgliteDir: test.url ? undefined : path.join(test.dataDir, 'pglite'),
    });

  it('runs the job exactly once to completion after a restart', async () => {
    const database = await open();
    await migrateDatabase(database);
    const jobId = await enqueueJob(
      database.db,
      MAIL_JOB,
      { to: 'marta@example.com', subject: 'Documento firmado', text: 'Adjunto.' },
      { defaultMaxAttempts: 5 },
    );
    await database.close();

    const env = {
      ...test.env,
      NODE_ENV: 'test',
      PORT: '0',
      LOG_LEVEL: 'info',
      SMTP_URL: smtp.url,
      JOBS_POLL_MS: '100',
      JOBS_LEASE_MS: '1500',
      WEB_DIST_DIR: '/nonexistent',
    };
    const held = smtp.holdNext();
    const first = await startServer(env);
    children.push(first);
    await held;
    first.kill('SIGKILL');
    await exited(first);
    expect(smtp.received).toHaveLength(0);

    const second = await startServer(env);
    children.push(second);
    await smtp.accepted(1);
    // A clean stop waits for the jobs in flight: after it, this server has sent all it
    // ever will. A done job is never claimed again, and a second claim would have
    // counted an attempt: the row below rules out a later delivery.
    second.kill('SIGTERM');
    expect(await exited(second)).toBe(0);

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.raw).toContain('Subject: Documento firmado');
    const after = await open();
    try {
      const [row] = await after.db.select().from(jobs).where(eq(jobs.id, jobId));
      expect(row).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
    } finally {
      await after.close();
    }
  });
});
