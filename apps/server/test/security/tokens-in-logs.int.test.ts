import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../support/http-client.ts';
import {
  bearer,
  createOperation,
  invitationToken,
  outboxTo,
  PHONE,
  prepareOtpSignature,
  signedInSender,
  signerData,
} from '../support/operations.ts';
import { latestMailTo } from '../support/outbox.ts';
import { TEST_PASSWORD } from '../support/sign-up.ts';
import { startTestServer, type TTestServer } from '../support/test-server.ts';

/** The query parameter `name` of a link (URL-decoded), or a failure naming the link. */
function queryOf(link: string | undefined, name: string): string {
  const value = new URL(link ?? 'http://x/').searchParams.get(name);
  if (!value) throw new Error(`no ${name} in ${link}`);
  return value;
}

/**
 * Every credential the product hands out, followed through a whole flow with the real
 * logger at its most talkative level: none may reach the log, in a path, a query, a header
 * or a message, whole or URL-encoded.
 */
describe('tokens and the request log', () => {
  const lines: string[] = [];
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer(
      {
        LOG_LEVEL: 'trace',
        AUTH_SIGN_IN_LIMIT: '50',
        AUTH_EMAIL_LIMIT: '50',
        // One byte: the confirmation sends download links (file tokens) instead of files.
        MAIL_ATTACHMENTS_MAX_BYTES: '1',
      },
      { log: { write: (line: string) => void lines.push(line) } },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('logs none of the tokens issued from sign-up to the signed download', async () => {
    const issued = new Map<string, string>();
    const email = 'registro-log@example.com';
    const web = createHttpClient(server.url, { 'x-lang': 'es' });
    await web.post('/api/auth/sign-up/email', {
      name: 'Lola Log',
      email,
      password: TEST_PASSWORD,
      callbackURL: '/',
    });
    const verification = (await latestMailTo(server, email)).link;
    issued.set('e-mail verification', queryOf(verification, 'token'));
    expect((await fetch(verification ?? '', { redirect: 'manual' })).status).toBe(302);

    await web.post('/api/auth/request-password-reset', { email, redirectTo: '/#/resetpassword' });
    const resetLink = (await latestMailTo(server, email)).link ?? '';
    const resetToken = new URL(resetLink).pathname.split('/').at(-1) ?? '';
    issued.set('password reset', resetToken);
    const landing = await fetch(resetLink, { redirect: 'manual' });
    const page = new URL(landing.headers.get('location') ?? '', server.url);
    expect(page.searchParams.get('token')).toBe(resetToken);
    // The browser follows the redirect to the web client, the token in its query.
    await fetch(page);
    const newPassword = `${TEST_PASSWORD}-nueva`;
    const reset = await web.post('/api/auth/reset-password', { newPassword, token: resetToken });
    expect(reset.status).toBe(200);

    const signIn = await web.post('/api/auth/sign-in/email', { email, password: newPassword });
    expect(signIn.status).toBe(200);
    issued.set('session (answer)', ((await signIn.json()) as { token: string }).token);
    for (const [name, value] of web.jar) issued.set(`cookie ${name}`, value);

    const sessionToken = await (await web.post('/api/v2/login')).text();
    issued.set('account token (session)', sessionToken);
    const credential = (await (
      await web.post('/api/account/api-credentials', { label: 'logs', scope: 'admin' })
    ).json()) as { username: string; secret: string };
    issued.set('API secret', credential.secret);
    const api = createHttpClient(server.url);
    const apiLogin = await api.post('/api/v2/login', {
      username: credential.username,
      userpassword: credential.secret,
    });
    const apiToken = await apiLogin.text();
    issued.set('account token (API credential)', apiToken);
    const refreshed = await api.get('/api/v2/refresh', bearer(apiToken));
    issued.set('account token (refreshed)', ((await refreshed.json()) as { token: string }).token);

    const sender = await signedInSender(server, 'remitente-log@example.com');
    issued.set('account token (sender)', sender.token);
    const signer = 'firmante-log@example.com';
    const { op, doc } = await createOperation(server, sender.token, [
      { signerData: signerData(signer), signaturesType: ['SIMPLE'] },
    ]);
    const signerToken = await invitationToken(server, signer);
    issued.set('signer token', signerToken);
    // The framable signing page takes the signer's token in its query.
    await fetch(`${server.url}/embed/signing?token=${encodeURIComponent(signerToken)}`);
    const sign = await prepareOtpSignature(server, op, doc, signerToken, PHONE);
    expect((await sign()).status).toBe(200);
    const [confirmation] = await outboxTo(server, signer, 'email');
    const downloads = [
      ...(confirmation?.text ?? '').matchAll(/https?:\/\/\S+\/api\/v2\/files\S+/g),
    ];
    expect(downloads.length).toBeGreaterThan(0);
    for (const [link] of downloads) {
      issued.set(`file token ${link.slice(-8)}`, queryOf(link, 'token'));
      const file = await fetch(link);
      expect(file.status).toBe(200);
      await file.arrayBuffer();
    }

    const log = lines.join('');
    const leaked = [...issued].filter(
      ([, token]) => log.includes(token) || log.includes(encodeURIComponent(token)),
    );
    expect(leaked.map(([name]) => name)).toEqual([]);
    // The requests that carried them were logged, without them.
    expect(log).toContain('/api/auth/reset-password/[redacted]');
    expect(log).toContain('/api/v2/files?token=[redacted]');
  });
});
