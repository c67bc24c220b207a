import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db-schema.ts';
import { resumeDeferredSeals } from '../../src/modules/operations/deferred-seals.ts';
import { SEAL_JOB } from '../../src/modules/operations/operation-jobs.ts';
import { makeTextPdf } from '../../src/modules/sealing/testing/sample-pdfs.ts';
import { startServerWithFlakyTsa, type TFlakyTsa } from '../support/flaky-tsa.ts';
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
 * ever: the seal keeps being retried for SEAL_RETRY_HORIZON_MS, and a worker's sweep gives
 * a SEALING operation whose seal job died a new one.
 */
describe('a long time-stamp outage', () => {
  let setup: Awaited<ReturnType<typeof startServerWithFlakyTsa>>;
  let server: TTestServer;
  let tsa: TFlakyTsa;
  let token: string;

  beforeAll(async () => {
    setup = await startServerWithFlakyTsa({
      // Tries every 10-20 ms: the old 5 tries are spent at once; the horizon is not.
      JOBS_BACKOFF_MAX_MS: '20',
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

  const sealJobs = (op: string) =>
    server.platform.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, SEAL_JOB), sql`${jobs.payload}->>'operationId' = ${op}`));

  /** Runs due jobs until `done` holds (each round waits for the next backoff to pass). */
  async function runJobsUntil(done: () => Promise<boolean>, rounds = 400) {
    for (let round = 0; round < rounds && !(await done()); round++) {
      await server.worker.drain();
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    return done();
  }

  async function expectSignedOnce(op: string, docs: string[], email: string) {
    expect((await readOperation(server, op, token)).status).toBe('SIGNED');
    for (const doc of docs) {
      expect(validSignatures(await fetchDocument(server, op, doc, token))).toBe(1);
    }
    expect((await outboxTo(server, email, 'email'))[0]?.subject).toBe('Documento firmado');
    expect((await verifyOperationChain(server, op)).ok).toBe(true);
  }

  it('keeps retrying the seal past the old 5 tries and seals once the TSA is back', async () => {
    const email = 'long-outage@example.com';
    const { op, docs } = await signWhileTsaDown(email);
    const tries = async () => (await sealJobs(op))[0]?.attempts ?? 0;
    expect(await runJobsUntil(async () => (await tries()) >= 12)).toBe(true);
    const [job] = await sealJobs(op);
    expect(job?.status).toBe('pending');
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
    const db = server.platform.database.db;
    await db
      .update(jobs)
      .set({ status: 'dead', finishedAt: sql`now()` })
      .where(and(eq(jobs.type, SEAL_JOB), sql`${jobs.payload}->>'operationId' = ${op}`));
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

  it('lists dead jobs and gives them a new life', async () => {
    const [dead] = await test.db
      .insert(jobs)
      .values({
        type: SEAL_JOB,
        payload: { operationId: 'x' },
        status: 'dead',
        attempts: 5,
        maxAttempts: 5,
        lastError: 'TSA answered HTTP 503',
      })
      .returning({ id: jobs.id });
    await test.db.insert(jobs).values({ type: 'mail.send', payload: {}, maxAttempts: 5 });
    // The CLI opens the database itself (PGlite allows one process at a time).
    await test.close();
    const cli = (...args: string[]) =>
      run('node', ['--import', 'tsx', 'apps/server/src/cli/jobs.ts', ...args], {
        cwd: repoRoot,
        env: { ...process.env, ...test.env, LOG_LEVEL: 'silent' },
      });
    const listed = await cli('list', '--status', 'dead');
    const lines = listed.stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${dead?.id}\t${SEAL_JOB}\tdead\t5/5`);
    expect(lines[1]).toContain('TSA answered HTTP 503');
    expect((await cli('retry', String(dead?.id))).stdout).toContain('retried 1 dead job(s)');
    const after = await cli('list', '--type', SEAL_JOB);
    expect(after.stdout).toContain(`${dead?.id}\t${SEAL_JOB}\tpending\t0/5`);
    await expect(cli('retry')).rejects.toMatchObject({ code: 2 });
  });
});
