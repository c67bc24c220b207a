import { ZAccountDocument } from '@confirma/contracts/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followSignIn } from './support/follow-sign-in.ts';
import { freePort } from './support/free-port.ts';
import { createHttpClient } from './support/http-client.ts';
import { startOidcIssuer } from './support/oidc-issuer.ts';
import { createSamlIdp } from './support/saml-idp.ts';
import { signedInClient } from './support/sign-up.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';

const IDP = 'https://idp.example.com';

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
      const end = await followSignIn(url, client, server.url);
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
  it('opens no session once the address’s domain enforces its organisation’s SSO', async () => {
    const admin = await signedInClient(server, 'it@example.com');
    const { userUid } = ZAccountDocument.parse(await (await admin.get('/api/account')).json());
    const registered = await admin.post('/api/auth/sso/register', {
      providerId: 'example-saml',
      issuer: `${server.url}/api/auth/sso/saml2/sp/metadata?providerId=example-saml`,
      domain: 'example.com',
      organizationId: userUid,
      enforced: true,
      samlConfig: {
        entryPoint: 'https://idp.example.com/sso',
        cert: (await createSamlIdp({ entityID: IDP, ssoUrl: `${IDP}/sso` })).certPem,
        idpMetadata: { entityID: IDP },
      },
    });
    expect(registered.status).toBe(200);
    const client = createHttpClient(server.url);
    const start = await client.post('/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/#/profilepage',
    });
    const { url } = (await start.json()) as { url: string };
    const end = await followSignIn(url, client, server.url);
    expect(end.url).not.toBe(`${server.url}/#/profilepage`);
    expect((await client.get('/api/account')).status).toBe(401);
  });
});
