import { createConfirmaClient } from '@confirma/client';
import { describe, expect, it } from 'vitest';
import { orderPack, WEBHOOK_SECRET } from './support/payments.ts';
import { signedInClient } from './support/sign-up.ts';
import type { TTestServer } from './support/test-server.ts';
import { useTestServer } from './support/use-test-server.ts';

/** A signed-in account and a client of the API with one of its credential pairs. */
async function account(server: TTestServer, email: string) {
  const browser = await signedInClient(server, email);
  const pair = (await (
    await browser.post('/api/account/api-credentials', { label: 'pages', scope: 'admin' })
  ).json()) as { username: string; secret: string };
  const api = createConfirmaClient({
    baseUrl: server.url,
    credentials: { username: pair.username, userpassword: pair.secret },
  });
  return { browser, api };
}

describe('lists paged by key (cursor, limit, nextCursor)', () => {
  const server = useTestServer({ SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET });

  it("pages an account's orders newest first, each once, and only its own", async () => {
    const { browser, api } = await account(server(), 'pages@example.com');
    const ordered: string[] = [];
    for (let i = 0; i < 5; i++) ordered.unshift((await orderPack(browser)).order.id);

    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | undefined;
    do {
      const { data, error } = await api.GET('/api/payments/orders', {
        params: { query: { limit: 2, ...(cursor ? { cursor } : {}) } },
      });
      if (!data) throw new Error(`orders: ${error?.code}`);
      sizes.push(data.orders.length);
      seen.push(...data.orders.map((order) => order.id));
      cursor = data.nextCursor ?? undefined;
    } while (cursor);
    expect(sizes).toEqual([2, 2, 1]);
    expect(seen).toEqual(ordered);

    // Without a limit, the list's default page holds them all.
    const whole = await api.GET('/api/payments/orders');
    expect(whole.data?.orders.map((order) => order.id)).toEqual(ordered);
    expect(whole.data?.nextCursor).toBeNull();

    const other = await account(server(), 'pages-other@example.com');
    const theirs = await other.api.GET('/api/payments/orders');
    expect(theirs.data).toEqual({ orders: [], nextCursor: null });
  });

  it('refuses a cursor no list gave, and a limit out of 1–100, with 400', async () => {
    const { api } = await account(server(), 'pages-bad@example.com');
    for (const query of [{ cursor: 'not-a-cursor' }, { limit: 0 }, { limit: 101 }]) {
      const { error, response } = await api.GET('/api/v2/ocr', { params: { query } });
      expect(response.status).toBe(400);
      expect(error?.code).toBe('VALIDATION_FAILED');
    }
    const forged = Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000000Z', "x' or 1=1"]));
    const { data } = await api.GET('/api/invoices', {
      params: { query: { cursor: forged.toString('base64url') } },
    });
    expect(data).toEqual({ invoices: [], nextCursor: null });
    const first = await api.GET('/api/v2/ocr');
    expect(first.data).toEqual({ analyses: [], nextCursor: null });
  });
});
