import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTextPdf } from '../../src/modules/sealing/testing/sample-pdfs.ts';
import { resumeDeferredSeals, SEAL_JOB } from '../../src/modules/signing/deferred-seals.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { openJobQueue } from '../../src/platform/jobs/job-queue.ts';
import { createJobRunner } from '../../src/platform/jobs/job-runner.ts';
import { jobs } from '../../src/platform/jobs/job-table.ts';
import { startServerWithFlakyTsa, type TFlakyTsa } from '../support/flaky-tsa.ts';
import { jobsOf, retriesDue } from '../support/jobs.ts';
import {
  checkPdf,
  createOperation,
  fetchDocument,
  outboxTo,
  PHONE,
  prepareOtpSignature,
  readOperation,
  senderToken,
  signerData,
  verifyOperationChain,
} from '../support/operations.ts';
import { openTestDatabase } from '../support/test-database.ts';
import type { TTestServer } from '../support/test-server.ts';

const validSignatures = (pdf: Uint8Array) =>
  checkPdf(pdf).pdfsig.match(/Signature is Valid/g)?.length ?? 0;

/**
 * A time-stamp outage longer than a few retries must not leave an operation SEALING for
 * ever: the seal keeps being retried for SEAL_RETRY_HORIZON_MS, and the operation sweep
 * gives a SEALING operation whose seal job died a new one.
 */
describe('a long time-stamp outage', () => {
  let setup: Awaited<ReturnType<typeof startServerWithFlakyTsa>>;
  let server: TTestServer;
  let tsa: TFlakyTsa;
  let token: string;

  beforeAll(async () => {
    setup = await startServerWithFlakyTsa({
      // Waits of 1 to 2 minutes make 11 tries for the 10 minutes; the test moves them forward.
      JOBS_RETRY_DELAY_MAX_SECONDS: '60',
      SEAL_RETRY_HORIZON_MS: '600000',
    });
    ({ server, tsa } = setup);
    token = await senderToken(server, 'outage@example.com');
  });
  afterAll(async () => {
    await setup?.close();
  });

  async function signWhileTsaDown(email: string) {
    tsa.state.down = true;
    const pdf = Buffer.from(await makeTextPdf(1)).toString('base64');
    const { op, doc, loginautToken, documentsUuid } = await createOperation(
      server,
      token,
      [{ signerData: signerData(email), signaturesType: ['SIMPLE'] }],
      {
        documents: {
          uno: { documentName: 'uno.pdf', documentB64: pdf },
          dos: { documentName: 'dos.pdf', documentB64: pdf },
        },
      },
    );
    const signs = await prepareOtpSignature(server, op, doc, loginautToken, PHONE);
    expect(await (await signs()).json()).toEqual({ result: 'OK', sealed: false });
    expect((await readOperation(server, op, token)).status).toBe('SEALING');
    return { op, docs: documentsUuid };
  }

  const db = () => server.platform.database.db;
  const ofOperation = (op: string) =>
    and(eq(jobs.name, SEAL_JOB), sql`${jobs.data}->>'operationId' = ${op}`);
  const sealJob = async (op: string) => {
    const [row] = await db().select({ id: jobs.id }).from(jobs).where(ofOperation(op));
    return (await jobsOf(db(), SEAL_JOB)).find((job) => job.id === row?.id);
  };

  /** Runs due jobs, each retry made due at once, until `done` holds. */
  async function runJobsUntil(done: () => Promise<boolean>, rounds = 50) {
    for (let round = 0; round < rounds && !(await done()); round++) {
      await retriesDue(db(), SEAL_JOB);
      await server.worker.drain();
    }
    return done();
  }

  async function expectSignedOnce(op: string, docs: string[], email: string) {
    expect((await readOperation(server, op, token)).status).toBe('SIGNED');
    for (const doc of docs) {
      // The signer's signature and the platform seal (poppler cannot check the time stamp).
      expect(validSignatures(await fetchDocument(server, op, doc, token))).toBe(2);
    }
    expect((await outboxTo(server, email, 'email'))[0]?.subject).toBe('Documento firmado');
    expect((await verifyOperationChain(server, op)).ok).toBe(true);
  }

  it('keeps retrying the seal past the old 5 tries and seals once the TSA is back', async () => {
    const email = 'long-outage@example.com';
    const { op, docs } = await signWhileTsaDown(email);
    const tries = async () => (await sealJob(op))?.tries ?? 0;
    expect(await runJobsUntil(async () => (await tries()) >= 8)).toBe(true);
    const job = await sealJob(op);
    expect(job).toMatchObject({ state: 'retry', maxTries: 11 });
    expect(job?.lastError).toContain('TSA answered HTTP 503');

    tsa.state.down = false;
    const signed = async () => (await readOperation(server, op, token)).status === 'SIGNED';
    expect(await runJobsUntil(signed)).toBe(true);
    await expectSignedOnce(op, docs, email);
  });

  it('gives a SEALING operation whose seal job died a new job, as a starting worker does', async () => {
    const email = 'dead-job@example.com';
    const { op, docs } = await signWhileTsaDown(email);
    await server.worker.drain();
    // The job died (an outage beyond the horizon, or a version that gave up after 5 tries).
    await db()
      .update(jobs)
      .set({ state: 'failed', completedOn: sql`now()` })
      .where(ofOperation(op));
    tsa.state.down = false;
    await server.worker.drain();
    expect((await readOperation(server, op, token)).status).toBe('SEALING');

    expect(await resumeDeferredSeals(server.platform)).toBe(1);
    // A live job is not doubled.
    expect(await resumeDeferredSeals(server.platform)).toBe(0);
    const signed = async () => (await readOperation(server, op, token)).status === 'SIGNED';
    expect(await runJobsUntil(signed)).toBe(true);
    await expectSignedOnce(op, docs, email);
    expect(await resumeDeferredSeals(server.platform)).toBe(0);
  });
});

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const run = promisify(execFile);

describe('npm run jobs', () => {
  let test: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(async () => {
    await test?.drop();
  });

  it('lists dead jobs and gives them one more try', async () => {
    const config = loadConfig({ JOBS_MAX_ATTEMPTS: '1' });
    const log = pino({ level: 'silent' });
    const queue = await openJobQueue(test.database, config, { log, maintain: false });
    await queue.createQueues([SEAL_JOB, 'mail.send']);
    const dead = await queue.enqueue(test.db, SEAL_JOB, { operationId: 'x' });
    await queue.enqueue(test.db, 'mail.send', {}, { runAt: new Date(Date.now() + 3_600_000) });
    const failing = () => Promise.reject(new Error('TSA answered HTTP 503'));
    await createJobRunner({
      db: test.db,
      boss: queue.boss,
      log,
      handlers: { [SEAL_JOB]: failing },
      concurrency: 1,
      pollMs: 20,
      retryDelayMaxSeconds: 60,
    }).drain();
    await queue.stop();
    // The CLI opens the database itself (PGlite allows one process at a time).
    await test.close();
    const cli = (...args: string[]) =>
      run('node', ['--import', 'tsx', 'apps/server/src/cli/jobs.ts', ...args], {
        cwd: repoRoot,
        env: { ...process.env, ...test.env, LOG_LEVEL: 'silent' },
      });
    const listed = await cli('list', '--state', 'failed');
    const lines = listed.stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${dead}\t${SEAL_JOB}\tfailed\t1/1`);
    expect(lines[1]).toContain('TSA answered HTTP 503');
    expect((await cli('list')).stdout.trim().split('\n')).toHaveLength(3);
    expect((await cli('retry', dead)).stdout).toContain(`retried 1 failed job(s): ${dead}`);
    const after = await cli('list', '--type', SEAL_JOB);
    expect(after.stdout).toContain(`${dead}\t${SEAL_JOB}\tretry\t1/2`);
    expect((await cli('retry', '--failed')).stdout).toContain('retried 0 failed job(s)');
    await expect(cli('retry')).rejects.toMatchObject({ code: 2 });
    await expect(cli('retry', '42')).rejects.toMatchObject({ code: 2 });
    await expect(cli('list', '--state', 'dead')).rejects.toMatchObject({ code: 2 });
  });
});
