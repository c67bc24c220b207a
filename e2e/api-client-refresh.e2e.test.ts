import { createConfirmaClient } from '@confirma/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueToken, tokenKey } from '../apps/server/src/modules/tokens/access-token.ts';
import { signedInClient } from '../apps/server/test/support/sign-up.ts';
import { startTestServer, type TTestServer } from '../apps/server/test/support/test-server.ts';
import { createApiClient } from '../apps/web/src/lib/api-client.ts';
import { createSessionStore } from '../apps/web/src/lib/session-store.ts';

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });
});
afterAll(async () => {
  await server?.close();
});

// The web client's request rules against the real signing service: an expired token gets
// a 401, the client refreshes it once at GET /api/v2/refresh and retries the call.
describe('web API client against the signing service', () => {
  it('refreshes an expired token and retries the create call once', async () => {
    const owner = await signedInClient(server, 'refresh@example.com');
    const { userUid } = (await (await owner.get('/api/account')).json()) as { userUid: string };
    const { id } = (await (
      await owner.post('/api/account/api-credentials', { label: 'web', scope: 'admin' })
    ).json()) as {
      id: string;
    };
    const expired = await issueToken(
      tokenKey(server.platform.authSecret),
      { typ: 'account', sub: userUid, cid: id },
      -30,
    );
    const session = createSessionStore(undefined);
    session.set({ token: expired });
    const seen: string[] = [];
    const client = createApiClient({
      fetch: (input, init) => {
        seen.push(`${init?.method ?? 'GET'} ${String(input).replace(server.url, '')}`);
        return fetch(input, init);
      },
      session,
      baseUrl: `${server.url}/api`,
      refreshPath: '/v2/refresh',
    });
    const created = await client.post<{ uuids: string[] }>(
      `/v2/create/withotpandtoken/${server.platform.domainUuid}`,
      {
        signers: [
          {
            signerData: [
              { identifier: 'name', value: 'Ana' },
              { identifier: 'email', value: 'ana@example.com' },
              // An OTP signature needs the phone its code goes to.
              { identifier: 'cellphone', value: '+34600111222' },
            ],
            signaturesType: ['SIMPLE'],
          },
        ],
        operationData: { opClass: 1240 },
      },
      { kind: 'create' },
    );
    expect(created.uuids).toHaveLength(1);
    const create = `POST /api/v2/create/withotpandtoken/${server.platform.domainUuid}`;
    expect(seen).toEqual([create, 'GET /api/v2/refresh', create]);
    expect(session.get().token).not.toBe(expired);
    expect(session.get().loading).toBe(false);
  });
});

// The integrators' package: it logs in with an API credential, renews its token a minute
// before it expires and logs in again once the server no longer renews it. The clock moves
// for the client and the server alike (both read Date in this process).
describe('@confirma/client against the signing service', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('logs in once, renews its token before it expires, and logs in again past the grace', async () => {
    const owner = await signedInClient(server, 'sdk-renewal@example.com');
    const credential = (await (
      await owner.post('/api/account/api-credentials', { label: 'sdk', scope: 'admin' })
    ).json()) as { username: string; secret: string };
    const seen: string[] = [];
    const bearers: string[] = [];
    const api = createConfirmaClient({
      baseUrl: server.url,
      credentials: { username: credential.username, userpassword: credential.secret },
      fetch: async (input) => {
        const request = input as Request;
        const response = await fetch(request);
        seen.push(`${request.method} ${new URL(request.url).pathname} ${response.status}`);
        if (new URL(request.url).pathname === '/api/operations') {
          bearers.push(request.headers.get('authorization') ?? '');
        }
        return response;
      },
    });
    const list = () => api.GET('/api/operations', { params: { query: {} } });
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });

    // Two calls at once share one login.
    const first = await Promise.all([list(), list()]);
    expect(first.map((call) => call.response.status)).toEqual([200, 200]);
    expect(seen.splice(0)).toEqual([
      'POST /api/v2/login 200',
      'GET /api/operations 200',
      'GET /api/operations 200',
    ]);

    // 14 and a half minutes on, within the minute before the token's end: renewed first.
    vi.setSystemTime(start + 14.5 * 60_000);
    expect((await list()).response.status).toBe(200);
    expect(seen.splice(0)).toEqual(['GET /api/v2/refresh 200', 'GET /api/operations 200']);
    expect(bearers[2]).not.toBe(bearers[0]);

    // Two hours on, past the hour a token renews in: refused, so a new login.
    vi.setSystemTime(start + 2 * 3600_000);
    expect((await list()).response.status).toBe(200);
    expect(seen.splice(0)).toEqual([
      'GET /api/v2/refresh 401',
      'POST /api/v2/login 200',
      'GET /api/operations 200',
    ]);
  });
});
