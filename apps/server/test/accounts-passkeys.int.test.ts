import {
  ZAuthPasskey,
  ZAuthPasskeyOptions,
  ZAuthPasskeySignIn,
  ZAuthPasskeys,
  ZAuthPasskeyUpdated,
  ZAuthTwoFactorEnabled,
} from '@confirma/contracts/auth';
import { ZProblem } from '@confirma/contracts/errors';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createHttpClient, type THttpClient } from './support/http-client.ts';
import { softPasskey } from './support/passkey-authenticator.ts';
import { signedInClient, TEST_PASSWORD } from './support/sign-up.ts';
import { totpCode, totpSecretOf } from './support/totp.ts';
import { useTestServer } from './support/use-test-server.ts';

/**
 * Passkeys over HTTP, through better-auth's passkey plugin behind our bridge, with a
 * software authenticator (support/passkey-authenticator.ts) in the browser's place.
 */
describe('passkeys', () => {
  const server = useTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });

  const problem = async (response: Response) => ZProblem.parse(await response.json());
  const challengeOf = async (response: Response) => {
    expect(response.status).toBe(200);
    return ZAuthPasskeyOptions.parse(await response.json()).challenge;
  };

  async function withPasskey(email: string, options: { userVerified?: boolean } = {}) {
    const client = await signedInClient(server(), email);
    const key = softPasskey({ origin: server().url, ...options });
    const challenge = await challengeOf(
      await client.get('/api/auth/passkey/generate-register-options'),
    );
    const added = await client.post('/api/auth/passkey/verify-registration', {
      response: key.register(challenge),
      name: 'Portátil',
    });
    return { client, key, added };
  }

  async function signInWith(key: ReturnType<typeof softPasskey>, browser?: THttpClient) {
    const client = browser ?? createHttpClient(server().url);
    const challenge = await challengeOf(
      await client.get('/api/auth/passkey/generate-authenticate-options'),
    );
    const answer = await client.post('/api/auth/passkey/verify-authentication', {
      response: key.authenticate(challenge),
    });
    return { client, answer };
  }

  async function signedInWithOf(email: string) {
    const rows = await server().platform.database.db.execute(
      sql`select s.signed_in_with from auth_sessions s join auth_users u on u.id = s.user_id
          where u.email = ${email} order by s.created_at desc limit 1`,
    );
    return (rows as unknown as { rows: { signed_in_with: string | null }[] }).rows[0]
      ?.signed_in_with;
  }

  it('adds a named passkey to a signed-in account, lists it, signs in with it (a passkey session)', async () => {
    const email = 'passkey@example.com';
    const { client, key, added } = await withPasskey(email);
    expect(added.status).toBe(200);
    expect(ZAuthPasskey.parse(await added.json()).name).toBe('Portátil');
    const listed = ZAuthPasskeys.parse(
      await (await client.get('/api/auth/passkey/list-user-passkeys')).json(),
    );
    expect(listed.map((passkey) => passkey.name)).toEqual(['Portátil']);

    const { client: browser, answer } = await signInWith(key);
    expect(answer.status).toBe(200);
    expect(ZAuthPasskeySignIn.parse(await answer.json()).user.email).toBe(email);
    expect((await browser.get('/api/account')).status).toBe(200);
    expect(await signedInWithOf(email)).toBe('passkey');
  });

  it('refuses a registration or a sign-in whose authenticator did not verify its user', async () => {
    const { added } = await withPasskey('no-uv@example.com', { userVerified: false });
    expect(added.status).toBe(400);
    expect((await problem(added)).code).toBe('PASSKEY_USER_NOT_VERIFIED');

    const { key } = await withPasskey('uv-later@example.com');
    const client = createHttpClient(server().url);
    const challenge = await challengeOf(
      await client.get('/api/auth/passkey/generate-authenticate-options'),
    );
    const answer = await client.post('/api/auth/passkey/verify-authentication', {
      response: key.authenticate(challenge, false),
    });
    expect(answer.status).toBe(400);
    expect((await problem(answer)).code).toBe('PASSKEY_USER_NOT_VERIFIED');
    expect((await client.get('/api/account')).status).toBe(401);
  });

  it('answers a bad or replayed response, and an unknown passkey, with our problem codes', async () => {
    const { key } = await withPasskey('bad@example.com');
    const client = createHttpClient(server().url);
    // No challenge asked: nothing to answer.
    const early = await client.post('/api/auth/passkey/verify-authentication', {
      response: key.authenticate('bm8tY2hhbGxlbmdl'),
    });
    expect(early.status).toBe(400);
    expect((await problem(early)).code).toBe('PASSKEY_CHALLENGE_EXPIRED');
    // A signature over another challenge.
    await challengeOf(await client.get('/api/auth/passkey/generate-authenticate-options'));
    const wrong = await client.post('/api/auth/passkey/verify-authentication', {
      response: key.authenticate('b3RoZXItY2hhbGxlbmdl'),
    });
    expect(wrong.status).toBe(400);
    expect((await problem(wrong)).code).toBe('PASSKEY_NOT_VERIFIED');
    // The challenge went with that try.
    const replay = await client.post('/api/auth/passkey/verify-authentication', {
      response: key.authenticate('b3RoZXItY2hhbGxlbmdl'),
    });
    expect((await problem(replay)).code).toBe('PASSKEY_CHALLENGE_EXPIRED');
    const stranger = softPasskey({ origin: server().url });
    const unknown = await signInWith(stranger);
    expect(unknown.answer.status).toBe(401);
    expect((await problem(unknown.answer)).code).toBe('PASSKEY_NOT_RECOGNISED');
    const garbage = await client.post('/api/auth/passkey/verify-authentication', {
      response: 'nope',
    });
    expect(garbage.status).toBe(400);
    expect((await problem(garbage)).code).toBe('VALIDATION_FAILED');
  });

  it('asks a recent session to add a passkey, and a broken registration response is refused clearly', async () => {
    const visitor = createHttpClient(server().url);
    const anonymous = await visitor.get('/api/auth/passkey/generate-register-options');
    expect(anonymous.status).toBe(401);
    expect((await problem(anonymous)).code).toBe('UNAUTHORIZED');
    const client = await signedInClient(server(), 'broken@example.com');
    await challengeOf(await client.get('/api/auth/passkey/generate-register-options'));
    const broken = await client.post('/api/auth/passkey/verify-registration', {
      response: { id: 'x', rawId: 'x', type: 'public-key', response: {} },
    });
    expect(broken.status).toBe(400);
    expect((await problem(broken)).code).toBe('PASSKEY_NOT_VERIFIED');
    // A session signed in over a day ago adds none: better-auth's freshness rule.
    await server().platform.database.db.execute(
      sql`update auth_sessions set created_at = now() - interval '2 days'
          where user_id = (select id from auth_users where email = 'broken@example.com')`,
    );
    const stale = await client.get('/api/auth/passkey/generate-register-options');
    expect(stale.status).toBe(403);
    expect((await problem(stale)).code).toBe('RECENT_SIGN_IN_REQUIRED');
  });

  it("renames and removes only the user's own passkeys: another account's is not found", async () => {
    const { client } = await withPasskey('owner@example.com');
    const [mine] = ZAuthPasskeys.parse(
      await (await client.get('/api/auth/passkey/list-user-passkeys')).json(),
    );
    const other = await signedInClient(server(), 'intruder@example.com');
    const remove = await other.post('/api/auth/passkey/delete-passkey', { id: mine?.id });
    expect(remove.status).toBe(404);
    expect((await problem(remove)).code).toBe('NOT_FOUND');
    const rename = await other.post('/api/auth/passkey/update-passkey', {
      id: mine?.id,
      name: 'Mío',
    });
    expect((await problem(rename)).code).toBe('NOT_FOUND');
    const anonymous = await createHttpClient(server().url).post(
      '/api/auth/passkey/delete-passkey',
      { id: mine?.id },
    );
    expect((await problem(anonymous)).code).toBe('UNAUTHORIZED');

    const renamed = await client.post('/api/auth/passkey/update-passkey', {
      id: mine?.id,
      name: 'Teléfono',
    });
    expect(ZAuthPasskeyUpdated.parse(await renamed.json()).passkey.name).toBe('Teléfono');
    const emptyName = await client.post('/api/auth/passkey/update-passkey', {
      id: mine?.id,
      name: ' ',
    });
    expect((await problem(emptyName)).code).toBe('VALIDATION_FAILED');
    expect((await client.post('/api/auth/passkey/delete-passkey', { id: mine?.id })).status).toBe(
      200,
    );
    expect(await (await client.get('/api/auth/passkey/list-user-passkeys')).json()).toEqual([]);
  });

  it("keeps the plugin's other endpoints closed", async () => {
    const client = await signedInClient(server(), 'closed@example.com');
    for (const [method, path] of [
      ['POST', '/api/auth/passkey/generate-register-options'],
      ['GET', '/api/auth/passkey/verify-authentication'],
      ['GET', '/api/auth/passkey/delete-passkey'],
      ['POST', '/api/auth/passkey/list-user-passkeys'],
      ['GET', '/api/auth/passkey/unknown'],
    ] as const) {
      const answer = await client.send(method, path);
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
  });

  it('records how each session signed in: the password, with a code of the app or a backup code; a replaced session keeps it', async () => {
    const email = 'recorded@example.com';
    const client = await signedInClient(server(), email);
    expect(await signedInWithOf(email)).toBe('password');
    const setup = ZAuthTwoFactorEnabled.parse(
      await (await client.post('/api/auth/two-factor/enable', { password: TEST_PASSWORD })).json(),
    );
    const secret = totpSecretOf(setup.totpURI);
    // Turning two-step sign-in on replaces the session: it still signed in with the password.
    await client.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) });
    expect(await signedInWithOf(email)).toBe('password');
    const withCode = createHttpClient(server().url);
    await withCode.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(
      (await withCode.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) })).status,
    ).toBe(200);
    expect(await signedInWithOf(email)).toBe('password+totp');
    const withBackup = createHttpClient(server().url);
    await withBackup.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    await withBackup.post('/api/auth/two-factor/verify-backup-code', {
      code: setup.backupCodes[0],
    });
    expect(await signedInWithOf(email)).toBe('password+backup-code');
  });
});
