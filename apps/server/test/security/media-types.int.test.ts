import { ZProblem } from '@confirma/contracts/errors';
import { describe, expect, it } from 'vitest';
import type { THttpClient } from '../support/http-client.ts';
import { signedInClient } from '../support/sign-up.ts';
import { useTestServer } from '../support/use-test-server.ts';

/** A raw request with the browser's cookies and origin, the body and headers exactly as given. */
async function raw(
  url: string,
  browser: THttpClient | null,
  init: { method: string; headers?: Record<string, string>; body?: string },
) {
  const cookie = browser ? [...browser.jar].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  return fetch(url, {
    method: init.method,
    headers: { origin: new URL(url).origin, ...(cookie ? { cookie } : {}), ...init.headers },
    body: init.body,
  });
}

async function expectProblem(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  expect(ZProblem.parse(await response.json()).code).toBe(code);
}

describe('POST /api/v2/login as documented', () => {
  const server = useTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });
  const login = () => `${server().url}/api/v2/login`;

  it('gives a browser with an account session a token for a call with no body', async () => {
    const browser = await signedInClient(server(), 'nobody-body@example.com');
    const bare = await raw(login(), browser, { method: 'POST' });
    expect(bare.status).toBe(200);
    expect((await bare.text()).split('.')).toHaveLength(3);
    const emptyJson = await raw(login(), browser, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '',
    });
    expect(emptyJson.status).toBe(200);
    expect((await emptyJson.text()).split('.')).toHaveLength(3);
    await expectProblem(await raw(login(), null, { method: 'POST' }), 401, 'UNAUTHORIZED');
  });

  it('answers 415 problem+json to a body that is not JSON', async () => {
    const browser = await signedInClient(server(), 'plain@example.com');
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await raw(login(), browser, {
        method: 'POST',
        headers: { 'content-type': type },
        body: 'username=a&userpassword=b',
      });
      await expectProblem(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
  });
});

describe('JSON routes and other media types', () => {
  const server = useTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });

  it('answers 415 to a text/plain body on every JSON route', async () => {
    const browser = await signedInClient(server(), 'routes@example.com');
    const domain = server().platform.domainUuid;
    const calls: [method: string, path: string][] = [
      ['POST', '/api/events'],
      ['POST', '/api/contacts'],
      ['POST', '/api/demo/operations'],
      ['PATCH', '/api/account/profile'],
      ['POST', '/api/account/api-credentials'],
      ['POST', `/api/v2/create/withotpandtoken/${domain}`],
      ['POST', '/api/auth/sign-in/email'],
      // Not a JSON route: it takes application/pdf only.
      ['POST', '/api/verify'],
    ];
    for (const [method, path] of calls) {
      const response = await raw(`${server().url}${path}`, browser, {
        method,
        headers: { 'content-type': 'text/plain' },
        body: '{"category":"x","action":"y"}',
      });
      expect({ path, status: response.status }).toEqual({ path, status: 415 });
      await expectProblem(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('answers 400 VALIDATION_FAILED to an empty JSON body where a body is required', async () => {
    const browser = await signedInClient(server(), 'empty@example.com');
    const response = await raw(`${server().url}/api/account/api-credentials`, browser, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '',
    });
    await expectProblem(response, 400, 'VALIDATION_FAILED');
  });
});
