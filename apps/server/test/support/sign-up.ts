import { createHttpClient } from './http-client.ts';
import { latestMailTo } from './outbox.ts';
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
  const { link } = await latestMailTo(server, email);
  await fetch(link ?? '', { redirect: 'manual' });
  const response = await client.post('/api/auth/sign-in/email', { email, password });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return client;
}
