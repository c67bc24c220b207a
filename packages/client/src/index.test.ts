import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmaClient, tokenExpiry } from './index.ts';

/** An unsigned JWT-shaped token expiring `inSeconds` from now (the client reads only `exp`). */
function tokenExpiringIn(inSeconds: number, serial: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + inSeconds;
  return `${part({ alg: 'none' })}.${part({ exp, serial })}.x`;
}

/**
 * A stand-in of the server's token calls over real HTTP: login answers a token (text/plain)
 * valid `lifetime` seconds, refresh a new one; /api/account echoes the bearer it got.
 */
function tokenServer(lifetime: number) {
  const calls: string[] = [];
  let serial = 0;
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '';
    calls.push(`${request.method} ${path} ${request.headers.authorization ?? '-'}`);
    if (path === '/api/v2/login') {
      response.setHeader('content-type', 'text/plain; charset=utf-8');
      response.end(tokenExpiringIn(lifetime, ++serial));
    } else if (path === '/api/v2/refresh') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ token: tokenExpiringIn(lifetime, ++serial) }));
    } else {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ authorization: request.headers.authorization ?? null }));
    }
  });
  return { server, calls };
}

describe('createConfirmaClient', () => {
  const shortLived = tokenServer(30);
  let baseUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => shortLived.server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(shortLived.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => shortLived.server.close(() => resolve())));

  it('logs in with the credential pair once, then renews a token about to expire', async () => {
    const api = createConfirmaClient({
      baseUrl,
      credentials: { username: 'cfm_a', userpassword: 'cfs_b' },
    });
    shortLived.calls.length = 0;
    // Two calls at once share one login.
    await Promise.all([api.GET('/api/account'), api.GET('/api/account')]);
    const logins = shortLived.calls.filter((call) => call.startsWith('POST /api/v2/login'));
    expect(logins).toEqual(['POST /api/v2/login -']);
    // The token lives 30 s, within the minute before expiry: the next call renews it.
    await api.GET('/api/account');
    const [login, , , refresh, last] = shortLived.calls;
    expect(login).toBe('POST /api/v2/login -');
    expect(refresh).toMatch(/^GET \/api\/v2\/refresh Bearer .+/);
    expect(last).toMatch(/^GET \/api\/account Bearer /);
    expect(last?.split(' ')[3]).not.toBe(refresh?.split(' ')[3]);
  });

  it('sends a given token, or the one getToken answers, unless the call sets its own', async () => {
    shortLived.calls.length = 0;
    const fixed = createConfirmaClient({ baseUrl, token: 'signer-token' });
    await fixed.GET('/api/account');
    await fixed.GET('/api/account', { headers: { authorization: 'Bearer mine' } });
    let next = 0;
    const dynamic = createConfirmaClient({ baseUrl, getToken: () => `t${++next}` });
    await dynamic.GET('/api/account');
    await dynamic.GET('/api/account');
    expect(shortLived.calls).toEqual([
      'GET /api/account Bearer signer-token',
      'GET /api/account Bearer mine',
      'GET /api/account Bearer t1',
      'GET /api/account Bearer t2',
    ]);
  });

  it("reads a token's expiry, 0 for what is not a JWT", () => {
    const token = tokenExpiringIn(100, 1);
    expect(tokenExpiry(token)).toBeGreaterThan(Date.now() / 1000 + 90);
    expect(tokenExpiry('opaque')).toBe(0);
    expect(tokenExpiry('a.%%%.c')).toBe(0);
  });
});
