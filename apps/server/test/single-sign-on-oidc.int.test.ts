import { ZAccountDocument } from '@confirma/contracts/account';
import { ZAuthSsoStart } from '@confirma/contracts/auth';
import { ZProblem } from '@confirma/contracts/errors';
import { ZMyOrganizations } from '@confirma/contracts/organizations';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followSignIn } from './support/follow-sign-in.ts';
import { freePort } from './support/free-port.ts';
import { createHttpClient, type THttpClient } from './support/http-client.ts';
import { startOidcIssuer } from './support/oidc-issuer.ts';
import { latestMailTo } from './support/outbox.ts';
import { signedInClient, TEST_PASSWORD } from './support/sign-up.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';

const CLIENT_SECRET = 'acme-oidc-client-secret-4711';

async function accountOf(client: THttpClient) {
  return ZAccountDocument.parse(await (await client.get('/api/account')).json());
}

describe('single sign-on through an organisation’s OpenID provider', () => {
  let server: TTestServer;
  let issuer: Awaited<ReturnType<typeof startOidcIssuer>>;
  let admin: THttpClient;
  let organizationId: string;
  let resetToken: string;
  /** A person of the domain who administers no organisation but their own. */
  let outsider: THttpClient;

  beforeAll(async () => {
    const port = await freePort();
    const productUrl = `http://127.0.0.1:${port}`;
    issuer = await startOidcIssuer({
      clientId: 'confirma-acme',
      clientSecret: CLIENT_SECRET,
      redirectUri: `${productUrl}/api/auth/sso/callback/acme-oidc`,
      account: { sub: 'acme-ana', email: 'ana.ruiz@acme.test', name: 'Ana Ruiz' },
    });
    server = await startTestServer({
      PORT: String(port),
      PUBLIC_URL: productUrl,
      SSO_IDP_ORIGINS: issuer.issuer,
    });
    admin = await signedInClient(server, 'it@acme.test');
    organizationId = (await accountOf(admin)).userUid;
    // A reset link asked for before the domain enforces its provider.
    await admin.post('/api/auth/request-password-reset', {
      email: 'it@acme.test',
      redirectTo: '/',
    });
    const { link } = await latestMailTo(server, 'it@acme.test');
    resetToken = new URL(link ?? '').pathname.split('/').at(-1) ?? '';
  });
  afterAll(async () => {
    await server?.close();
    await issuer?.close();
  });

  const registration = (overrides: Record<string, unknown> = {}) => ({
    providerId: 'acme-oidc',
    issuer: issuer.issuer,
    domain: 'acme.test',
    organizationId,
    oidcConfig: {
      clientId: 'confirma-acme',
      clientSecret: CLIENT_SECRET,
      discoveryEndpoint: issuer.discoveryUrl,
      pkce: true,
    },
    defaultRole: 'sender',
    enforced: true,
    ...overrides,
  });

  it('registers a provider only for the organisation one administers and one’s own domain', async () => {
    outsider = await signedInClient(server, 'eve@acme.test');
    const foreign = await outsider.post('/api/auth/sso/register', registration());
    expect(foreign.status).toBe(403);
    expect(ZProblem.parse(await foreign.json()).code).toBe('FORBIDDEN');

    const elsewhere = await admin.post(
      '/api/auth/sso/register',
      registration({ domain: 'other.test' }),
    );
    expect(elsewhere.status).toBe(403);

    const anonymous = createHttpClient(server.url);
    expect((await anonymous.post('/api/auth/sso/register', registration())).status).toBe(401);
  });

  it('keeps the client secret encrypted and the provider in its organisation', async () => {
    const response = await admin.post('/api/auth/sso/register', registration());
    expect(response.status).toBe(200);
    const { rows } = (await server.platform.database.db.execute(
      sql`select * from auth_sso_providers where provider_id = 'acme-oidc'`,
    )) as unknown as { rows: Record<string, unknown>[] };
    const row = rows[0] ?? {};
    expect(row).toMatchObject({
      organization_id: organizationId,
      default_role: 'sender',
      enforced: true,
    });
    expect(String(row.oidc_config)).not.toContain(CLIENT_SECRET);
    expect(String(row.oidc_config)).not.toContain('confirma-acme');

    // Listed to its organisation's admin without the secret; to nobody else.
    const listed = await (await admin.get('/api/auth/sso/providers')).text();
    expect(listed).toContain('acme-oidc');
    expect(listed).not.toContain(CLIENT_SECRET);
    expect(await (await outsider.get('/api/auth/sso/providers')).text()).not.toContain('acme-oidc');
  });

  it('signs in by e-mail domain through the provider and creates the account', async () => {
    const browser = createHttpClient(server.url);
    const start = await browser.post('/api/auth/sign-in/sso', {
      email: 'ana.ruiz@acme.test',
      callbackURL: '/#/profilepage',
    });
    expect(start.status).toBe(200);
    const { url } = ZAuthSsoStart.parse(await start.json());
    expect(url.startsWith(issuer.issuer)).toBe(true);
    const end = await followSignIn(url, browser, server.url);
    expect(end.url).toBe(`${server.url}/#/profilepage`);
    expect(await accountOf(browser)).toMatchObject({
      userEmail: 'ana.ruiz@acme.test',
      name: 'Ana Ruiz',
      credits: { currentcredits: 5 },
    });
    // Just in time: a member of the provider's organisation, with the provider's default role.
    const mine = ZMyOrganizations.parse(await (await browser.get('/api/organizations')).json());
    expect(mine.organizations.find((item) => item.id === organizationId)?.role).toBe('sender');
  });

  it('refuses a password sign-in, sign-up and reset for the enforced domain', async () => {
    const browser = createHttpClient(server.url);
    const calls = [
      ['/api/auth/sign-in/email', { email: 'it@acme.test', password: TEST_PASSWORD }],
      [
        '/api/auth/sign-up/email',
        { name: 'Bea', email: 'bea@ACME.test', password: TEST_PASSWORD, callbackURL: '/' },
      ],
      ['/api/auth/request-password-reset', { email: 'it@acme.test', redirectTo: '/' }],
      ['/api/auth/reset-password', { newPassword: `${TEST_PASSWORD}-2`, token: resetToken }],
    ] as const;
    for (const [path, body] of calls) {
      const response = await browser.post(path, body);
      expect(response.status, path).toBe(403);
      expect(ZProblem.parse(await response.json()).code, path).toBe('SSO_REQUIRED');
    }
    const elsewhere = await browser.post('/api/auth/sign-in/email', {
      email: 'nobody@other.test',
      password: TEST_PASSWORD,
    });
    expect(elsewhere.status).not.toBe(403);
  });
});
