import { createHttpClient } from '../apps/server/test/support/http-client.ts';
import { TEST_PASSWORD } from '../apps/server/test/support/sign-up.ts';
import { uploadRequest } from './upload-body.ts';

/** An integrator ready to load the server: its token, what it creates, a signer's link. */
export interface TIntegrator {
  publicUrl: string;
  domainUuid: string;
  token: string;
  /** The creation request the load sends (one signer, the 1-page PDF uploaded). */
  createBody: string;
  operationId: string;
  signerToken: string;
}

async function verificationLink(url: string, email: string): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const response = await fetch(
      `${url}/api/dev/outbox?channel=email&to=${encodeURIComponent(email)}`,
    );
    const { messages } = (await response.json()) as { messages: { text: string }[] };
    const link = /https?:\/\/\S+/.exec(messages[0]?.text ?? '')?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification e-mail to ${email} within 60 s`);
}

/**
 * Signs an account up through the API (the e-mailed link from the outbox: a worker must
 * run), gives it credits (`grant`, straight in the database) and creates one operation,
 * whose signer the load then plays.
 */
export async function registerIntegrator(
  url: string,
  pdfB64: string,
  grant: (userId: string) => Promise<void>,
): Promise<TIntegrator> {
  const email = `load-${Date.now()}@example.com`;
  const password = TEST_PASSWORD;
  const client = createHttpClient(url);
  await client.post('/api/auth/sign-up/email', { name: 'Load', email, password, callbackURL: '/' });
  await fetch(await verificationLink(url, email), { redirect: 'manual' });
  const signIn = await client.post('/api/auth/sign-in/email', { email, password });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
  const { userUid } = (await (await client.get('/api/account')).json()) as { userUid: string };
  await grant(userUid);
  const token = await (await client.post('/api/v2/login')).text();
  const { domainUuid } = (await (await fetch(`${url}/api/config`)).json()) as {
    domainUuid: string;
  };
  const createBody = JSON.stringify(uploadRequest(pdfB64));
  const created = await fetch(`${url}/api/v2/create/withotpandtoken/${domainUuid}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: createBody,
  });
  if (created.status !== 200) throw new Error(`create answered ${created.status}`);
  const { loginautToken, uuids } = (await created.json()) as {
    loginautToken: string;
    uuids: string[];
  };
  return {
    publicUrl: url,
    domainUuid,
    token,
    createBody,
    operationId: uuids[0] ?? '',
    signerToken: loginautToken,
  };
}
