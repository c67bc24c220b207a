import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditLedger, paymentEvents } from '../src/db-schema.ts';
import { setAdminRole } from '../src/modules/admin/index.ts';
import { spendCredits } from '../src/modules/credits/index.ts';
import { SANDBOX_TEST_CARDS } from '../src/modules/payments/index.ts';
import { SANDBOX_WEBHOOK_JOB } from '../src/modules/payments/sandbox/sandbox-psp.ts';
import { FETCH_JOBS } from '../src/platform/jobs/job-runner.ts';
import { jobs } from '../src/platform/jobs/job-table.ts';
import { jobsOf, retriesDue } from './support/jobs.ts';
import {
  balanceOf,
  card,
  deliverWebhook,
  jobsAbout,
  orderPack,
  orderRow,
  postForm,
  sandboxEvent,
  userIdOf,
  WEBHOOK_SECRET,
} from './support/payments.ts';
import { signedInClient } from './support/sign-up.ts';
import { createTestDatabase } from './support/test-database.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';
import { useTestServer } from './support/use-test-server.ts';

const ENV = {
  SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET,
  AUTH_EMAIL_LIMIT: '500',
  AUTH_SIGN_IN_LIMIT: '500',
};

let serial = 0;
async function buyer(server: TTestServer) {
  const email = `buyer${++serial}-${Date.now()}@example.com`;
  const client = await signedInClient(server, email);
  return { client, userId: await userIdOf(client), email };
}

const purchasesOf = (server: TTestServer, userId: string) =>
  server.platform.database.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.organizationId, userId), eq(creditLedger.kind, 'purchase')));

async function sandboxPaymentOf(server: TTestServer, orderId: string) {
  const order = await orderRow(server, orderId);
  const payment = await server.services.payments.ctx.sandbox.find(order.providerRef ?? '');
  if (!payment) throw new Error('no sandbox payment');
  return payment;
}

describe('payments: orders, sandbox checkout and crediting exactly once', () => {
  const server = useTestServer(ENV);

  it('lists the packs on sale from the products table, each with the VAT its price includes', async () => {
    const response = await fetch(`${server().url}/api/payments/products`);
    const { products } = (await response.json()) as {
      products: { id: string; priceCents: number; vat: unknown }[];
    };
    expect(products.map((p) => p.id)).toEqual(['credits-20', 'credits-50', 'credits-300']);
    // VAT_RATE_PERCENT's default, 21 %, split as the invoice splits a paid price.
    expect(products.map((p) => [p.priceCents, p.vat])).toEqual([
      [1000, { rateBp: 2100, baseCents: 826, vatCents: 174 }],
      [2000, { rateBp: 2100, baseCents: 1653, vatCents: 347 }],
      [10000, { rateBp: 2100, baseCents: 8264, vatCents: 1736 }],
    ]);
  });

  it('pays with the succeeding card: the sandbox sends a real HTTP webhook, credited once', async () => {
    const { client, userId } = await buyer(server());
    const { order, redirectUrl } = await orderPack(client);
    expect(redirectUrl).toMatch(/\/sandbox-psp\/checkout\/sbx_pay_/);
    const page = await fetch(redirectUrl ?? '');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('10,00');

    const paid = await postForm(`${redirectUrl}/pay`, card(SANDBOX_TEST_CARDS.succeeds));
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${server().url}/#/paymentReturn?order=${order.id}`);
    expect((await orderRow(server(), order.id)).status).toBe('PENDING');
    await server().worker.drain();
    expect((await orderRow(server(), order.id)).status).toBe('PAID');
    expect(await balanceOf(server(), userId)).toEqual({ current: 25, debt: 0 });
    const events = await server()
      .platform.database.db.select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, order.id));
    expect(events.map((e) => [e.type, e.outcome])).toEqual([['payment.succeeded', 'credited']]);
    expect(await jobsAbout(server(), 'invoices.issue', order.id)).toHaveLength(1);
    // The browser's return after the webhook changes nothing.
    const back = await client.post(`/api/payments/orders/${order.id}/return`);
    expect(((await back.json()) as { status: string }).status).toBe('PAID');
    expect(await purchasesOf(server(), userId)).toHaveLength(1);
  });

  it('credits once when the same webhook is delivered 10 times', async () => {
    const { client, userId } = await buyer(server());
    const { order } = await orderPack(client);
    const payment = await sandboxPaymentOf(server(), order.id);
    const body = sandboxEvent(payment, 'payment.succeeded');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => deliverWebhook(server(), body)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const outcomes = await Promise.all(
      answers.map(async (a) => ((await a.json()) as { outcome: string }).outcome),
    );
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(9);
    expect(await balanceOf(server(), userId)).toEqual({ current: 25, debt: 0 });
    expect(await purchasesOf(server(), userId)).toHaveLength(1);
  });

  it('credits each of 50 orders once in races of the webhook against the browser return', async () => {
    const { client, userId } = await buyer(server());
    const { sandbox } = server().services.payments.ctx;
    for (let i = 0; i < 50; i++) {
      const { order } = await orderPack(
        client,
        {},
        { 'idempotency-key': `race-key-${i}-${userId}` },
      );
      const { providerRef } = await orderRow(server(), order.id);
      await sandbox.succeed(providerRef ?? '', '4242');
      const [, back] = await Promise.all([
        server().worker.drain(),
        client.post(`/api/payments/orders/${order.id}/return`),
      ]);
      expect(back.status).toBe(200);
    }
    expect(await purchasesOf(server(), userId)).toHaveLength(50);
    expect(await balanceOf(server(), userId)).toEqual({ current: 5 + 50 * 20, debt: 0 });
  });

  it('credits nothing for a tampered amount, and flags the order', async () => {
    const { client, userId } = await buyer(server());
    const { order } = await orderPack(client);
    const payment = await sandboxPaymentOf(server(), order.id);
    const answer = await deliverWebhook(
      server(),
      sandboxEvent(payment, 'payment.succeeded', { amount: 1 }),
    );
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { outcome: string }).outcome).toBe('ignored:amount-mismatch');
    const row = await orderRow(server(), order.id);
    expect(row.status).toBe('PENDING');
    expect(row.failureMessage).toMatch(/amount-mismatch/);
    expect(await balanceOf(server(), userId)).toEqual({ current: 5, debt: 0 });
  });

  it('refuses a bad signature and a stale time stamp with 400, storing and changing nothing', async () => {
    const { client, userId } = await buyer(server());
    const { order } = await orderPack(client);
    const payment = await sandboxPaymentOf(server(), order.id);
    const body = sandboxEvent(payment, 'payment.succeeded', { eventId: `evt_bad_${order.id}` });
    const { signSandboxPayload } = await import('../src/modules/payments/index.ts');
    const now = Math.floor(Date.now() / 1000);
    const tampered = body.replace('"amount":1000', '"amount":1001');
    const bad = [
      await deliverWebhook(server(), tampered, {
        signature: signSandboxPayload(WEBHOOK_SECRET, body, now),
      }),
      await deliverWebhook(server(), body, {
        signature: signSandboxPayload('another-secret-another-secret-123', body, now),
      }),
      await deliverWebhook(server(), body, { signature: 'garbage' }),
      await deliverWebhook(server(), body, { at: now - 3600 }),
    ];
    expect(bad.map((a) => a.status)).toEqual([400, 400, 400, 400]);
    const stored = await server()
      .platform.database.db.select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, `evt_bad_${order.id}`));
    expect(stored).toHaveLength(0);
    expect((await orderRow(server(), order.id)).status).toBe('PENDING');
    expect(await balanceOf(server(), userId)).toEqual({ current: 5, debt: 0 });
  });

  it('keeps a paid order paid when a failure arrives late; a refund before the success wins', async () => {
    const { client, userId } = await buyer(server());
    const { order } = await orderPack(client);
    const payment = await sandboxPaymentOf(server(), order.id);
    await deliverWebhook(server(), sandboxEvent(payment, 'payment.succeeded'));
    const late = await deliverWebhook(server(), sandboxEvent(payment, 'payment.failed'));
    expect(((await late.json()) as { outcome: string }).outcome).toBe('already:PAID');
    expect((await orderRow(server(), order.id)).status).toBe('PAID');

    const second = await orderPack(client);
    const other = await sandboxPaymentOf(server(), second.order.id);
    await deliverWebhook(
      server(),
      sandboxEvent(other, 'payment.refunded', { refunded: other.amountCents }),
    );
    await deliverWebhook(server(), sandboxEvent(other, 'payment.succeeded'));
    expect((await orderRow(server(), second.order.id)).status).toBe('REFUNDED');
    expect(await balanceOf(server(), userId)).toEqual({ current: 25, debt: 0 });
    expect(await purchasesOf(server(), userId)).toHaveLength(1);
  });

  it('declined and challenge cards: the provider message, then the challenge page', async () => {
    const { client, userId } = await buyer(server());
    const declined = await orderPack(client);
    const answer = await postForm(`${declined.redirectUrl}/pay`, card(SANDBOX_TEST_CARDS.declined));
    // The checkout page again, with the provider's message: the payer may try another card.
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('Tu tarjeta ha sido rechazada.');
    const back = await client.post(`/api/payments/orders/${declined.order.id}/return`);
    expect(await back.json()).toMatchObject({ status: 'PENDING' });

    const challenge = await orderPack(client);
    const step = await postForm(`${challenge.redirectUrl}/pay`, card(SANDBOX_TEST_CARDS.challenge));
    expect(step.headers.get('location')).toMatch(/\/sandbox-psp\/checkout\/sbx_pay_/);
    const page = await (await fetch(challenge.redirectUrl ?? '')).text();
    expect(page).toContain('3-D Secure');
    await postForm(`${challenge.redirectUrl}/challenge`, { outcome: 'approve' });
    const paid = await client.post(`/api/payments/orders/${challenge.order.id}/return`);
    expect(((await paid.json()) as { status: string }).status).toBe('PAID');
    expect(await balanceOf(server(), userId)).toEqual({ current: 25, debt: 0 });
  });

  it('creates one order per Idempotency-Key; another pack with the same key is a conflict', async () => {
    const { client } = await buyer(server());
    const key = { 'idempotency-key': `key-${Date.now()}-abcdef` };
    const [a, b] = await Promise.all([orderPack(client, {}, key), orderPack(client, {}, key)]);
    expect(a.order.id).toBe(b.order.id);
    expect(a.redirectUrl).toBe(b.redirectUrl);
    const conflict = await client.post(
      '/api/payments/orders',
      { productId: 'credits-50', method: 'card' },
      key,
    );
    expect(conflict.status).toBe(409);
    const other = await buyer(server());
    expect((await other.client.get(`/api/payments/orders/${a.order.id}`)).status).toBe(404);
    const list = await client.get('/api/payments/orders');
    expect(((await list.json()) as { orders: unknown[] }).orders).toHaveLength(1);
  });

  it('refunds take the credits back; beyond the balance a debt blocks spending', async () => {
    const { client, userId, email } = await buyer(server());
    const adminClient = await signedInClient(server(), `admin${Date.now()}@example.com`);
    const adminId = await userIdOf(adminClient);
    const { db } = server().platform.database;
    const [admin] = await db
      .select()
      .from((await import('../src/db-schema.ts')).authUsers)
      .where(eq((await import('../src/db-schema.ts')).authUsers.id, adminId));
    await setAdminRole(db, { email: admin?.email ?? '', grant: true, by: 'test' });

    const { sandbox } = server().services.payments.ctx;
    const { order } = await orderPack(client);
    const payment = await sandboxPaymentOf(server(), order.id);
    await sandbox.succeed(payment.id, '4242');
    await server().worker.drain();
    expect(await balanceOf(server(), userId)).toEqual({ current: 25, debt: 0 });

    expect(
      (await client.post(`/api/admin/payments/${order.id}/refund`, { reason: 'asked' })).status,
    ).toBe(403);
    await spendCredits(db, { organizationId: userId, amount: 10, reason: 'operation:test' });
    const refund = await adminClient.post(`/api/admin/payments/${order.id}/refund`, {
      reason: 'customer asked',
    });
    expect(refund.status).toBe(200);
    expect(((await refund.json()) as { outcome: string }).outcome).toBe('revoked:refund');
    expect(await balanceOf(server(), userId)).toEqual({ current: 0, debt: 5 });
    expect((await sandboxPaymentOf(server(), order.id)).state).toBe('refunded');
    await expect(
      spendCredits(db, { organizationId: userId, amount: 1, reason: 'x' }),
    ).rejects.toMatchObject({
      code: 'ACCOUNT_IN_DEBT',
    });
    // The sandbox's refund webhook arrives later and changes nothing.
    await server().worker.drain();
    expect(await balanceOf(server(), userId)).toEqual({ current: 0, debt: 5 });
    expect(await jobsAbout(server(), 'invoices.credit-note', order.id)).toHaveLength(1);

    // A new purchase pays the debt first.
    const again = await orderPack(client);
    const next = await sandboxPaymentOf(server(), again.order.id);
    await sandbox.succeed(next.id, '4242');
    await server().worker.drain();
    expect(await balanceOf(server(), userId)).toEqual({ current: 15, debt: 0 });

    // A chargeback takes the credits back too.
    await sandbox.dispute(next.id);
    await server().worker.drain();
    expect((await orderRow(server(), again.order.id)).status).toBe('DISPUTED');
    expect(await balanceOf(server(), userId)).toEqual({ current: 0, debt: 5 });

    // Bank transfer: confirmed by an administrator, credited once.
    const transfer = await orderPack(client, { method: 'transfer' });
    expect(transfer.redirectUrl).toBeUndefined();
    expect(transfer.order.transfer?.reference).toMatch(/^CF-[2-9A-HJKMNP-Z]{6}$/);
    const confirm = () =>
      adminClient.post(`/api/admin/payments/${transfer.order.id}/confirm-transfer`, {});
    expect((await confirm()).status).toBe(200);
    // Confirmed again (a double click): the first result, nothing changes.
    const twice = await confirm();
    expect(twice.status).toBe(200);
    expect(((await twice.json()) as { outcome: string }).outcome).toBe('already:PAID');
    expect((await orderRow(server(), transfer.order.id)).status).toBe('PAID');
    expect(await balanceOf(server(), userId)).toEqual({ current: 15, debt: 0 });
    const detail = await adminClient.get(`/api/admin/payments/${order.id}`);
    expect(detail.status).toBe(200);
    type TListed = { id: string; userEmail: string | null };
    expect(((await detail.json()) as { payment: TListed }).payment.userEmail).toBe(email);
    // The back office finds an account's orders by any part of its address, in any case.
    const byEmail = await adminClient.get(
      `/api/admin/payments?q=${encodeURIComponent(email.replace('@example.com', '').toUpperCase())}`,
    );
    const found = ((await byEmail.json()) as { payments: TListed[] }).payments;
    expect(found.map((payment) => payment.id).sort()).toEqual(
      [order.id, again.order.id, transfer.order.id].sort(),
    );
    expect(found.every((payment) => payment.userEmail === email)).toBe(true);
    const list = await adminClient.get(
      `/api/admin/payments?q=${encodeURIComponent(transfer.order.transfer?.reference ?? '')}`,
    );
    expect(((await list.json()) as { payments: unknown[] }).payments).toHaveLength(1);
    expect((await client.get('/api/admin/payments')).status).toBe(403);
  });
});

describe('payments: the sandbox sends duplicates on purpose', () => {
  const server = useTestServer({ ...ENV, SANDBOX_WEBHOOK_DUPLICATES: '9' });

  it('sends each webhook 10 times; the order is credited once', async () => {
    const { client, userId } = await buyer(server());
    const { order, redirectUrl } = await orderPack(client, { method: 'wallet' });
    const page = await (await fetch(redirectUrl ?? '')).text();
    expect(page).toContain('wallet');
    await postForm(`${redirectUrl}/wallet`, {});
    expect((await jobsOf(server().platform.database.db, 'payments.sandbox-webhook')).length).toBe(
      10,
    );
    await server().worker.drain();
    expect((await orderRow(server(), order.id)).status).toBe('PAID');
    expect(await balanceOf(server(), userId)).toEqual({ current: 25, debt: 0 });
    expect(await purchasesOf(server(), userId)).toHaveLength(1);
  });
});

describe('payments: a worker dies while delivering a settled payment', () => {
  it('credits it once at the restart, its delivery taken back as soon as its try expired', async () => {
    const database = await createTestDatabase();
    try {
      const first = await startTestServer(ENV, { database });
      let orderId: string;
      let userId: string;
      try {
        const buyerOne = await buyer(first);
        userId = buyerOne.userId;
        const { order, redirectUrl } = await orderPack(buyerOne.client);
        orderId = order.id;
        await postForm(`${redirectUrl}/pay`, card(SANDBOX_TEST_CARDS.succeeds));
        // The worker takes the delivery of the payment's webhook, and dies before it ends.
        const taken = await first.platform.database.executeSql(FETCH_JOBS, [
          SANDBOX_WEBHOOK_JOB,
          1,
        ]);
        expect(taken.rows).toHaveLength(1);
        // Its try expires in seconds, not after JOBS_EXPIRE_SECONDS (5 minutes).
        expect(Number(taken.rows[0]?.expireInSeconds)).toBeLessThanOrEqual(30);
      } finally {
        await first.close();
      }

      // The process comes back, at its address, 31 s after the worker took the delivery.
      const port = new URL(first.url).port;
      const second = await startTestServer({ ...ENV, PORT: port }, { database });
      try {
        const { db } = second.platform.database;
        await db
          .update(jobs)
          .set({ startedOn: sql`${jobs.startedOn} - interval '31 seconds'` })
          .where(and(eq(jobs.name, SANDBOX_WEBHOOK_JOB), eq(jobs.state, 'active')));
        expect((await orderRow(second, orderId)).status).toBe('PENDING');
        await second.worker.drain();
        // Taken back into its retry, whose wait the test server makes a minute: due now.
        await retriesDue(db, SANDBOX_WEBHOOK_JOB);
        await second.worker.drain();
        expect((await orderRow(second, orderId)).status).toBe('PAID');
        expect(await balanceOf(second, userId)).toEqual({ current: 25, debt: 0 });
        expect(await purchasesOf(second, userId)).toHaveLength(1);
        expect(await jobsOf(db, SANDBOX_WEBHOOK_JOB)).toMatchObject([
          { state: 'completed', tries: 2 },
        ]);
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });
});
