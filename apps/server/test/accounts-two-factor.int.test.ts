import { ZAuditResponse } from '@confirma/contracts/admin';
import {
  ZAuthBackupCodes,
  ZAuthError,
  ZAuthSession,
  ZAuthSignInResponse,
  ZAuthTwoFactorEnabled,
  ZAuthTwoFactorRedirect,
  ZAuthTwoFactorVerified,
} from '@confirma/contracts/auth';
import { ZProblem } from '@confirma/contracts/errors';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setAdminRole, setPlatformRole } from '../src/modules/admin/index.ts';
import { createHttpClient, type THttpClient } from './support/http-client.ts';
import { latestMailTo } from './support/outbox.ts';
import { signedInClient, TEST_PASSWORD } from './support/sign-up.ts';
import { totpCode, totpSecretOf } from './support/totp.ts';
import { useTestServer } from './support/use-test-server.ts';

/**
 * Two-factor sign-in over HTTP, through better-auth's plugin behind our bridge: turned on
 * with the password and a first code from the app, then asked at every password sign-in;
 * the codes come from an RFC 6238 implementation of the test's own (support/totp.ts).
 */
describe('two-factor sign-in', () => {
  const server = useTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });

  async function withSecondFactor(email: string) {
    const client = await signedInClient(server(), email);
    const enabled = await client.post('/api/auth/two-factor/enable', { password: TEST_PASSWORD });
    expect(enabled.status).toBe(200);
    const setup = ZAuthTwoFactorEnabled.parse(await enabled.json());
    const secret = totpSecretOf(setup.totpURI);
    const confirmed = await client.post('/api/auth/two-factor/verify-totp', {
      code: totpCode(secret),
    });
    expect(confirmed.status).toBe(200);
    return { client, secret, uri: setup.totpURI, backupCodes: setup.backupCodes };
  }

  async function passwordStep(email: string) {
    const client = createHttpClient(server().url);
    const answer = await client.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(answer.status).toBe(200);
    return { client, challenge: ZAuthTwoFactorRedirect.parse(await answer.json()) };
  }

  const session = async (client: THttpClient) =>
    ZAuthSession.parse(await (await client.get('/api/auth/get-session')).json());

  it('is off until a code from the app confirms it, then asks every password sign-in for one', async () => {
    const email = 'totp@example.com';
    const client = await signedInClient(server(), email);
    const wrongPassword = await client.post('/api/auth/two-factor/enable', {
      password: 'not-the-password-1',
    });
    expect(wrongPassword.status).toBe(400);
    expect(ZAuthError.parse(await wrongPassword.json()).code).toBe('INVALID_PASSWORD');
    const setup = ZAuthTwoFactorEnabled.parse(
      await (await client.post('/api/auth/two-factor/enable', { password: TEST_PASSWORD })).json(),
    );
    expect(setup.totpURI).toMatch(/^otpauth:\/\/totp\/Confirma:totp%40example\.com\?/);
    expect(setup.backupCodes).toHaveLength(10);
    // Not confirmed yet: a sign-in still needs the password only.
    const before = createHttpClient(server().url);
    const plain = await before.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(ZAuthSignInResponse.safeParse(await plain.json()).success).toBe(true);
    const secret = totpSecretOf(setup.totpURI);
    await client.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) });
    expect((await session(client))?.user).toMatchObject({ twoFactorEnabled: true });

    const { client: browser, challenge } = await passwordStep(email);
    expect(challenge.twoFactorMethods).toEqual(['totp']);
    // The password alone opened no session.
    expect(await session(browser)).toBeNull();
    expect((await browser.get('/api/account')).status).toBe(401);
    const wrong = await browser.post('/api/auth/two-factor/verify-totp', { code: '000000' });
    expect(wrong.status).toBe(401);
    expect(ZAuthError.parse(await wrong.json()).code).toBe('INVALID_CODE');
    const right = await browser.post('/api/auth/two-factor/verify-totp', {
      code: totpCode(secret),
    });
    expect(right.status).toBe(200);
    expect(ZAuthTwoFactorVerified.parse(await right.json()).user.email).toBe(email);
    expect((await browser.get('/api/account')).status).toBe(200);
  });

  it('keeps the secret and the backup codes encrypted, never in clear', async () => {
    const email = 'stored@example.com';
    const { uri, backupCodes } = await withSecondFactor(email);
    const rows = await server().platform.database.db.execute(
      sql`select t.secret, t.backup_codes from auth_two_factors t join auth_users u on u.id = t.user_id where u.email = ${email}`,
    );
    const row = (rows as unknown as { rows: unknown[] }).rows[0] as {
      secret: string;
      backup_codes: string;
    };
    const stored = `${row.secret} ${row.backup_codes}`;
    expect(stored).not.toContain(new URL(uri).searchParams.get('secret'));
    for (const code of backupCodes) expect(stored).not.toContain(code);
  });

  it('takes each backup code once, and new codes void the old ones', async () => {
    const email = 'backup@example.com';
    const { client, backupCodes } = await withSecondFactor(email);
    const [first, second] = backupCodes as [string, string];
    const once = await passwordStep(email);
    const used = await once.client.post('/api/auth/two-factor/verify-backup-code', {
      code: first,
    });
    expect(used.status).toBe(200);
    const twice = await passwordStep(email);
    const again = await twice.client.post('/api/auth/two-factor/verify-backup-code', {
      code: first,
    });
    expect(again.status).toBe(401);
    expect(ZAuthError.parse(await again.json()).code).toBe('INVALID_BACKUP_CODE');

    const renewed = ZAuthBackupCodes.parse(
      await (
        await client.post('/api/auth/two-factor/generate-backup-codes', {
          password: TEST_PASSWORD,
        })
      ).json(),
    );
    expect(renewed.backupCodes).toHaveLength(10);
    const old = await twice.client.post('/api/auth/two-factor/verify-backup-code', {
      code: second,
    });
    expect(old.status).toBe(401);
    const fresh = await twice.client.post('/api/auth/two-factor/verify-backup-code', {
      code: renewed.backupCodes[0],
    });
    expect(fresh.status).toBe(200);
  });

  it('is turned off with the password only, and the sign-in asks for the password alone again', async () => {
    const email = 'off@example.com';
    const { client } = await withSecondFactor(email);
    const refused = await client.post('/api/auth/two-factor/disable', { password: 'nope-nope-1' });
    expect(refused.status).toBe(400);
    expect((await session(client))?.user).toMatchObject({ twoFactorEnabled: true });
    expect(
      (await client.post('/api/auth/two-factor/disable', { password: TEST_PASSWORD })).status,
    ).toBe(200);
    const browser = createHttpClient(server().url);
    const answer = await browser.post('/api/auth/sign-in/email', {
      email,
      password: TEST_PASSWORD,
    });
    expect(ZAuthSignInResponse.parse(await answer.json()).user.email).toBe(email);
  });

  it('ends a sign-in after five wrong codes, and locks the second factor after ten in a row', async () => {
    const email = 'guess@example.com';
    const { secret } = await withSecondFactor(email);
    const { client } = await passwordStep(email);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await client.post('/api/auth/two-factor/verify-totp', { code: '111111' })).status,
      ).toBe(401);
    }
    const spent = await client.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) });
    expect(spent.status).toBe(400);
    expect(ZAuthError.parse(await spent.json()).code).toBe('TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE');
    expect(await session(client)).toBeNull();
    // Five more on a new sign-in: ten in a row lock the account's second factor, the right
    // code included, for a quarter of an hour.
    const next = await passwordStep(email);
    for (let i = 0; i < 5; i += 1) {
      await next.client.post('/api/auth/two-factor/verify-totp', { code: '222222' });
    }
    const third = await passwordStep(email);
    const locked = await third.client.post('/api/auth/two-factor/verify-totp', {
      code: totpCode(secret),
    });
    expect(locked.status).toBe(429);
    expect(ZAuthError.parse(await locked.json()).code).toBe('ACCOUNT_TEMPORARILY_LOCKED');
    expect(await session(third.client)).toBeNull();
  });

  it('is turned off by an administrator for account recovery, with a reason: the person is told, the log says who', async () => {
    const email = 'lost-phone@example.com';
    await withSecondFactor(email);
    const admin = await signedInClient(server(), 'support@example.com');
    await setAdminRole(server().platform.database.db, {
      email: 'support@example.com',
      grant: true,
      by: 'test',
    });
    const { rows } = (await server().platform.database.db.execute(
      sql`select id from auth_users where email = ${email}`,
    )) as unknown as { rows: { id: string }[] };
    const userId = rows[0]?.id as string;
    const path = `/api/admin/accounts/${userId}/two-factor/reset`;
    const bare = await admin.post(path, { reason: '' });
    expect(bare.status).toBe(400);
    const reason = 'Identity checked by video call, DNI shown';
    const reset = await admin.post(path, { reason });
    expect(await reset.json()).toEqual({ userId, wasOn: true });
    const { mail } = await latestMailTo(server(), email);
    expect(mail.subject).toBe('Se ha desactivado la verificación en dos pasos de tu cuenta');
    const [entry] = ZAuditResponse.parse(
      await (await admin.get(`/api/admin/audit?action=two-factor.reset&targetId=${userId}`)).json(),
    ).entries;
    expect(entry).toMatchObject({ actorEmail: 'support@example.com', reason });
    // The password alone signs in again; a second reset finds nothing and records nothing.
    const browser = createHttpClient(server().url);
    const answer = await browser.post('/api/auth/sign-in/email', {
      email,
      password: TEST_PASSWORD,
    });
    expect(ZAuthSignInResponse.parse(await answer.json()).user.email).toBe(email);
    expect(await (await admin.post(path, { reason })).json()).toEqual({ userId, wasOn: false });
    const audit = ZAuditResponse.parse(
      await (await admin.get(`/api/admin/audit?action=two-factor.reset&targetId=${userId}`)).json(),
    );
    expect(audit.entries).toHaveLength(1);
  });

  it('offers none of the plugin’s other endpoints (an e-mailed code, the URI again)', async () => {
    const { client } = await withSecondFactor('other-endpoints@example.com');
    for (const path of ['/two-factor/send-otp', '/two-factor/get-totp-uri']) {
      const answer = await client.post(`/api/auth${path}`, { password: TEST_PASSWORD });
      expect(answer.status, path).toBe(404);
    }
  });
});

describe('two-factor sign-in, counted', () => {
  const server = useTestServer({ AUTH_SIGN_IN_LIMIT: '3', AUTH_EMAIL_LIMIT: '50' });

  it('counts the code checks from an address like its sign-ins: 429 problem+json past the limit', async () => {
    const email = 'counted@example.com';
    const client = await signedInClient(server(), email);
    const setup = ZAuthTwoFactorEnabled.parse(
      await (await client.post('/api/auth/two-factor/enable', { password: TEST_PASSWORD })).json(),
    );
    const secret = totpSecretOf(setup.totpURI);
    await client.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) });
    const browser = createHttpClient(server().url);
    await browser.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    const statuses: number[] = [];
    // The code that confirmed the app was the first of the three.
    for (let i = 0; i < 2; i += 1) {
      statuses.push(
        (await browser.post('/api/auth/two-factor/verify-totp', { code: '333333' })).status,
      );
    }
    const limited = await browser.post('/api/auth/two-factor/verify-totp', {
      code: totpCode(secret),
    });
    expect(statuses).toEqual([401, 401]);
    expect(limited.status).toBe(429);
    expect(ZProblem.parse(await limited.json()).code).toBe('RATE_LIMITED');
  });
});

describe('staff with two-step verification required (STAFF_SECOND_FACTOR)', () => {
  const server = useTestServer({ STAFF_SECOND_FACTOR: 'true', AUTH_EMAIL_LIMIT: '50' });

  it('keeps the back office and the review desk from an administrator and a reviewer until it is on', async () => {
    const db = () => server().platform.database.db;
    const admin = await signedInClient(server(), 'staff@example.com');
    await setAdminRole(db(), { email: 'staff@example.com', grant: true, by: 'test' });
    await setPlatformRole(db(), {
      email: 'staff@example.com',
      grant: true,
      by: 'test',
      role: 'reviewer',
    });
    for (const path of ['/api/admin/me', '/api/review/identifications']) {
      const refused = await admin.get(path);
      expect([path, refused.status]).toEqual([path, 403]);
      expect(ZProblem.parse(await refused.json()).code).toBe('SECOND_FACTOR_REQUIRED');
    }
    const setup = ZAuthTwoFactorEnabled.parse(
      await (await admin.post('/api/auth/two-factor/enable', { password: TEST_PASSWORD })).json(),
    );
    await admin.post('/api/auth/two-factor/verify-totp', {
      code: totpCode(totpSecretOf(setup.totpURI)),
    });
    for (const path of ['/api/admin/me', '/api/review/identifications']) {
      expect([path, (await admin.get(path)).status]).toEqual([path, 200]);
    }
  });
});
