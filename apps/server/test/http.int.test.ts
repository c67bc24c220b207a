import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { ZProblem } from '@confirma/contracts/errors';
import { ZOutboxResponse } from '@confirma/contracts/outbox';
import { WEBHOOK_EVENT_TYPES } from '@confirma/contracts/webhooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWhen } from './support/run-when.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';

interface TDocumentedOperation {
  operationId: string;
  security: Record<string, string[]>[];
  responses: Record<string, unknown>;
}

describe('HTTP platform', () => {
  let server: TTestServer;
  let distDir: string;

  beforeAll(async () => {
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'confirma-dist-'));
    await fs.mkdir(path.join(distDir, 'assets'));
    await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Confirma</title>');
    await fs.writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    await fs.writeFile(
      path.join(distDir, 'assets', 'index-abc123.js.br'),
      brotliCompressSync('console.log(1)'),
    );
    server = await startTestServer({ WEB_DIST_DIR: distDir });
  });

  afterAll(async () => {
    await server?.close();
    await fs.rm(distDir, { recursive: true, force: true });
  });

  it('answers health ok when the database answers', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers unknown API paths with problem+json NOT_FOUND and the request id', async () => {
    const response = await fetch(`${server.url}/api/nothing-here`, {
      headers: { 'x-request-id': 'test-request-0001' },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(response.headers.get('x-request-id')).toBe('test-request-0001');
    const problem = ZProblem.parse(await response.json());
    expect(problem).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
      requestId: 'test-request-0001',
    });
  });

  it('rejects invalid query parameters with VALIDATION_FAILED and the field', async () => {
    const response = await fetch(`${server.url}/api/dev/outbox?limit=abc&channel=fax`);
    expect(response.status).toBe(400);
    const problem = ZProblem.parse(await response.json());
    expect(problem.code).toBe('VALIDATION_FAILED');
    const paths = problem.errors?.map((issue) => issue.path) ?? [];
    expect(paths).toEqual(expect.arrayContaining(['querystring.limit', 'querystring.channel']));
  });

  it('publishes an OpenAPI 3.1 document and a browsable reference', async () => {
    const spec = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, { get: { responses: Record<string, unknown> } }>;
    };
    expect(spec.openapi).toBe('3.1.0');
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/dev/outbox']),
    );
    expect(spec.paths['/api/health']?.get.responses).toHaveProperty('503');
    const create = (spec.paths as Record<string, Record<string, unknown>>)[
      '/api/v2/create/withotpandtoken/{domainUuid}'
    ]?.post as { requestBody: { content: Record<string, { example?: unknown }> } };
    expect(create.requestBody.content['application/json']?.example).toMatchObject({
      operationData: { opClass: 1241 },
    });
    const docs = await fetch(`${server.url}/api/docs/`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger');
    // The reference keeps what was entered under Authorize across reloads.
    const ui = await fetch(`${server.url}/api/docs/static/swagger-initializer.js`);
    expect(await ui.text()).toMatch(/persistAuthorization["']?:\s*true/);
  });

  it('gives every operation an operationId, its security and its error answers; lists the webhooks', async () => {
    const spec = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, TDocumentedOperation>>;
      components: { securitySchemes: Record<string, unknown> };
      webhooks: Record<string, unknown>;
    };
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z0-9]+$/);
        ids.add(operation.operationId);
        expect(operation.security, `${method} ${path}`).toBeInstanceOf(Array);
        for (const requirement of operation.security) {
          for (const scheme of Object.keys(requirement)) {
            expect(spec.components.securitySchemes).toHaveProperty(scheme);
          }
        }
      }
    }
    expect(ids.size).toBe(
      Object.values(spec.paths).reduce((sum, item) => sum + Object.keys(item).length, 0),
    );
    const account = spec.paths['/api/v2/ocr']?.get;
    expect(account?.security).toEqual([{ accountToken: [] }, { sessionCookie: [] }]);
    expect(account?.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    expect(spec.paths['/api/health']?.get?.security).toEqual([]);
    expect(spec.paths['/api/v2/createotp/{operationUuid}']?.post?.responses).toHaveProperty('429');
    expect(Object.keys(spec.webhooks)).toEqual([...WEBHOOK_EVENT_TYPES]);
  });

  it('sends a page the whole set of security headers, a JSON answer a CSP that allows nothing', async () => {
    const page = await fetch(`${server.url}/`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('permissions-policy')).toContain('camera=(self)');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    for (const path of ['/api/health', '/api/no-such-route']) {
      const answer = await fetch(`${server.url}${path}`);
      expect(answer.headers.get('content-type')).toMatch(/^application\/(problem\+)?json/);
      expect(answer.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(answer.headers.get('referrer-policy')).toBeNull();
    }
    // A route's own header is kept: the API reference's CSP lets swagger-ui run.
    const docs = await fetch(`${server.url}/api/docs/`);
    expect(docs.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(docs.headers.get('content-security-policy')).not.toContain("default-src 'none'");
  });

  it('serves the SPA: index.html revalidated, hashed assets immutable, manifest hidden', async () => {
    const index = await fetch(`${server.url}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(await index.text()).toContain('<title>Confirma</title>');
    const asset = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${server.url}/.vite/manifest.json`)).status).toBe(404);
    const compressed = await fetch(`${server.url}/assets/index-abc123.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(await compressed.text()).toBe('console.log(1)');
  });

  it('lists outbox mail and SMS newest first after the jobs ran, filtered by channel', async () => {
    const { platform, worker } = server;
    await platform.database.db.transaction(async (tx) => {
      await platform.queueMail(tx, {
        to: 'ana@example.com',
        subject: 'First',
        text: 'one',
        language: 'en',
      });
    });
    await worker.drain();
    await platform.database.db.transaction(async (tx) => {
      await platform.queueSms(tx, { to: '+34600111222', text: 'Your code is 123456' });
    });
    await worker.drain();
    const all = ZOutboxResponse.parse(await (await fetch(`${server.url}/api/dev/outbox`)).json());
    expect(all.messages.map((message) => message.channel)).toEqual(['sms', 'email']);
    expect(all.messages[1]).toMatchObject({ to: 'ana@example.com', subject: 'First', text: 'one' });
    const sms = ZOutboxResponse.parse(
      await (await fetch(`${server.url}/api/dev/outbox?channel=sms`)).json(),
    );
    expect(sms.messages).toHaveLength(1);
    expect(sms.messages[0]?.text).toBe('Your code is 123456');
  });

  // PGlite runs in this thread: a statement that hangs there blocks the timer as well.
  it(
    'gives up a database ping that does not answer in time, and answers the next',
    runWhen(process.env.DATABASE_URL, 'PostgreSQL only: PGlite cannot time out its own thread'),
    async () => {
      const { database, config } = server.platform;
      // Every connection of the pool busy for longer than the ping waits.
      const busy = Array.from({ length: config.DATABASE_POOL_SIZE }, () =>
        database.db.execute(sql`select pg_sleep(0.4)`).then(() => undefined),
      );
      await expect(database.ping(50)).rejects.toThrow('database did not answer within 50 ms');
      await Promise.all(busy);
      await expect(database.ping(2000)).resolves.toBeUndefined();
    },
  );

  it('answers health 503 with problem+json when the database is gone', async () => {
    const broken = await startTestServer();
    try {
      await broken.platform.database.close();
      const response = await fetch(`${broken.url}/api/health`);
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      expect(ZProblem.parse(await response.json()).code).toBe('DB_UNAVAILABLE');
    } finally {
      await broken.app.close();
      await broken.database.drop();
    }
  });

  it('does not expose the outbox when OUTBOX_ENABLED is false', async () => {
    const closed = await startTestServer({ OUTBOX_ENABLED: 'false' });
    try {
      const response = await fetch(`${closed.url}/api/dev/outbox`);
      expect(response.status).toBe(404);
    } finally {
      await closed.close();
    }
  });
});

describe('the request log', () => {
  let server: TTestServer;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const log = { write: (line: string) => void lines.push(JSON.parse(line)) };
    server = await startTestServer({ LOG_LEVEL: 'info' }, { log });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('writes one line per request at info, with status and time and no credential', async () => {
    lines.length = 0;
    const response = await fetch(`${server.url}/api/health?token=secret-in-link`, {
      headers: { 'x-request-id': 'request-log-0001' },
    });
    expect(response.status).toBe(200);
    await expect
      .poll(() => lines.filter((line) => line.reqId === 'request-log-0001'))
      .toHaveLength(1);
    const [line] = lines.filter((entry) => entry.reqId === 'request-log-0001');
    expect(line).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      url: '/api/health?token=[redacted]',
      statusCode: 200,
    });
    expect(line?.ms).toEqual(expect.any(Number));
    expect(JSON.stringify(lines)).not.toContain('secret-in-link');
  });
});
