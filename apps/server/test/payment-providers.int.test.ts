import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, paymentEvents } from '../src/db-schema.ts';
import { balanceOf, orderPack, orderRow, userIdOf } from './support/payments.ts';
import { startPayPalDouble, type TPayPalDouble } from './support/paypal-double.ts';
import { signedInClient } from './support/sign-up.ts';
import { startStripeDouble, type TStripeDouble } from './support/stripe-double.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';

// Stripe and PayPal through the whole server: the order, the provider's checkout over HTTP
// (the official SDK for Stripe), the signed webhook at /api/payments/webhooks/{provider}.

const LIMITS = { AUTH_EMAIL_LIMIT: '500', AUTH_SIGN_IN_LIMIT: '500' };

let serial = 0;
async function buyer(server: TTestServer) {
  const client = await signedInClient(
    server,
    `provider-buyer${++serial}-${Date.now()}@example.com`,
  );
  return { client, userId: await userIdOf(client) };
}

const purchasesOf = (server: TTestServer, userId: string) =>
  server.platform.database.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.organizationId, userId), eq(creditLedger.kind, 'purchase')));

const eventsOf = (server: TTestServer, orderId: string) =>
  server.platform.database.db
    .select({ type: paymentEvents.type, outcome: paymentEvents.outcome })
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, orderId));

/** Delivers a provider's webhook to the server as the provider does. */
async function deliver(
  server: TTestServer,
  provider: 'stripe' | 'paypal',
  webhook: { rawBody: Buffer; headers: Record<string, string> },
) {
  const response = await fetch(`${server.url}/api/payments/webhooks/${provider}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...webhook.headers },
    body: new Uint8Array(webhook.rawBody),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('Stripe through the server', () => {
  const secretKey = 'sk_test_confirma_server';
  const webhookSecret = 'whsec_confirma_server_secret';
  let double: TStripeDouble;
  let server: TTestServer;

  beforeAll(async () => {
    double = await startStripeDouble({ secretKey, webhookSecret });
    server = await startTestServer({
      ...LIMITS,
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE_URL: double.baseUrl,
    });
  });
  afterAll(async () => {
    await server?.close();
    await double?.close();
  });

  it('pays a card order by Stripe Checkout; its SDK-signed webhook credits once', async () => {
    const { client, userId } = await buyer(server);
    const { order, redirectUrl } = await orderPack(client);
    const row = await orderRow(server, order.id);
    expect(row).toMatchObject({ provider: 'stripe', providerRef: expect.stringMatching(/^cs_/) });
    const sessionId = row.providerRef ?? '';
    expect(redirectUrl).toBe(`${double.baseUrl}/c/pay/${sessionId}`);
    const created = double.requests.findLast((r) => r.path === '/v1/checkout/sessions');
    expect(created?.body).toMatchObject({
      client_reference_id: order.id,
      'line_items[0][price_data][unit_amount]': '1000',
      success_url: `${server.url}/#/paymentReturn?order=${order.id}`,
    });

    // A forged delivery is refused before anything is stored.
    double.pay(sessionId);
    const forged = double.webhook('checkout.session.completed', double.session(sessionId), {
      secret: 'whsec_someone_else',
    });
    expect((await deliver(server, 'stripe', forged)).status).toBe(400);
    expect(await eventsOf(server, order.id)).toEqual([]);

    // Stripe delivers the event, and again (its retry): one credit.
    const completed = double.webhook('checkout.session.completed', double.session(sessionId));
    expect(await deliver(server, 'stripe', completed)).toEqual({
      status: 200,
      body: { received: true, outcome: 'credited' },
    });
    expect(await deliver(server, 'stripe', completed)).toEqual({
      status: 200,
      body: { received: true, outcome: 'duplicate' },
    });
    expect((await orderRow(server, order.id)).status).toBe('PAID');
    expect(await balanceOf(server, userId)).toEqual({ current: 25, debt: 0 });

    // The browser's return reads the session from Stripe and changes nothing more.
    const back = await client.post(`/api/payments/orders/${order.id}/return`);
    expect(await back.json()).toMatchObject({ status: 'PAID', provider: 'stripe' });
    expect(await purchasesOf(server, userId)).toHaveLength(1);
    expect(await balanceOf(server, userId)).toEqual({ current: 25, debt: 0 });
    expect(await eventsOf(server, order.id)).toEqual([
      { type: 'payment.succeeded', outcome: 'credited' },
    ]);
  });
});

describe('PayPal through the server', () => {
  const credentials = {
    clientId: 'confirma-server-client',
    clientSecret: 'confirma-server-secret',
    webhookId: '5GP028458E2496506',
  };
  let double: TPayPalDouble;
  let server: TTestServer;

  beforeAll(async () => {
    double = await startPayPalDouble(credentials);
    server = await startTestServer({
      ...LIMITS,
      PAYPAL_CLIENT_ID: credentials.clientId,
      PAYPAL_CLIENT_SECRET: credentials.clientSecret,
      PAYPAL_WEBHOOK_ID: credentials.webhookId,
      PAYPAL_API_BASE_URL: double.baseUrl,
    });
  });
  afterAll(async () => {
    await server?.close();
    await double?.close();
  });

  it("pays a wallet order through PayPal; the notification is verified by PayPal's call and credits once", async () => {
    const { client, userId } = await buyer(server);
    const { order, redirectUrl } = await orderPack(client, { method: 'wallet' });
    const row = await orderRow(server, order.id);
    expect(row.provider).toBe('paypal');
    const paypalOrder = row.providerRef ?? '';
    expect(redirectUrl).toBe(`${double.baseUrl}/checkoutnow?token=${paypalOrder}`);

    // The payer approves on PayPal's page; PayPal notifies the capture PayPal made.
    double.approve(paypalOrder);
    const back = await client.post(`/api/payments/orders/${order.id}/return`);
    expect(await back.json()).toMatchObject({ status: 'PAID', provider: 'paypal' });
    expect(await balanceOf(server, userId)).toEqual({ current: 25, debt: 0 });

    const verifications = () =>
      double.requests.filter((r) => r.path === '/v1/notifications/verify-webhook-signature');
    const before = verifications().length;
    const completed = double.webhook('PAYMENT.CAPTURE.COMPLETED', double.captureOf(paypalOrder));
    expect(await deliver(server, 'paypal', completed)).toEqual({
      status: 200,
      body: { received: true, outcome: 'already:PAID' },
    });
    expect(verifications()).toHaveLength(before + 1);
    expect(verifications().at(-1)?.body).toMatchObject({
      webhook_id: credentials.webhookId,
      transmission_id: completed.headers['paypal-transmission-id'],
    });

    // Signed for another webhook subscription: PayPal answers FAILURE, nothing is stored.
    const elsewhere = double.webhook('PAYMENT.CAPTURE.COMPLETED', double.captureOf(paypalOrder), {
      webhookId: '1JE4291016473214C',
    });
    expect((await deliver(server, 'paypal', elsewhere)).status).toBe(400);

    expect(await purchasesOf(server, userId)).toHaveLength(1);
    expect(await balanceOf(server, userId)).toEqual({ current: 25, debt: 0 });
    const events = await eventsOf(server, order.id);
    expect(events).toHaveLength(2);
    expect(events).toEqual(
      expect.arrayContaining([
        { type: 'return.succeeded', outcome: 'credited' },
        { type: 'payment.succeeded', outcome: 'already:PAID' },
      ]),
    );
  });
});
