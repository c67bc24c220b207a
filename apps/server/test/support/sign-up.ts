import { ZOutboxResponse } from '@confirma/contracts/outbox';
import { createHttpClient } from './http-client.ts';
import type { TTestServer } from './test-server.ts';

/**
 * A password every account of the tests may have: long and unguessable enough for the
 * sign-up's rule (packages/contracts/src/password-rule.ts).
 */
export const TEST_PASSWORD = 'Tejado-lirio-ancla-72';

/**
 * Registers, verifies through the e-mailed link and signs in: a browser with a session.
 * `headers` go with every call (`x-lang`: the interface language the web sends).
 */
export async function signedInClient(
  server: TTestServer,
  email: string,
  password = TEST_PASSWORD,
  headers: Record<string, string> = {},
) {
  const client = createHttpClient(server.url, headers);
  await client.post('/api/auth/sign-up/email', {
    name: 'Test User',
    email,
    password,
    callbackURL: '/',
  });
  await fetch(await verificationLink(server, email), { redirect: 'manual' });
  const response = await client.post('/api/auth/sign-in/email', { email, password });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return client;
}

/**
 * The link of the verification e-mail to `email`. It is queued once the sign-up's
 * transaction commits, which may be after the answer; an earlier e-mail to the address (an
 * invitation to an organisation) is not it. Waits for it, a bounded while.
 */
async function verificationLink(server: TTestServer, email: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    await server.worker.drain();
    const response = await fetch(
      `${server.url}/api/dev/outbox?channel=email&to=${encodeURIComponent(email)}`,
    );
    const { messages } = ZOutboxResponse.parse(await response.json());
    for (const message of messages) {
      const link = /https?:\/\/\S+/.exec(message.text)?.[0];
      if (link?.includes('/verify-email')) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no verification e-mail to ${email}`);
}
