import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { run, writeTemp } from '../../src/modules/sealing/testing/pdf-tools.ts';
import { hitRateLimits } from '../../src/platform/http/rate-limit.ts';
import { createHttpClient } from '../support/http-client.ts';
import { bearer, createOperation, senderToken, signerData } from '../support/operations.ts';
import { useTestServer } from '../support/use-test-server.ts';

const SIGNER_LIMIT = 6;
const IP_LIMIT = 10;
const TSA_LIMIT = 3;

/**
 * Open endpoints and the counters behind them: a token-keyed limit also counts per
 * address, the public TSA is limited per address, and the counters do not outlive their
 * window. The server trusts 127.0.0.1 as its proxy, so each test speaks from addresses of
 * its own (`X-Forwarded-For`).
 */
describe('open endpoints and their counters', () => {
  const server = useTestServer({
    AUTH_SIGN_IN_LIMIT: '50',
    AUTH_EMAIL_LIMIT: '50',
    TRUSTED_PROXIES: '127.0.0.1',
    SIGNER_RATE_LIMIT: String(SIGNER_LIMIT),
    SIGNER_IP_RATE_LIMIT: String(IP_LIMIT),
    TSA_IP_LIMIT: String(TSA_LIMIT),
  });
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const db = () => server().platform.database.db;
  const keys = async (pattern: string) =>
    (
      (await db().execute(
        sql`select key from rate_limits where key like ${pattern} order by key`,
      )) as unknown as { rows: { key: string }[] }
    ).rows.map((row) => row.key);

  it('caps one address sending made-up notification tokens, adding no counter past the cap', async () => {
    const statuses: number[] = [];
    for (let call = 0; call < IP_LIMIT + 5; call++) {
      const answer = await fetch(`${server().url}/api/notifications/recipient`, {
        headers: { ...bearer(randomBytes(24).toString('base64url')), ...from('203.0.113.10') },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, IP_LIMIT)).toEqual(Array(IP_LIMIT).fill(404));
    expect(statuses.slice(IP_LIMIT)).toEqual(Array(5).fill(429));
    // One counter per token the address was allowed to try, and its own.
    const tokens = (await keys('notification:%')).filter((key) => !key.includes(':ip:'));
    expect(tokens).toHaveLength(IP_LIMIT);
    expect(await keys('notification:ip:%')).toEqual(['notification:ip:203.0.113.10']);
    // Another address has a budget of its own.
    const other = await fetch(`${server().url}/api/notifications/recipient`, {
      headers: { ...bearer('made-up-token'), ...from('203.0.113.11') },
    });
    expect(other.status).toBe(404);
  });

  it("counts every signer's calls from one address against SIGNER_IP_RATE_LIMIT as well", async () => {
    const sender = await senderToken(server(), 'open-endpoints@example.com');
    const signers = await Promise.all(
      ['first', 'second'].map(async (name) => {
        const { op, doc, loginautToken } = await createOperation(server(), sender, [
          { signerData: signerData(`${name}@example.com`), signaturesType: ['SIMPLE'] },
        ]);
        return { op, doc, token: loginautToken };
      }),
    );
    const api = createHttpClient(server().url);
    const read = (signer: (typeof signers)[number], address: string) =>
      api
        .get(`/api/v2/getdocumentbyuuidb64/${signer.op}/${signer.doc}`, {
          ...bearer(signer.token),
          ...from(address),
        })
        .then((answer) => answer.status);
    const [first, second] = signers as [(typeof signers)[number], (typeof signers)[number]];
    const office = '198.51.100.40';
    const statuses: number[] = [];
    for (let call = 0; call < SIGNER_LIMIT; call++) statuses.push(await read(first, office));
    for (let call = 0; call < IP_LIMIT - SIGNER_LIMIT; call++) {
      statuses.push(await read(second, office));
    }
    expect(statuses).toEqual(Array(IP_LIMIT).fill(200));
    // The second signer is far below their own limit; the address is not.
    const refused = await api.get(`/api/v2/getdocumentbyuuidb64/${second.op}/${second.doc}`, {
      ...bearer(second.token),
      ...from(office),
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // From elsewhere the second signer goes on.
    expect(await read(second, '198.51.100.41')).toBe(200);
  });

  const tsaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'confirma-tsa-limit-'));
  afterAll(() => fs.rmSync(tsaDir, { recursive: true, force: true }));
  function timeStampQuery(): Buffer {
    const data = writeTemp(tsaDir, 'data.txt', new TextEncoder().encode('a document'));
    const query = path.join(tsaDir, 'q.tsq');
    const made = run('openssl', ['ts', '-query', '-data', data, '-sha256', '-cert', '-out', query]);
    if (made.code !== 0) throw new Error(made.stderr.toString());
    return fs.readFileSync(query);
  }

  it('stamps TSA_IP_LIMIT time stamps a minute per address, then answers 429 problem+json with Retry-After', async () => {
    const query = timeStampQuery();
    const stamp = (address: string) =>
      fetch(`${server().url}/api/tsa`, {
        method: 'POST',
        headers: { 'content-type': 'application/timestamp-query', ...from(address) },
        body: query,
      });
    for (let call = 0; call < TSA_LIMIT; call++) {
      const answer = await stamp('192.0.2.50');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/timestamp-reply');
    }
    const refused = await stamp('192.0.2.50');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(((await refused.json()) as { code: string }).code).toBe('RATE_LIMITED');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await stamp('192.0.2.51')).status).toBe(200);
  });

  it('keeps a counter until its window ends, then the periodic purge deletes it', async () => {
    await hitRateLimits(db(), [{ key: 'purge-test:running', max: 10, windowMs: 60_000 }]);
    const windows = (
      (await db().execute(
        sql`select extract(epoch from (expires_at - window_start))::int as seconds
            from rate_limits where key = 'purge-test:running'`,
      )) as unknown as { rows: { seconds: number }[] }
    ).rows;
    expect(windows.map((row) => Number(row.seconds))).toEqual([60]);
    // The notification counters of the first test, as they are two minutes on.
    await db().execute(
      sql`update rate_limits set window_start = window_start - interval '2 minutes',
            expires_at = expires_at - interval '2 minutes' where key like 'notification:%'`,
    );
    expect(await server().platform.jobs.boss.send('rate-limits.purge', {})).toBeTypeOf('string');
    await server().worker.drain();
    expect(await keys('notification:%')).toEqual([]);
    expect(await keys('purge-test:%')).toEqual(['purge-test:running']);
    expect(await keys('tsa:ip:%')).toEqual(['tsa:ip:192.0.2.50', 'tsa:ip:192.0.2.51']);
  });
});
