import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authUsers, operations } from '../../src/db-schema.ts';
import { releaseOrganizationsOf } from '../../src/modules/accounts/index.ts';
import { issueToken, tokenKey } from '../../src/modules/tokens/access-token.ts';
import { createHttpClient, type THttpClient } from '../support/http-client.ts';
import { bearer, signerData } from '../support/operations.ts';
import { latestMailTo } from '../support/outbox.ts';
import { signedInClient, TEST_PASSWORD } from '../support/sign-up.ts';
import type { TTestServer } from '../support/test-server.ts';
import { useTestServer } from '../support/use-test-server.ts';

const PASSWORD = TEST_PASSWORD;

/** A sender's calls with an account token: create, read, refresh. */
function sender(server: TTestServer, token: string) {
  const api = createHttpClient(server.url);
  const domain = server.platform.domainUuid;
  return {
    create: () =>
      api.post(
        `/api/v2/create/withotpandtoken/${domain}`,
        {
          signers: [{ signerData: signerData('firmante@example.com'), signaturesType: ['SIMPLE'] }],
          operationData: { opClass: 1240 },
        },
        bearer(token),
      ),
    read: (operationId: string) =>
      api.get(`/api/v2/getoperationbyuuid/${domain}/${operationId}`, bearer(token)),
  };
}

async function createdOperation(response: Response) {
  expect(response.status).toBe(200);
  const { uuids, loginautToken } = (await response.json()) as {
    uuids: string[];
    loginautToken: string;
  };
  return { operationId: uuids[0] ?? '', signerToken: loginautToken };
}

const sessionToken = async (browser: THttpClient) => (await browser.post('/api/v2/login')).text();

async function credentialToken(server: TTestServer, owner: THttpClient) {
  const created = await owner.post('/api/account/api-credentials', {
    label: 'ERP',
    scope: 'admin',
  });
  const credential = (await created.json()) as { id: string; username: string; secret: string };
  const login = await createHttpClient(server.url).post('/api/v2/login', {
    username: credential.username,
    userpassword: credential.secret,
  });
  expect(login.status).toBe(200);
  return { id: credential.id, token: await login.text() };
}

async function operationCount(server: TTestServer) {
  const [row] = await server.platform.database.db.select({ n: count() }).from(operations);
  return row?.n ?? 0;
}

describe('account tokens die with their session, credential and user', () => {
  // A long cache: what this process ends must drop its cached answer, not wait it out.
  const server = useTestServer({
    AUTH_SIGN_IN_LIMIT: '50',
    AUTH_EMAIL_LIMIT: '50',
    TOKEN_LIVENESS_CACHE_MS: '60000',
  });

  it("refuses a deleted user's tokens with 401 and creates nothing", async () => {
    const owner = await signedInClient(server(), 'gone@example.com', PASSWORD);
    const fromSession = await sessionToken(owner);
    const fromCredential = (await credentialToken(server(), owner)).token;
    for (const token of [fromSession, fromCredential]) {
      expect((await owner.get('/api/v2/refresh', bearer(token))).status).toBe(200);
    }
    const before = await operationCount(server());
    expect((await owner.delete('/api/account', { password: PASSWORD })).status).toBe(204);

    for (const token of [fromSession, fromCredential]) {
      const create = await sender(server(), token).create();
      expect(create.status).toBe(401);
      expect(create.headers.get('content-type')).toContain('application/problem+json');
      const refresh = await createHttpClient(server().url).get('/api/v2/refresh', bearer(token));
      expect(refresh.status).toBe(401);
    }
    expect(await operationCount(server())).toBe(before);
  });

  it("ends a session's tokens at sign-out, even refreshed with another live session", async () => {
    const email = 'leaves@example.com';
    const laptop = await signedInClient(server(), email, PASSWORD);
    const token = await sessionToken(laptop);
    const { operationId, signerToken } = await createdOperation(
      await sender(server(), token).create(),
    );
    expect((await sender(server(), token).read(operationId)).status).toBe(200);
    // A second session of the same user, on another device.
    const phone = createHttpClient(server().url);
    expect(
      (await phone.post('/api/auth/sign-in/email', { email, password: PASSWORD })).status,
    ).toBe(200);

    expect((await laptop.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await sender(server(), token).read(operationId)).status).toBe(401);
    expect((await sender(server(), token).create()).status).toBe(401);
    expect((await phone.get('/api/v2/refresh', bearer(token))).status).toBe(401);

    // The phone's own session still gets and refreshes tokens; the signer is not affected.
    const phoneToken = await sessionToken(phone);
    expect((await sender(server(), phoneToken).read(operationId)).status).toBe(200);
    expect((await phone.get('/api/v2/refresh', bearer(phoneToken))).status).toBe(200);
    expect((await sender(server(), signerToken).read(operationId)).status).toBe(200);
  });

  it("ends an API credential's tokens when it is revoked", async () => {
    const owner = await signedInClient(server(), 'revokes@example.com', PASSWORD);
    const { id, token } = await credentialToken(server(), owner);
    const { operationId } = await createdOperation(await sender(server(), token).create());
    expect((await sender(server(), token).read(operationId)).status).toBe(200);

    expect((await owner.delete(`/api/account/api-credentials/${id}`, {})).status).toBe(204);
    expect((await sender(server(), token).read(operationId)).status).toBe(401);
    expect((await sender(server(), token).create()).status).toBe(401);
    const refresh = await createHttpClient(server().url).get('/api/v2/refresh', bearer(token));
    expect(refresh.status).toBe(401);
  });

  it('ends the tokens of every session of an account whose password is reset', async () => {
    const email = 'resets@example.com';
    const owner = await signedInClient(server(), email, PASSWORD);
    const token = await sessionToken(owner);
    expect((await owner.get('/api/v2/refresh', bearer(token))).status).toBe(200);
    const before = await operationCount(server());

    const stranger = createHttpClient(server().url);
    await stranger.post('/api/auth/request-password-reset', { email, redirectTo: '/#/reset' });
    const { link } = await latestMailTo(server(), email);
    const redirect = await fetch(link ?? '', { redirect: 'manual' });
    const resetToken = new URL(
      redirect.headers.get('location') ?? '',
      server().url,
    ).searchParams.get('token');
    const reset = await stranger.post('/api/auth/reset-password', {
      newPassword: 'Otra-clave-del-huerto-19',
      token: resetToken,
    });
    expect(reset.status).toBe(200);
    expect((await sender(server(), token).create()).status).toBe(401);
    expect(await operationCount(server())).toBe(before);
  });

  it('creates nothing for a user erased elsewhere while this process still trusts the token', async () => {
    const owner = await signedInClient(server(), 'erased-elsewhere@example.com', PASSWORD);
    const { userUid } = (await (await owner.get('/api/account')).json()) as { userUid: string };
    const token = await sessionToken(owner);
    await createdOperation(await sender(server(), token).create());
    const before = await operationCount(server());
    // Another process erases the account: this one's cached answer does not hear of it.
    await server().platform.database.db.transaction(async (tx) => {
      await releaseOrganizationsOf(tx, { userId: userUid });
      await tx.delete(authUsers).where(eq(authUsers.id, userUid));
    });
    const create = await sender(server(), token).create();
    expect(create.status).toBe(401);
    expect(await operationCount(server())).toBe(before);
  });

  it('refuses a session token that does not name its session (issued before this check)', async () => {
    const owner = await signedInClient(server(), 'legacy@example.com', PASSWORD);
    const { userUid } = (await (await owner.get('/api/account')).json()) as { userUid: string };
    const legacy = await issueToken(
      tokenKey(server().platform.authSecret),
      { typ: 'account', sub: userUid, cid: 'session' },
      600,
    );
    expect((await sender(server(), legacy).create()).status).toBe(401);
    expect((await owner.get('/api/v2/refresh', bearer(legacy))).status).toBe(401);
  });
});
