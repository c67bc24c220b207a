import { createHash } from 'node:crypto';
import { createConfirmaClient } from '@confirma/client';
import type { TApiCredentialList } from '@confirma/contracts/api-credentials';
import { API_CREDENTIALS_MAX } from '@confirma/contracts/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCredentials } from '../src/db-schema.ts';
import { issueToken, tokenKey } from '../src/modules/tokens/access-token.ts';
import { createHttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-up.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';
import { useTestServer } from './support/use-test-server.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('signing-service tokens', () => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('publishes the domain identifier, and that identification is offered (tests set it on)', async () => {
    const config = await (await fetch(`${server.url}/api/config`)).json();
    expect(config).toEqual({
      domainUuid: server.platform.domainUuid,
      google: false,
      identification: true,
    });
  });

  it('gives a browser with an account session a token, and refreshes it', async () => {
    const browser = await signedInClient(server, 'web@example.com');
    const login = await browser.post('/api/v2/login');
    expect(login.status).toBe(200);
    const token = await login.text();
    expect(token.split('.')).toHaveLength(3);
    const refreshed = await browser.get('/api/v2/refresh', bearer(token));
    expect(refreshed.status).toBe(200);
    const { token: next } = (await refreshed.json()) as { token: string };
    expect(next).not.toBe(token);
    expect((await createHttpClient(server.url).post('/api/v2/login')).status).toBe(401);
  });

  it('logs an integrator in with an API credential; revoking it stops refresh', async () => {
    const owner = await signedInClient(server, 'integrator@example.com');
    const created = await owner.post('/api/account/api-credentials', {
      label: 'ERP',
      scope: 'admin',
    });
    expect(created.status).toBe(201);
    const credential = (await created.json()) as {
      id: string;
      username: string;
      secret: string;
      secretLast4: string;
    };
    expect(credential.username).toMatch(/^cfm_/);
    expect(credential.secret).toMatch(/^cfs_/);
    expect(credential.secretLast4).toBe(credential.secret.slice(-4));

    // The integrator's side, through @confirma/client.
    const integrator = createConfirmaClient({ baseUrl: server.url });
    await expect(
      integrator.login({ username: credential.username, userpassword: 'cfs_wrong' }),
    ).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    const token = await integrator.login({
      username: credential.username,
      userpassword: credential.secret,
    });
    const refresh = () => integrator.GET('/api/v2/refresh', { headers: bearer(token) });

    const listed = (await (
      await owner.get('/api/account/api-credentials')
    ).json()) as TApiCredentialList;
    expect(JSON.stringify(listed)).not.toContain(credential.secret);
    expect(listed.credentials[0]?.lastUsedAt).not.toBeNull();
    expect(listed.credentials[0]?.secretLast4).toBe(credential.secret.slice(-4));

    const stranger = await signedInClient(server, 'stranger@example.com');
    expect(
      (await stranger.delete(`/api/account/api-credentials/${credential.id}`, {})).status,
    ).toBe(404);
    expect((await refresh()).response.status).toBe(200);
    expect((await owner.delete(`/api/account/api-credentials/${credential.id}`, {})).status).toBe(
      204,
    );
    const refused = await refresh();
    expect(refused.response.status).toBe(401);
    expect(refused.error?.code).toBe('UNAUTHORIZED');
    await expect(
      integrator.login({ username: credential.username, userpassword: credential.secret }),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('lists credentials a page at a time, newest first, each with its last four characters', async () => {
    const owner = await signedInClient(server, 'pages@example.com');
    const made: { id: string; secret: string }[] = [];
    for (const label of ['one', 'two', 'three']) {
      const created = await owner.post('/api/account/api-credentials', { label, scope: 'admin' });
      made.push((await created.json()) as { id: string; secret: string });
    }
    const { userUid } = (await (await owner.get('/api/account')).json()) as { userUid: string };
    // A credential made before the last four characters were kept lists them as ''.
    await server.platform.database.db.insert(apiCredentials).values({
      id: 'a'.repeat(24),
      organizationId: userUid,
      createdByUserId: userUid,
      username: 'cfm_legacy',
      secretHash: 'x',
      label: 'legacy',
      createdAt: new Date('2020-01-01T00:00:00Z'),
    });
    const page = async (query: string) =>
      (await (
        await owner.get(`/api/account/api-credentials${query}`)
      ).json()) as TApiCredentialList;
    const first = await page('?limit=2');
    expect(first.credentials.map((c) => c.label)).toEqual(['three', 'two']);
    expect(first.credentials.map((c) => c.secretLast4)).toEqual(
      [made[2], made[1]].map((c) => c?.secret.slice(-4)),
    );
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await page(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.credentials.map((c) => [c.label, c.secretLast4])).toEqual([
      ['one', made[0]?.secret.slice(-4)],
      ['legacy', ''],
    ]);
    expect(second.nextCursor).toBeNull();
    expect((await page('')).credentials).toHaveLength(4);

    const stranger = await signedInClient(server, 'pages-stranger@example.com');
    const theirs = await stranger.get(`/api/account/api-credentials?cursor=${first.nextCursor}`);
    expect(((await theirs.json()) as TApiCredentialList).credentials).toEqual([]);
    const forged = await owner.get('/api/account/api-credentials?cursor=bm90LWEtY3Vyc29y');
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { code: string }).code).toBe('VALIDATION_FAILED');
    expect((await owner.get('/api/account/api-credentials?limit=101')).status).toBe(400);
  });

  it('caps the active credentials of an account at API_CREDENTIALS_MAX, even when asked at once', async () => {
    const owner = await signedInClient(server, 'many-keys@example.com');
    const create = (label: string) =>
      owner.post('/api/account/api-credentials', { label, scope: 'admin' });
    const made: string[] = [];
    for (let i = 1; i < API_CREDENTIALS_MAX; i += 1) {
      made.push(((await (await create(`key ${i}`)).json()) as { id: string }).id);
    }
    // Three at once for the last place: one gets it.
    const racing = await Promise.all(['a', 'b', 'c'].map((label) => create(`last ${label}`)));
    expect(racing.map((response) => response.status).sort()).toEqual([201, 409, 409]);
    for (const refused of racing.filter((response) => response.status === 409)) {
      expect(refused.headers.get('content-type')).toContain('application/problem+json');
      expect(((await refused.json()) as { code: string }).code).toBe('API_CREDENTIALS_LIMIT');
    }
    const listed = (await (
      await owner.get('/api/account/api-credentials?limit=100')
    ).json()) as TApiCredentialList;
    expect(listed.credentials).toHaveLength(API_CREDENTIALS_MAX);
    // A revoked credential frees its place; another account has places of its own.
    expect((await create('one more')).status).toBe(409);
    expect((await owner.delete(`/api/account/api-credentials/${made[0]}`, {})).status).toBe(204);
    expect((await create('one more')).status).toBe(201);
    const other = await signedInClient(server, 'few-keys@example.com');
    expect(
      (await other.post('/api/account/api-credentials', { label: 'x', scope: 'admin' })).status,
    ).toBe(201);
  });

  it('answers a replayed creation with the credential and never its secret again', async () => {
    const owner = await signedInClient(server, 'replay-keys@example.com');
    const key = { 'idempotency-key': 'create-key-0001' };
    const first = await owner.post(
      '/api/account/api-credentials',
      { label: 'ERP', scope: 'admin' },
      key,
    );
    expect(first.status).toBe(201);
    const created = (await first.json()) as { id: string; username: string; secret: string };
    // The answer was lost: the client sends the same request again.
    const replay = await owner.post(
      '/api/account/api-credentials',
      { label: 'ERP', scope: 'admin' },
      key,
    );
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const text = await replay.text();
    expect(text).not.toContain(created.secret);
    expect(JSON.parse(text)).toEqual({
      id: created.id,
      username: created.username,
      label: 'ERP',
      scope: 'admin',
      createdBy: {
        userId: expect.any(String),
        name: expect.any(String),
        email: 'replay-keys@example.com',
      },
      secretLast4: created.secret.slice(-4),
      createdAt: expect.any(String),
      lastUsedAt: null,
      revokedAt: null,
    });
    const listed = (await (
      await owner.get('/api/account/api-credentials')
    ).json()) as TApiCredentialList;
    expect(listed.credentials.map((credential) => credential.id)).toEqual([created.id]);
  });

  it('refreshes a just-expired token, refuses an old, a forged or a signer token', async () => {
    const owner = await signedInClient(server, 'expiry@example.com');
    const { id } = (await (
      await owner.post('/api/account/api-credentials', { label: 'x', scope: 'admin' })
    ).json()) as {
      id: string;
    };
    const { userUid: sub } = (await (await owner.get('/api/account')).json()) as {
      userUid: string;
    };
    const key = tokenKey(server.platform.authSecret);
    const client = createHttpClient(server.url);
    const justExpired = await issueToken(key, { typ: 'account', sub, cid: id }, -60);
    expect((await client.get('/api/v2/refresh', bearer(justExpired))).status).toBe(200);
    const old = await issueToken(key, { typ: 'account', sub, cid: id }, -2 * 3600);
    expect((await client.get('/api/v2/refresh', bearer(old))).status).toBe(401);
    // The credential is someone else's: a token naming another user is refused.
    const misnamed = await issueToken(key, { typ: 'account', sub: 'u', cid: id }, 600);
    expect((await client.get('/api/v2/refresh', bearer(misnamed))).status).toBe(401);
    const forged = await issueToken(
      tokenKey('another-secret-of-32-characters!!'),
      { typ: 'account', sub, cid: id },
      600,
    );
    expect((await client.get('/api/v2/refresh', bearer(forged))).status).toBe(401);
    const signer = await issueToken(key, { typ: 'signer', sub: 's', op: 'o' }, 600);
    expect((await client.get('/api/v2/refresh', bearer(signer))).status).toBe(401);
  });
});

describe('API credentials: the sign-in limit and what is stored', () => {
  const limited = useTestServer({ AUTH_SIGN_IN_LIMIT: '3', AUTH_EMAIL_LIMIT: '50' });

  it('keeps only the SHA-256 of a secret, and refuses even the right one past the sign-in limit', async () => {
    const owner = await signedInClient(limited(), 'limited-key@example.com');
    const credential = (await (
      await owner.post('/api/account/api-credentials', { label: 'ERP', scope: 'admin' })
    ).json()) as { id: string; username: string; secret: string };
    const [row] = await limited()
      .platform.database.db.select()
      .from(apiCredentials)
      .where(eq(apiCredentials.id, credential.id));
    expect(row?.secretHash).toBe(createHash('sha256').update(credential.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(credential.secret.slice(4));

    const login = (userpassword: string) =>
      fetch(`${limited().url}/api/v2/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: credential.username, userpassword }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await login(`cfs_guess${i}`)).status);
    const right = await login(credential.secret);
    statuses.push(right.status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await right.json()) as { code: string }).code).toBe('RATE_LIMITED');
  });
});
