import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken, tokenKey } from '../src/modules/tokens/access-token.ts';
import { createHttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-up.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';

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
    const created = await owner.post('/api/account/api-credentials', { label: 'ERP' });
    expect(created.status).toBe(201);
    const credential = (await created.json()) as { id: string; username: string; secret: string };
    expect(credential.username).toMatch(/^cfm_/);
    expect(credential.secret).toMatch(/^cfs_/);

    const integrator = createHttpClient(server.url);
    const wrong = await integrator.post('/api/v2/login', {
      username: credential.username,
      userpassword: 'cfs_wrong',
    });
    expect(wrong.status).toBe(401);
    const login = await integrator.post('/api/v2/login', {
      username: credential.username,
      userpassword: credential.secret,
    });
    expect(login.status).toBe(200);
    const token = await login.text();

    const listed = (await (await owner.get('/api/account/api-credentials')).json()) as {
      credentials: { id: string; lastUsedAt: string | null }[];
    };
    expect(JSON.stringify(listed)).not.toContain(credential.secret);
    expect(listed.credentials[0]?.lastUsedAt).not.toBeNull();

    const stranger = await signedInClient(server, 'stranger@example.com');
    expect(
      (await stranger.delete(`/api/account/api-credentials/${credential.id}`, {})).status,
    ).toBe(404);
    expect((await integrator.get('/api/v2/refresh', bearer(token))).status).toBe(200);
    expect((await owner.delete(`/api/account/api-credentials/${credential.id}`, {})).status).toBe(
      204,
    );
    expect((await integrator.get('/api/v2/refresh', bearer(token))).status).toBe(401);
    const again = await integrator.post('/api/v2/login', {
      username: credential.username,
      userpassword: credential.secret,
    });
    expect(again.status).toBe(401);
  });

  it('refreshes a just-expired token, refuses an old, a forged or a signer token', async () => {
    const owner = await signedInClient(server, 'expiry@example.com');
    const { id } = (await (
      await owner.post('/api/account/api-credentials', { label: 'x' })
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
