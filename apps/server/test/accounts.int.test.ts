import { ZAccountDocument } from '@confirma/contracts/account';
import {
  ZAuthError,
  ZAuthSession,
  ZAuthSignInResponse,
  ZAuthSignUpResponse,
  ZAuthStatusResponse,
} from '@confirma/contracts/auth';
import { ZProblem } from '@confirma/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from './support/http-client.ts';
import { latestMailTo } from './support/outbox.ts';
import { TEST_PASSWORD as PASSWORD } from './support/sign-up.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';

const OTHER_PASSWORD = 'Otra-frase-de-paso-91';
const NEW_PASSWORD = 'Nueva-ancla-del-tejado-5';

describe('accounts over HTTP', () => {
  let server: TTestServer;

  beforeAll(async () => {
    server = await startTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function register(email: string, lang = 'es', name = 'Lucía Pérez') {
    const client = createHttpClient(server.url, { 'x-lang': lang });
    const response = await client.post('/api/auth/sign-up/email', {
      name,
      email,
      password: PASSWORD,
      callbackURL: '/#/loginpage?verified=1',
    });
    expect(response.status).toBe(200);
    // better-auth's answers, read with the contracts the web (and its fakes) rely on.
    expect(ZAuthSignUpResponse.parse(await response.json()).user.email).toBe(email);
    return client;
  }

  async function verify(email: string) {
    const { link } = await latestMailTo(server, email);
    if (!link) throw new Error('no link in the verification mail');
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toContain('/#/loginpage?verified=1');
  }

  it('registers, verifies by the e-mail link, signs in and sees 5/0/5 credits', async () => {
    const email = 'lucia@example.com';
    const client = await register(email);
    const { mail } = await latestMailTo(server, email);
    expect(mail.subject).toBe('Confirma tu dirección de correo');
    expect(mail.text).toContain('Hola Lucía Pérez');

    const early = await client.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(early.status).toBe(403);
    expect(ZAuthError.parse(await early.json()).code).toBe('EMAIL_NOT_VERIFIED');
    const again = await client.post('/api/auth/send-verification-email', {
      email,
      callbackURL: '/#/loginpage?verified=1',
    });
    expect(ZAuthStatusResponse.parse(await again.json()).status).toBe(true);

    await verify(email);
    const signIn = await client.post('/api/auth/sign-in/email', {
      email,
      password: PASSWORD,
      rememberMe: true,
    });
    expect(signIn.status).toBe(200);
    expect(ZAuthSignInResponse.parse(await signIn.json()).user.emailVerified).toBe(true);
    const session = ZAuthSession.parse(await (await client.get('/api/auth/get-session')).json());
    expect(session?.user.email).toBe(email);
    const cookie = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith('confirma.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=\d+/i);

    const account = ZAccountDocument.parse(await (await client.get('/api/account')).json());
    expect(account).toMatchObject({
      userEmail: email,
      emailVerified: true,
      credits: { currentcredits: 5, usedcredits: 0, totalcredits: 5, debt: 0 },
      subscriptions: { currentsubscription: null, subscriptionStartDate: null },
    });
    expect(account.lastloginDate).not.toBeNull();

    const history = (await (await client.get('/api/account/history')).json()) as {
      entries: { reason: string; amount: number }[];
    };
    expect(history.entries).toEqual([
      expect.objectContaining({ reason: 'signup_bonus', amount: 5 }),
    ]);
  });

  it('copies the name given at sign-up into the profile: first word, then the rest', async () => {
    const profileOf = async (email: string, name: string) => {
      const client = await register(email, 'es', name);
      await verify(email);
      await client.post('/api/auth/sign-in/email', { email, password: PASSWORD });
      const account = ZAccountDocument.parse(await (await client.get('/api/account')).json());
      return { client, account };
    };
    const { client, account } = await profileOf('nombre@example.com', '  María  José García ');
    expect(account.profile).toMatchObject({ firstname: 'María', lastname: 'José García' });
    expect((await profileOf('solo@example.com', 'Cher')).account.profile).toMatchObject({
      firstname: 'Cher',
      lastname: '',
    });

    // What the user then writes in the profile is theirs: a later sign-in keeps it, and a
    // new sign-up attempt with the same address changes nothing.
    const edited = { ...account.profile, firstname: 'María José', lastname: 'García' };
    expect((await client.patch('/api/account/profile', edited)).status).toBe(200);
    await createHttpClient(server.url).post('/api/auth/sign-up/email', {
      name: 'Someone Else',
      email: 'nombre@example.com',
      password: OTHER_PASSWORD,
      callbackURL: '/#/loginpage?verified=1',
    });
    const again = createHttpClient(server.url);
    await again.post('/api/auth/sign-in/email', {
      email: 'nombre@example.com',
      password: PASSWORD,
    });
    const after = ZAccountDocument.parse(await (await again.get('/api/account')).json());
    expect(after.profile).toMatchObject({ firstname: 'María José', lastname: 'García' });
  });

  it('answers a sign-up with a known address like any other (no enumeration)', async () => {
    const email = 'twice@example.com';
    await register(email);
    await verify(email);
    const again = await createHttpClient(server.url).post('/api/auth/sign-up/email', {
      name: 'Someone Else',
      email,
      password: OTHER_PASSWORD,
      callbackURL: '/#/loginpage?verified=1',
    });
    expect(again.status).toBe(200);
    const client = createHttpClient(server.url);
    expect(
      (await client.post('/api/auth/sign-in/email', { email, password: PASSWORD })).status,
    ).toBe(200);
  });

  it('refuses account changes from another site', async () => {
    const email = 'csrf@example.com';
    const client = await register(email);
    await verify(email);
    await client.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    const cookie = [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const refused = await fetch(`${server.url}/api/account`, {
      method: 'DELETE',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(refused.status).toBe(403);
    expect((await client.get('/api/account')).status).toBe(200);
  });

  it('gives a browser-session cookie when "remember me" is off', async () => {
    const email = 'short@example.com';
    const client = await register(email);
    await verify(email);
    const signIn = await client.post('/api/auth/sign-in/email', {
      email,
      password: PASSWORD,
      rememberMe: false,
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith('confirma.session_token='));
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
  });

  it('refuses a wrong password and anonymous account reads', async () => {
    const email = 'wrong@example.com';
    const client = await register(email);
    await verify(email);
    const response = await client.post('/api/auth/sign-in/email', { email, password: 'otraclave' });
    expect(response.status).toBe(401);
    expect(ZAuthError.parse(await response.json()).code).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(
      ZAuthSession.parse(
        await (await createHttpClient(server.url).get('/api/auth/get-session')).json(),
      ),
    ).toBeNull();
    const anonymous = await createHttpClient(server.url).get('/api/account');
    expect(anonymous.status).toBe(401);
    expect(ZProblem.parse(await anonymous.json()).code).toBe('UNAUTHORIZED');
  });

  it('edits the profile with the shared schema and rejects too-long fields', async () => {
    const email = 'perfil@example.com';
    const client = await register(email);
    await verify(email);
    await client.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    const profile = {
      firstname: 'Lucía',
      lastname: 'Pérez Gómez',
      alias: 'lu',
      phone: '+34600111222',
      address: 'Calle Mayor 1',
      postalcode: '28013',
      city: 'Madrid',
      state: 'Madrid',
      country: 'España',
      companyName: 'Pérez Consultores S.L.',
      taxId: 'B12345678',
      establishmentName: 'Hostal Las Acacias',
      establishmentAddress: 'Calle Mayor 1, 28013 Madrid',
      establishmentRegistry: 'HM-4321',
    };
    const saved = await client.patch('/api/account/profile', profile);
    expect(saved.status).toBe(200);
    expect(ZAccountDocument.parse(await saved.json()).profile).toEqual(profile);
    const tooLong = await client.patch('/api/account/profile', {
      ...profile,
      phone: '1'.repeat(13),
    });
    expect(tooLong.status).toBe(400);
    const problem = ZProblem.parse(await tooLong.json());
    expect(problem.errors?.map((issue) => issue.path)).toEqual(['body.phone']);
  });

  it('resets a forgotten password by the e-mailed link and ends the other sessions', async () => {
    const email = 'olvido@example.com';
    const first = await register(email, 'en');
    await verify(email);
    await first.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect((await first.get('/api/account')).status).toBe(200);

    const unknown = await first.post('/api/auth/request-password-reset', {
      email: 'nobody@example.com',
      redirectTo: '/#/resetpassword',
    });
    const known = await first.post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/#/resetpassword',
    });
    expect(unknown.status).toBe(known.status);
    const answer = await known.text();
    expect(await unknown.text()).toBe(answer);
    expect(ZAuthStatusResponse.parse(JSON.parse(answer)).status).toBe(true);

    const { mail, link } = await latestMailTo(server, email);
    expect(mail.subject).toBe('Reset your Confirma password');
    const redirect = await fetch(link ?? '', { redirect: 'manual' });
    const location = redirect.headers.get('location') ?? '';
    const token = new URL(location, server.url).searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await createHttpClient(server.url).post('/api/auth/reset-password', {
      newPassword: NEW_PASSWORD,
      token,
    });
    expect(reset.status).toBe(200);
    expect(ZAuthStatusResponse.parse(await reset.json()).status).toBe(true);
    const reused = await createHttpClient(server.url).post('/api/auth/reset-password', {
      newPassword: OTHER_PASSWORD,
      token,
    });
    expect(reused.status).toBe(400);
    expect(ZAuthError.parse(await reused.json()).code).toBe('INVALID_TOKEN');
    expect((await first.get('/api/account')).status).toBe(401);
    const again = createHttpClient(server.url);
    expect(
      (await again.post('/api/auth/sign-in/email', { email, password: PASSWORD })).status,
    ).toBe(401);
    expect(
      (await again.post('/api/auth/sign-in/email', { email, password: NEW_PASSWORD })).status,
    ).toBe(200);
  });

  /** The problem's code of a refused call (problem+json), or better-auth's own code. */
  const codeOf = async (response: Response) => ((await response.json()) as { code?: string }).code;

  it('refuses 123456, a breached and a guessable password at sign-up, creating nothing', async () => {
    const email = 'marta.ibanez@example.com';
    const signUp = (password: string) =>
      createHttpClient(server.url).post('/api/auth/sign-up/email', {
        name: 'Marta Ibáñez',
        email,
        password,
        callbackURL: '/',
      });
    const refusals: [string, string][] = [
      ['123456', 'PASSWORD_TOO_SHORT'],
      ['x'.repeat(129), 'PASSWORD_TOO_LONG'],
      ['qwerty123456', 'PASSWORD_BREACHED'],
      ['aaaaaaaaaaaaaaaa', 'PASSWORD_GUESSABLE'],
      // Her own name and address, which anyone trying her account knows.
      ['martaibanez1990', 'PASSWORD_GUESSABLE'],
    ];
    for (const [password, code] of refusals) {
      const refused = await signUp(password);
      expect(refused.status, password).toBe(400);
      expect(refused.headers.get('content-type')).toContain('application/problem+json');
      expect(await codeOf(refused), password).toBe(code);
    }
    await expect(latestMailTo(server, email)).rejects.toThrow('no e-mail');
    expect((await signUp(PASSWORD)).status).toBe(200);
    expect((await latestMailTo(server, email)).mail.subject).toBe(
      'Confirma tu dirección de correo',
    );
  });

  it('refuses a weak new password at a reset: the old one stands and the link still works', async () => {
    const email = 'reinicio.debil@example.com';
    await register(email, 'es', 'Bruno Salas');
    await verify(email);
    await createHttpClient(server.url).post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/#/resetpassword',
    });
    const { link } = await latestMailTo(server, email);
    const redirect = await fetch(link ?? '', { redirect: 'manual' });
    const token = new URL(redirect.headers.get('location') ?? '', server.url).searchParams.get(
      'token',
    );
    const reset = (newPassword: string, resetToken = token) =>
      createHttpClient(server.url).post('/api/auth/reset-password', {
        newPassword,
        token: resetToken,
      });
    for (const [password, code] of [
      ['123456', 'PASSWORD_TOO_SHORT'],
      ['password1234', 'PASSWORD_BREACHED'],
      ['brunosalas2024', 'PASSWORD_GUESSABLE'],
    ] as const) {
      const refused = await reset(password);
      expect(refused.status, password).toBe(400);
      expect(await codeOf(refused), password).toBe(code);
    }
    // A made-up token is better-auth's to refuse: nothing is estimated for it.
    const madeUp = await reset('brunosalas2024', 'made-up-token');
    expect(madeUp.status).toBe(400);
    expect(ZAuthError.parse(await madeUp.json()).code).toBe('INVALID_TOKEN');
    const signIn = (password: string) =>
      createHttpClient(server.url).post('/api/auth/sign-in/email', { email, password });
    expect((await signIn(PASSWORD)).status).toBe(200);
    expect((await reset(NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(NEW_PASSWORD)).status).toBe(200);
  });

  it('exports the personal data and erases the account after the password', async () => {
    const email = 'borrar@example.com';
    const client = await register(email);
    await verify(email);
    await client.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    const exported = await client.get('/api/account/export');
    expect(exported.headers.get('content-disposition')).toContain('attachment');
    const data = (await exported.json()) as Record<string, unknown>;
    expect(data).toMatchObject({ account: { userEmail: email } });
    expect(JSON.stringify(data)).not.toMatch(/password|token/i);

    expect((await client.delete('/api/account', { password: 'mala-clave' })).status).toBe(403);
    expect((await client.delete('/api/account', { password: PASSWORD })).status).toBe(204);
    expect((await client.get('/api/account')).status).toBe(401);
    const signIn = await createHttpClient(server.url).post('/api/auth/sign-in/email', {
      email,
      password: PASSWORD,
    });
    expect(signIn.status).toBe(401);
  });
});

describe('rate limits on authentication', () => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer({ AUTH_SIGN_IN_LIMIT: '3', AUTH_EMAIL_LIMIT: '2' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 429 problem+json with Retry-After after the sign-in limit', async () => {
    const client = createHttpClient(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await client.post('/api/auth/sign-in/email', {
        email: 'x@example.com',
        password: 'whatever1',
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(ZProblem.parse(await response.json()).code).toBe('RATE_LIMITED');
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('limits reset e-mails per address', async () => {
    const client = createHttpClient(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await client.post('/api/auth/request-password-reset', {
        email: 'target@example.com',
        redirectTo: '/#/resetpassword',
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
