import { ZAccountDocument } from '@confirma/contracts/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './support/free-port.ts';
import { createHttpClient } from './support/http-client.ts';
import { startOidcIssuer } from './support/oidc-issuer.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';

/** Follows redirects by hand, keeping each side's cookies, until the product answers. */
async function follow(
  start: string,
  product: ReturnType<typeof createHttpClient>,
  productUrl: string,
) {
  const issuerCookies = new Map<string, string>();
  let url = start;
  for (let hop = 0; hop < 15; hop += 1) {
    if (url.startsWith(productUrl)) {
      const response = await product.get(url.slice(productUrl.length));
      if (response.status < 300 || response.status >= 400) return { url, response };
      url = new URL(response.headers.get('location') ?? '', url).toString();
      if (!url.includes('/api/')) return { url, response };
      continue;
    }
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...issuerCookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      issuerCookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`issuer stopped at ${url}: ${response.status} ${await response.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error('too many redirects');
}

describe('Google sign-in (OpenID Connect)', () => {
  let server: TTestServer;
  let issuer: Awaited<ReturnType<typeof startOidcIssuer>>;

  beforeAll(async () => {
    const port = await freePort();
    const productUrl = `http://127.0.0.1:${port}`;
    issuer = await startOidcIssuer({
      clientId: 'confirma-test',
      clientSecret: 'confirma-test-secret',
      redirectUri: `${productUrl}/api/auth/callback/google`,
      account: { sub: 'google-user-7', email: 'marta.google@example.com', name: 'Marta Gil' },
    });
    server = await startTestServer({
      PORT: String(port),
      PUBLIC_URL: productUrl,
      GOOGLE_CLIENT_ID: 'confirma-test',
      GOOGLE_CLIENT_SECRET: 'confirma-test-secret',
      GOOGLE_DISCOVERY_URL: issuer.discoveryUrl,
    });
  });
  afterAll(async () => {
    await server?.close();
    await issuer?.close();
  });

  it('offers Google only when it is configured', async () => {
    const options = await (await fetch(`${server.url}/api/account/sign-in-options`)).json();
    expect(options).toEqual({ google: true });
  });

  it('signs in through the provider (a google session), creates the account with 5 credits, and signs in again', async () => {
    for (let round = 1; round <= 2; round += 1) {
      const client = createHttpClient(server.url);
      const start = await client.post('/api/auth/sign-in/social', {
        provider: 'google',
        callbackURL: '/#/profilepage',
      });
      expect(start.status).toBe(200);
      const { url } = (await start.json()) as { url: string };
      expect(url.startsWith(issuer.issuer)).toBe(true);
      const end = await follow(url, client, server.url);
      expect(end.url).toBe(`${server.url}/#/profilepage`);
      const account = ZAccountDocument.parse(await (await client.get('/api/account')).json());
      expect(account).toMatchObject({
        userEmail: 'marta.google@example.com',
        name: 'Marta Gil',
        profile: { firstname: 'Marta', lastname: 'Gil' },
        emailVerified: true,
        credits: { currentcredits: 5, usedcredits: 0, totalcredits: 5, debt: 0 },
      });
      // The session says how it signed in.
      const session = (await (await client.get('/api/auth/get-session')).json()) as {
        session: { signedInWith: string | null };
      };
      expect(session.session.signedInWith).toBe('google');
    }
  });
});
