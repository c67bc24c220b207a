import { ZProblem } from '@confirma/contracts/errors';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions, authUsers } from '../../src/modules/accounts/accounts-schema.ts';
import { declaredAccess } from '../../src/platform/http/access.ts';
import { DOCS_ROUTES } from '../../src/platform/http/openapi.ts';
import { createHttpClient, type THttpClient } from '../support/http-client.ts';
import { routesOf } from '../support/route-registry.ts';
import { signedInClient, TEST_PASSWORD } from '../support/sign-up.ts';
import type { TTestServer } from '../support/test-server.ts';
import { useTestServer } from '../support/use-test-server.ts';

const PASSWORD = TEST_PASSWORD;

/** better-auth endpoints the product does not use: each must be as absent as any other path. */
const UNUSED: [method: 'GET' | 'POST', path: string, body?: object][] = [
  ['POST', '/api/auth/delete-user', {}],
  ['POST', '/api/auth/delete-user', { password: PASSWORD }],
  ['GET', '/api/auth/delete-user/callback?token=x'],
  ['POST', '/api/auth/update-user', { name: 'Mallory' }],
  ['POST', '/api/auth/change-email', { newEmail: 'mallory@example.com' }],
  ['POST', '/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'otra-1234' }],
  ['GET', '/api/auth/list-sessions'],
  ['POST', '/api/auth/revoke-session', { token: 'x' }],
  ['POST', '/api/auth/revoke-sessions', {}],
  ['POST', '/api/auth/revoke-other-sessions', {}],
  ['POST', '/api/auth/update-session', {}],
  ['POST', '/api/auth/verify-password', { password: PASSWORD }],
  ['GET', '/api/auth/list-accounts'],
  ['POST', '/api/auth/link-social', { provider: 'google' }],
  ['POST', '/api/auth/unlink-account', { providerId: 'credential' }],
  ['POST', '/api/auth/refresh-token', { providerId: 'google' }],
  ['POST', '/api/auth/get-access-token', { providerId: 'google' }],
  ['GET', '/api/auth/account-info'],
  ['GET', '/api/auth/ok'],
  // Single sign-on: a provider changes or goes only behind our routes; no single logout.
  ['POST', '/api/auth/sso/update-provider', { providerId: 'x', domain: 'example.com' }],
  ['POST', '/api/auth/sso/delete-provider', { providerId: 'x' }],
  ['GET', '/api/auth/sso/get-provider?providerId=x'],
  ['POST', '/api/auth/sso/saml2/sp/slo/x', {}],
  ['GET', '/api/auth/sso/saml2/logout/x'],
  ['POST', '/api/auth/sso/callback', {}],
  // Exposed paths, other methods.
  ['POST', '/api/auth/get-session', {}],
  ['GET', '/api/auth/sign-out'],
];

/**
 * Every route anyone may call without an account, a token or a secret (`access: 'anonymous'`,
 * platform/http/README.md). A route joins this list on purpose or not at all.
 */
const ANONYMOUS = [
  // Public reads, the documentation, the platform's time stamps and certificates.
  'GET /api/health',
  'GET /api/config',
  'GET /api/account/sign-in-options',
  'GET /api/openapi.json',
  'GET /api/payments/methods',
  'GET /api/payments/products',
  'POST /api/tsa',
  'GET /api/pki/:name',
  // The platform CA's OCSP responder (POST and RFC 6960's GET form) and CRL, for validators.
  'POST /api/pki/ocsp',
  'GET /api/pki/ocsp/',
  'GET /api/pki/ocsp/*',
  'GET /api/pki/root.crl',
  'POST /api/verify',
  'GET /api/verify/operations/:operationUuid',
  // The public log of evidence anchors, for third parties to mirror.
  'GET /api/verify/anchors',
  'POST /api/verify/operations/:operationUuid/mirror',
  // An account's logo, as its e-mails show it (served only while an account uses it).
  'GET /api/brand-logos/:sha256',
  // An invitation to an organisation as its e-mailed link shows it (the id: 128 random bits).
  'GET /api/invitations/:invitationId',
  // Forms behind a proof of work, and the product's counters.
  'GET /api/contacts/challenge',
  'POST /api/contacts',
  'GET /api/demo/challenge',
  'POST /api/demo/operations',
  // A guest's check-in on an establishment's link (the token: 192 random bits; paid by the
  // establishment, behind a proof of work and per-IP and per-link daily limits).
  'GET /api/checkin/challenge',
  'GET /api/checkin/:token',
  'POST /api/checkin/:token',
  'GET /api/checkin/guest/:token',
  'POST /api/checkin/guest/:token',
  'POST /api/checkin/guest/:token/guests',
  'POST /api/checkin/guest/:token/minors',
  'POST /api/events',
  // Authentication itself: what they check is the credential they exchange.
  'GET /api/auth/*',
  'POST /api/auth/*',
  'POST /api/v2/login',
  'GET /api/v2/refresh',
  // A payment provider's event: its signature is checked by the provider's adapter.
  'POST /api/payments/webhooks/:provider',
  // The sandbox's hosted checkout (PAYMENTS_SANDBOX) and the development outbox (OUTBOX_ENABLED).
  'GET /sandbox-psp/checkout/:paymentId',
  'POST /sandbox-psp/checkout/:paymentId/pay',
  'POST /sandbox-psp/checkout/:paymentId/wallet',
  'POST /sandbox-psp/checkout/:paymentId/challenge',
  'POST /sandbox-psp/checkout/:paymentId/cancel',
  'GET /api/dev/contacts',
  'GET /api/dev/outbox',
];

async function userExists(server: TTestServer, email: string) {
  const rows = await server.platform.database.db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(eq(authUsers.email, email));
  return rows.length === 1;
}

async function call(client: THttpClient, method: 'GET' | 'POST', path: string, body?: object) {
  return method === 'GET' ? client.get(path) : client.post(path, body);
}

describe('the /api/auth surface', () => {
  const server = useTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });

  it('answers 404 problem+json to every better-auth endpoint the product does not use', async () => {
    const email = 'surface@example.com';
    const client = await signedInClient(server(), email, PASSWORD);
    for (const [method, path, body] of UNUSED) {
      const response = await call(client, method, path, body);
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 404 });
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      expect(ZProblem.parse(await response.json()).code).toBe('NOT_FOUND');
    }
    expect(await userExists(server(), email)).toBe(true);
    expect((await client.get('/api/account')).status).toBe(200);
    const sessions = await server()
      .platform.database.db.select({ id: authSessions.id })
      .from(authSessions)
      .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
      .where(eq(authUsers.email, email));
    expect(sessions).toHaveLength(1);
    const [user] = await server()
      .platform.database.db.select({ name: authUsers.name })
      .from(authUsers)
      .where(eq(authUsers.email, email));
    expect(user?.name).toBe('Test User');
  });

  it('still serves the session read and sign-out', async () => {
    const client = await signedInClient(server(), 'still@example.com', PASSWORD);
    const session = await client.get('/api/auth/get-session');
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ user: { email: 'still@example.com' } });
    expect((await client.post('/api/auth/sign-out', {})).status).toBe(200);
    expect(await (await client.get('/api/auth/get-session')).json()).toBeNull();
  });

  it('deletes an account only through DELETE /api/account, with the password', async () => {
    const email = 'only-way@example.com';
    const client = await signedInClient(server(), email, PASSWORD);
    expect((await client.post('/api/auth/delete-user', {})).status).toBe(404);
    expect((await client.delete('/api/account', { password: 'mala-clave' })).status).toBe(403);
    expect(await userExists(server(), email)).toBe(true);
    expect((await client.delete('/api/account', { password: PASSWORD })).status).toBe(204);
    expect(await userExists(server(), email)).toBe(false);
    const signIn = await createHttpClient(server().url).post('/api/auth/sign-in/email', {
      email,
      password: PASSWORD,
    });
    expect(signIn.status).toBe(401);
  });

  it('every route declares who may call it, the back office admin; the anonymous ones are listed', async () => {
    const declared = declaredAccess(server().app);
    // The documentation UI's routes (exempt) include twins Fastify adds without onRoute.
    const undeclared = routesOf(server(), '/').filter(
      (route) => !declared.has(route) && !route.split(' ')[1]?.startsWith(DOCS_ROUTES.url),
    );
    expect(undeclared).toEqual([]);
    const routes = [...declared].filter(([route]) => !route.startsWith('HEAD '));
    const admin = routes.filter(([route]) => route.split(' ')[1]?.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThan(10);
    expect(admin.filter(([, scope]) => scope !== 'admin')).toEqual([]);
    const anonymous = routes.filter(([, scope]) => scope === 'anonymous').map(([route]) => route);
    expect(anonymous.sort()).toEqual([...ANONYMOUS].sort());
  });
});
