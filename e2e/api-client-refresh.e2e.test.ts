import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken, tokenKey } from '../apps/server/src/modules/tokens/access-token.ts';
import { signedInClient } from '../apps/server/test/support/sign-up.ts';
import { startTestServer, type TTestServer } from '../apps/server/test/support/test-server.ts';
import { createApiClient } from '../apps/web/src/lib/api-client.ts';
import { createSessionStore } from '../apps/web/src/lib/session-store.ts';

// The web client's request rules against the real signing service: an expired token gets
// a 401, the client refreshes it once at GET /api/v2/refresh and retries the call.
describe('web API client against the signing service', () => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refreshes an expired token and retries the create call once', async () => {
    const owner = await signedInClient(server, 'refresh@example.com');
    const { userUid } = (await (await owner.get('/api/account')).json()) as { userUid: string };
    const { id } = (await (
      await owner.post('/api/account/api-credentials', { label: 'web' })
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
