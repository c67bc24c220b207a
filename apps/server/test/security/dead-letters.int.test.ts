import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationSigners } from '../../src/modules/operations/operations-schema.ts';
import { MAIL_JOB } from '../../src/platform/mail/mail.ts';
import { jobById, jobsOf } from '../support/jobs.ts';
import {
  createOperation,
  prepareOtpSignature,
  readOperation,
  signedInSender,
  signerData,
} from '../support/operations.ts';
import { startTestServer, type TTestServer } from '../support/test-server.ts';

const ANA = { email: 'ana@example.com', phone: '+34600000001', name: 'Ana' };
const BEA = { email: 'bea@example.com', phone: '+34600000002', name: 'Bea' };

const signer = (person: typeof ANA, level = 1) => ({
  level,
  order: 1,
  signerData: signerData(person.email, [], person),
  signaturesType: ['SIMPLE'],
});

/**
 * An operation stored before creation checked e-mails (its level-2 signer's address cannot
 * be mailed): the level-1 signer's signature goes through, the invitation it causes is a
 * dead letter, and the operation moves on.
 */
describe('a job payload that fails validation', () => {
  let server: TTestServer;
  /** The server's log lines at `error`, as objects. */
  const errors: { msg: string; jobType?: string; issues?: unknown }[] = [];
  beforeAll(async () => {
    server = await startTestServer(
      { AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50', LOG_LEVEL: 'error' },
      { log: { write: (line: string) => void errors.push(JSON.parse(line)) } },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it("never blocks another signer's signature: the invitation is a dead letter", async () => {
    const { token } = await signedInSender(server, 'dead-letter@example.com');
    const { op, doc, loginautToken } = await createOperation(server, token, [
      signer(ANA),
      signer(BEA, 2),
    ]);
    const { db } = server.platform.database;
    await db
      .update(operationSigners)
      .set({ email: 'mal@@correo' })
      .where(and(eq(operationSigners.operationId, op), eq(operationSigners.level, 2)));
    const sign = await prepareOtpSignature(server, op, doc, loginautToken, ANA.phone);
    const answer = await sign();
    expect(answer.status).toBe(200);
    const after = await readOperation(server, op, token);
    expect(after.status).toBe('PARTIALLY_SIGNED');
    expect(after.signers.map((item) => item.status)).toEqual(['SIGNED', 'INVITED']);
    await server.worker.drain();
    const dead = (await jobsOf(db, MAIL_JOB)).filter((job) => job.state === 'failed');
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({ tries: 0, maxTries: 1 });
    expect(dead[0]?.lastError).toContain('to: Invalid email address');
    // One clear line, naming the job and the field, never the address itself.
    const logged = errors.filter((line) => line.jobType === MAIL_JOB);
    expect(logged.map((line) => line.msg)).toEqual([
      'job payload not valid: kept as a dead letter, not run',
    ]);
    expect(JSON.stringify(logged)).not.toContain('mal@@correo');
  });

  it('is failed by the runner on its first try, not retried', async () => {
    const { db } = server.platform.database;
    const id = await db.transaction((tx) =>
      server.platform.jobs.enqueue(tx, MAIL_JOB, { to: 'nobody', subject: 's', text: 't' }),
    );
    await server.worker.drain();
    expect(await jobById(db, MAIL_JOB, id)).toMatchObject({
      state: 'failed',
      tries: 1,
      maxTries: 1,
    });
    expect(errors.at(-1)).toMatchObject({
      msg: 'job payload not valid: a dead letter, not retried',
    });
  });
});
