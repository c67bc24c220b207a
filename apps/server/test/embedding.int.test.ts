import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ZEmbedSettings } from '@confirma/contracts/embed';
import { ZProblem } from '@confirma/contracts/errors';
import { ZEmbedOrigins } from '@confirma/contracts/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from './support/http-client.ts';
import {
  bearer,
  createIdentificationOperation,
  createOperation,
  signedInSender,
  signerData,
} from './support/operations.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';

const INDEX = '<!doctype html><html><head><title>Confirma</title></head><body></body></html>';
const csp = (response: Response) => response.headers.get('content-security-policy') ?? '';
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('embedding: allowed origins and framable signing pages', () => {
  let server: TTestServer;
  let distDir: string;

  beforeAll(async () => {
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'confirma-embed-dist-'));
    await fs.writeFile(path.join(distDir, 'index.html'), INDEX);
    await fs.writeFile(path.join(distDir, 'embed.js'), 'customElements;');
    server = await startTestServer({
      WEB_DIST_DIR: distDir,
      AUTH_SIGN_IN_LIMIT: '50',
      AUTH_EMAIL_LIMIT: '50',
    });
  });
  afterAll(async () => {
    await server?.close();
    await fs.rm(distDir, { recursive: true, force: true });
  });

  it('keeps each account its own list, normalised; refuses http beyond loopback and bad origins', async () => {
    const owner = await signedInSender(server, 'embed-owner@example.com');
    const other = await signedInSender(server, 'embed-other@example.com');
    expect(await (await owner.client.get('/api/account/embed-origins')).json()).toEqual({
      origins: [],
    });

    const saved = await owner.client.put('/api/account/embed-origins', {
      origins: ['https://App.Example.com', 'https://app.example.com:443', 'http://localhost:5173'],
    });
    expect(saved.status).toBe(200);
    expect(ZEmbedOrigins.parse(await saved.json()).origins).toEqual([
      'https://app.example.com',
      'http://localhost:5173',
    ]);
    // An account token works as the session does; the other account sees only its own.
    const api = createHttpClient(server.url);
    expect(await (await api.get('/api/account/embed-origins', bearer(owner.token))).json()).toEqual(
      { origins: ['https://app.example.com', 'http://localhost:5173'] },
    );
    expect(await (await other.client.get('/api/account/embed-origins')).json()).toEqual({
      origins: [],
    });

    const refused = await owner.client.put('/api/account/embed-origins', {
      origins: ['https://ok.example.com', 'http://shop.example.com', 'https://-bad-.example.com'],
    });
    expect(refused.status).toBe(400);
    const problem = ZProblem.parse(await refused.json());
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.errors).toEqual([
      { path: 'body.origins.1', message: 'errors:embedOrigin.insecure' },
      { path: 'body.origins.2', message: 'errors:embedOrigin.invalid' },
    ]);
    const notAnOrigin = await owner.client.put('/api/account/embed-origins', {
      origins: ['https://app.example.com/path'],
    });
    expect(notAnOrigin.status).toBe(400);
    // Nothing of a refused list was stored.
    expect(await (await owner.client.get('/api/account/embed-origins')).json()).toEqual({
      origins: ['https://app.example.com', 'http://localhost:5173'],
    });
    expect((await api.get('/api/account/embed-origins')).status).toBe(401);
    // Another site's page cannot change the list with the session cookie.
    const crossSite = await owner.client.put(
      '/api/account/embed-origins',
      { origins: [] },
      { origin: 'https://evil.example.com' },
    );
    expect(crossSite.status).toBe(403);
  });

  it("answers a signer's page framable by exactly the account's origins, and 'none' without any", async () => {
    const owner = await signedInSender(server, 'embed-frames@example.com');
    await owner.client.put('/api/account/embed-origins', {
      origins: ['https://shop.example.com', 'http://127.0.0.1:4000'],
    });
    const { loginautToken, op, doc } = await createOperation(server, owner.token, [
      {
        level: 1,
        order: 1,
        signerData: signerData('embed-signer@example.com'),
        signaturesType: ['SIMPLE'],
      },
    ]);
    const page = await fetch(
      `${server.url}/embed/signing?token=${loginautToken}&lang=en&primaryColor=%23AA3300`,
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('permissions-policy')).toContain('camera=(self)');
    const policy = csp(page);
    expect(directive(policy, 'frame-ancestors')).toBe(
      'frame-ancestors https://shop.example.com http://127.0.0.1:4000',
    );
    const html = await page.text();
    // The boot script runs under the page's CSP by its hash, and moves to the signer's route.
    const script = /<head><script>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(directive(policy, 'script-src')).toContain(hash);
    const address = JSON.parse(/replaceState\(null,'',(".*")\);/.exec(script)?.[1] ?? '""');
    const [pagePath, route = ''] = address.split('#');
    expect(pagePath).toBe('/embed/signing');
    const [routePath, query] = route.split('?');
    expect(routePath).toBe('/simpleSignature');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      operation: op,
      document: doc,
      token: loginautToken,
      lang: 'en',
    });
    const meta = /<meta name="confirma-embed" content="([^"]*)">/.exec(html)?.[1] ?? '';
    const settings = ZEmbedSettings.parse(
      JSON.parse(meta.replaceAll('&quot;', '"').replaceAll('&amp;', '&')),
    );
    expect(settings).toEqual({
      kind: 'signing',
      origins: ['https://shop.example.com', 'http://127.0.0.1:4000'],
      primaryColor: '#aa3300',
      operation: op,
    });

    // The identification page is only for a signer whose type identifies.
    const identification = await fetch(`${server.url}/embed/identification?token=${loginautToken}`);
    expect(identification.status).toBe(403);
    expect(ZProblem.parse(await identification.json()).code).toBe('IDENTIFICATION_NOT_REQUESTED');

    // An account with no origins: the page exists but nobody may frame it.
    const closed = await signedInSender(server, 'embed-closed@example.com');
    const other = await createOperation(server, closed.token, [
      {
        level: 1,
        order: 1,
        signerData: signerData('embed-closed-signer@example.com'),
        signaturesType: ['SIMPLE'],
      },
    ]);
    const none = await fetch(`${server.url}/embed/signing?token=${other.loginautToken}`);
    expect(none.status).toBe(200);
    expect(directive(csp(none), 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it("opens an identifying signer's identification page", async () => {
    const owner = await signedInSender(server, 'embed-identify@example.com');
    const created = await createIdentificationOperation(
      server.url,
      server.platform.domainUuid,
      owner.token,
      'embed-identified@example.com',
    );
    for (const kind of ['signing', 'identification']) {
      const page = await fetch(`${server.url}/embed/${kind}?token=${created.loginautToken}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('#/identificationSignature?operation=');
    }
  });

  it('refuses a bad or missing token, a wrong colour or language, and keeps those answers unframable', async () => {
    const owner = await signedInSender(server, 'embed-bad@example.com');
    const { loginautToken } = await createOperation(server, owner.token, [
      {
        level: 1,
        order: 1,
        signerData: signerData('embed-bad-signer@example.com'),
        signaturesType: ['SIMPLE'],
      },
    ]);
    const cases: [string, number][] = [
      ['/embed/signing?token=not.a.token', 401],
      ['/embed/signing', 400],
      // An account token is not a signer token.
      [`/embed/signing?token=${owner.token}`, 401],
      [`/embed/signing?token=${loginautToken}&primaryColor=red`, 400],
      [`/embed/signing?token=${loginautToken}&lang=de`, 400],
    ];
    for (const [url, status] of cases) {
      const answer = await fetch(`${server.url}${url}`);
      expect(answer.status, url).toBe(status);
      expect(answer.headers.get('x-frame-options'), url).toBe('SAMEORIGIN');
      expect(directive(csp(answer), 'frame-ancestors'), url).toBe("frame-ancestors 'none'");
    }
  });

  it('lets only the product frame the rest of the site, and serves /embed.js to any origin', async () => {
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(directive(csp(home), 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(home.headers.get('x-frame-options')).toBe('SAMEORIGIN');

    const script = await fetch(`${server.url}/embed.js`, {
      headers: { origin: 'https://shop.example.com' },
    });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(script.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(script.headers.get('access-control-allow-origin')).toBe('*');
    expect(script.headers.get('cache-control')).toBe('public, max-age=3600');
    // Any other file keeps the same-origin resource policy.
    expect((await fetch(`${server.url}/`)).headers.get('cross-origin-resource-policy')).toBe(
      'same-origin',
    );
  });
});
