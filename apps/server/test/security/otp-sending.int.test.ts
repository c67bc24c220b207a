import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otpChallenges } from '../../src/modules/signing/signing-schema.ts';
import { jobs } from '../../src/platform/jobs/job-table.ts';
import { createHttpClient } from '../support/http-client.ts';
import {
  bearer,
  createOperation,
  fetchDocument,
  PHONE,
  senderToken,
  signerData,
} from '../support/operations.ts';
import { useTestServer } from '../support/use-test-server.ts';

/**
 * One code every 30 s and 5 an hour per signer, also when a client fires
 * many requests at once: the sends of one signer are serialised.
 */
describe('OTP sending under concurrency', () => {
  const server = useTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });

  async function readyToAskCode(email: string) {
    const token = await senderToken(server(), email);
    const { op, doc, loginautToken } = await createOperation(server(), token, [
      { signerData: signerData(`signer-${email}`), signaturesType: ['SIMPLE'] },
    ]);
    const api = createHttpClient(server().url);
    await fetchDocument(server(), op, doc, loginautToken);
    await api.post(
      `/api/v2/documentread/${op}`,
      { operationUuid: op, documentUuid: doc },
      bearer(loginautToken),
    );
    const askCode = () =>
      api.post(
        `/api/v2/createotp/${op}`,
        { operationUuid: op, cellPhone: PHONE, otpType: 'FIRMA' },
        bearer(loginautToken),
      );
    return { op, askCode };
  }

  const smsJobs = () =>
    server()
      .platform.database.db.select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.name, 'sms.send'));

  it('sends exactly one SMS for 50 parallel requests of one signer', async () => {
    const { askCode } = await readyToAskCode('race@example.com');
    const before = (await smsJobs()).length;
    const answers = await Promise.all(Array.from({ length: 50 }, () => askCode()));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(49);
    expect((await smsJobs()).length - before).toBe(1);
    for (const answer of answers.filter((item) => item.status === 429)) {
      const wait = Number(answer.headers.get('retry-after'));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(30);
    }
  });

  it('answers the hourly cap with the real time left, not a fixed hour', async () => {
    const { askCode } = await readyToAskCode('hourly@example.com');
    const db = server().platform.database.db;
    for (let sent = 0; sent < 5; sent++) {
      expect((await askCode()).status).toBe(200);
      // Each earlier code moves 10 minutes into the past: past the 30 s cooldown, and the
      // oldest of the five ends up 50 minutes old.
      await db.update(otpChallenges).set({
        createdAt: sql`${otpChallenges.createdAt} - interval '10 minutes'`,
      });
    }
    const capped = await askCode();
    expect(capped.status).toBe(429);
    const wait = Number(capped.headers.get('retry-after'));
    // The oldest code leaves the hour in 10 minutes.
    expect(wait).toBeGreaterThan(590);
    expect(wait).toBeLessThanOrEqual(600);
  });
});
