import { ZProblem } from '@confirma/contracts/errors';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../src/db-schema.ts';
import { createHttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-up.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';

describe('analytics events over HTTP', () => {
  let server: TTestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const stored = () =>
    server.platform.database.db.select().from(analyticsEvents).orderBy(asc(analyticsEvents.id));

  it('stores what happened and when, nothing about the caller, anonymous or signed in', async () => {
    const anonymous = createHttpClient(server.url, { 'user-agent': 'UniqueAgent/1.0' });
    const first = await anonymous.post('/api/events', {
      category: 'VideoIdentification',
      action: 'click',
      label: 'CreateButton',
    });
    expect(first.status).toBe(204);
    expect(await first.text()).toBe('');

    const member = await signedInClient(server, 'member@example.com');
    const second = await member.post('/api/events', {
      category: 'SimpleSignature',
      action: 'submit',
    });
    expect(second.status).toBe(204);

    const rows = await stored();
    expect(rows.map(({ category, action, label }) => ({ category, action, label }))).toEqual([
      { category: 'VideoIdentification', action: 'click', label: 'CreateButton' },
      { category: 'SimpleSignature', action: 'submit', label: null },
    ]);
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);

    // The table has no column that could hold an IP, user agent, user or session.
    const columns = (await server.platform.database.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'analytics_events' order by column_name`,
    )) as unknown as { rows: { column_name: string }[] };
    expect(columns.rows.map((row) => row.column_name)).toEqual([
      'action',
      'category',
      'created_at',
      'id',
      'label',
    ]);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain('127.0.0.1');
    expect(dump).not.toContain('UniqueAgent');
    expect(dump).not.toContain('member@example.com');
  });

  it('refuses payloads outside the lists, long or personal-looking labels and extra fields', async () => {
    const before = (await stored()).length;
    const api = createHttpClient(server.url);
    const bad = [
      {},
      { category: 'Tracking', action: 'click' },
      { category: 'Demo', action: 'hover' },
      { category: 'Demo', action: 'click', label: 'x'.repeat(61) },
      { category: 'Demo', action: 'click', label: 'ana@example.com' },
      { category: 'Demo', action: 'click', label: '+34600111222' },
      { category: 'Demo', action: 'click', email: 'ana@example.com' },
    ];
    for (const body of bad) {
      const response = await api.post('/api/events', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(ZProblem.parse(await response.json()).code).toBe('VALIDATION_FAILED');
    }
    const cross = await createHttpClient(server.url, { origin: 'https://evil.example' }).post(
      '/api/events',
      { category: 'Demo', action: 'click' },
    );
    expect(cross.status).toBe(403);
    expect((await stored()).length).toBe(before);
  });

  it('is documented in the OpenAPI document', async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    };
    const events = document.paths['/api/events']?.post;
    expect(events?.tags).toEqual(['analytics']);
    expect(events?.summary).toMatch(/analytics event/);
  });
});

describe('analytics rate limit', () => {
  let server: TTestServer;

  beforeAll(async () => {
    server = await startTestServer({ ANALYTICS_IP_LIMIT: '3' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('accepts ANALYTICS_IP_LIMIT events a minute per IP, then 429 with Retry-After', async () => {
    const api = createHttpClient(server.url);
    const send = () => api.post('/api/events', { category: 'TryButton', action: 'click' });
    for (let i = 0; i < 3; i += 1) expect((await send()).status).toBe(204);
    const over = await send();
    expect(over.status).toBe(429);
    expect(ZProblem.parse(await over.json()).code).toBe('RATE_LIMITED');
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const rows = await server.platform.database.db.select().from(analyticsEvents);
    expect(rows).toHaveLength(3);
  });
});
