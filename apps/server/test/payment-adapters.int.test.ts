import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TCheckoutRequest,
  type TPaymentProvider,
  WebhookVerificationError,
} from '../src/modules/payments/payment-provider.ts';
import { createPayPalProvider } from '../src/modules/payments/paypal/paypal-provider.ts';
import { createStripeProvider } from '../src/modules/payments/stripe/stripe-provider.ts';
import { loadConfig } from '../src/platform/config.ts';
import { outboundClientFor } from '../src/platform/outbound/outbound-client.ts';
import { startPayPalDouble, type TPayPalDouble } from './support/paypal-double.ts';
import { startStripeDouble, type TStripeDouble } from './support/stripe-double.ts';

// The Stripe and PayPal adapters, through the real SDK / HTTP, against local doubles.

const TOLERANCE = 300;

function checkoutRequest(overrides: Partial<TCheckoutRequest> = {}): TCheckoutRequest {
  const orderId = `ord_${randomUUID()}`;
  return {
    orderId,
    amountCents: 2000,
    currency: 'EUR',
    description: 'Confirma: 50 credits',
    customerEmail: 'buyer@example.com',
    method: 'card',
    returnUrl: `http://localhost:3000/#/paymentReturn?order=${orderId}`,
    cancelUrl: `http://localhost:3000/#/prepaypalPaymentPage?cancelled=${orderId}`,
    idempotencyKey: `checkout-${orderId}`,
    locale: 'es',
    ...overrides,
  };
}

const now = () => Math.floor(Date.now() / 1000);

describe('Stripe adapter', () => {
  let double: TStripeDouble;
  let stripe: TPaymentProvider;
  const secretKey = 'sk_test_confirma_adapter';
  const webhookSecret = 'whsec_confirma_adapter_secret';

  beforeAll(async () => {
    double = await startStripeDouble({ secretKey, webhookSecret });
    const config = loadConfig({
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE_URL: double.baseUrl,
      PAYMENT_WEBHOOK_TOLERANCE_SECONDS: String(TOLERANCE),
    });
    stripe = createStripeProvider(config, outboundClientFor(config));
  });
  afterAll(() => double.close());

  async function checkout() {
    const request = checkoutRequest();
    return { request, ...(await stripe.createCheckout(request)) };
  }

  it('creates a Checkout Session and answers its page, with the idempotency key forwarded', async () => {
    const request = checkoutRequest({ locale: 'it' });
    const created = await stripe.createCheckout(request);
    expect(created.providerRef).toMatch(/^cs_test_/);
    expect(created.redirectUrl).toBe(`${double.baseUrl}/c/pay/${created.providerRef}`);

    const call = double.requests.findLast((r) => r.path === '/v1/checkout/sessions');
    expect(call?.method).toBe('POST');
    expect(call?.headers['idempotency-key']).toBe(request.idempotencyKey);
    expect(call?.body).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '2000',
      'line_items[0][price_data][product_data][name]': 'Confirma: 50 credits',
      client_reference_id: request.orderId,
      'metadata[orderId]': request.orderId,
      'payment_intent_data[metadata][orderId]': request.orderId,
      customer_email: 'buyer@example.com',
      success_url: request.returnUrl,
      cancel_url: request.cancelUrl,
      locale: 'it',
    });

    // A retried creation with the same key is the same checkout.
    const again = await stripe.createCheckout(request);
    expect(again.providerRef).toBe(created.providerRef);
    expect(
      double.requests.filter((r) => r.headers['idempotency-key'] === request.idempotencyKey),
    ).toHaveLength(2);
  });

  it('settles an unpaid, a challenged, a declined, a paid and an expired checkout', async () => {
    const open = await checkout();
    expect(await stripe.settle(open.providerRef)).toEqual({
      providerRef: open.providerRef,
      orderId: open.request.orderId,
      state: 'pending',
      amountCents: 2000,
      currency: 'EUR',
      refundedCents: 0,
      failureMessage: undefined,
    });

    const challenged = await checkout();
    double.challenge(challenged.providerRef);
    expect((await stripe.settle(challenged.providerRef)).state).toBe('requires_action');

    const declined = await checkout();
    double.decline(declined.providerRef, 'Your card has insufficient funds.');
    expect(await stripe.settle(declined.providerRef)).toMatchObject({
      state: 'failed',
      failureMessage: 'Your card has insufficient funds.',
    });

    const paid = await checkout();
    double.pay(paid.providerRef);
    expect(await stripe.settle(paid.providerRef)).toMatchObject({
      providerRef: paid.providerRef,
      orderId: paid.request.orderId,
      state: 'succeeded',
      amountCents: 2000,
      currency: 'EUR',
      refundedCents: 0,
    });
    const read = double.requests.findLast(
      (r) => r.path === `/v1/checkout/sessions/${paid.providerRef}`,
    );
    expect(read?.query['expand[0]']).toBe('payment_intent.latest_charge');

    const expired = await checkout();
    double.expire(expired.providerRef);
    expect((await stripe.settle(expired.providerRef)).state).toBe('canceled');

    await expect(stripe.settle('cs_test_unknown')).rejects.toThrow(/No such checkout.session/);
  });

  it('refunds on the payment intent with the idempotency key, in part and then in full', async () => {
    const paid = await checkout();
    double.pay(paid.providerRef);
    const intent = double.intentOf(paid.providerRef);

    const part = await stripe.refund({
      providerRef: paid.providerRef,
      amountCents: 500,
      idempotencyKey: 'refund-1',
    });
    expect(part).toEqual({ refundRef: expect.stringMatching(/^re_test_/), state: 'succeeded' });
    const call = double.requests.findLast((r) => r.path === '/v1/refunds');
    expect(call?.headers['idempotency-key']).toBe('refund-1');
    expect(call?.body).toMatchObject({ payment_intent: intent.id, amount: '500' });
    expect(await stripe.settle(paid.providerRef)).toMatchObject({
      state: 'succeeded',
      refundedCents: 500,
    });

    // The same key again refunds nothing more.
    const replay = await stripe.refund({
      providerRef: paid.providerRef,
      amountCents: 500,
      idempotencyKey: 'refund-1',
    });
    expect(replay.refundRef).toBe(part.refundRef);
    expect((await stripe.settle(paid.providerRef)).refundedCents).toBe(500);

    await stripe.refund({
      providerRef: paid.providerRef,
      amountCents: 1500,
      idempotencyKey: 'refund-2',
    });
    expect(await stripe.settle(paid.providerRef)).toMatchObject({
      state: 'refunded',
      refundedCents: 2000,
    });

    const open = await checkout();
    await expect(
      stripe.refund({
        providerRef: open.providerRef,
        amountCents: 2000,
        idempotencyKey: 'refund-3',
      }),
    ).rejects.toThrow(/no payment to refund/);
  });

  it('maps each webhook event to ours', async () => {
    const paid = await checkout();
    double.pay(paid.providerRef);
    const ours = {
      providerRef: paid.providerRef,
      orderId: paid.request.orderId,
      amountCents: 2000,
      currency: 'EUR',
    };

    const completed = double.webhook(
      'checkout.session.completed',
      double.session(paid.providerRef),
    );
    const event = await stripe.parseWebhook(completed);
    const body = JSON.parse(completed.rawBody.toString());
    expect(event).toEqual({
      eventId: body.id,
      type: 'payment.succeeded',
      ...ours,
      occurredAt: new Date(body.created * 1000),
      raw: body,
    });

    const asyncPaid = double.webhook(
      'checkout.session.async_payment_succeeded',
      double.session(paid.providerRef),
    );
    expect(await stripe.parseWebhook(asyncPaid)).toMatchObject({
      type: 'payment.succeeded',
      ...ours,
    });

    const unpaid = await checkout();
    const pending = double.webhook(
      'checkout.session.completed',
      double.session(unpaid.providerRef),
    );
    expect(await stripe.parseWebhook(pending)).toMatchObject({
      type: 'other',
      providerRef: unpaid.providerRef,
    });
    const asyncFailed = double.webhook(
      'checkout.session.async_payment_failed',
      double.session(unpaid.providerRef),
    );
    expect(await stripe.parseWebhook(asyncFailed)).toMatchObject({
      type: 'payment.failed',
      providerRef: unpaid.providerRef,
      orderId: unpaid.request.orderId,
    });
    double.expire(unpaid.providerRef);
    const expired = double.webhook('checkout.session.expired', double.session(unpaid.providerRef));
    expect(await stripe.parseWebhook(expired)).toMatchObject({
      type: 'payment.canceled',
      providerRef: unpaid.providerRef,
    });

    // Events about the intent, the charge and the dispute name the session through a lookup.
    const declined = await checkout();
    double.decline(declined.providerRef, 'Your card was declined.');
    const failed = double.webhook(
      'payment_intent.payment_failed',
      double.intentOf(declined.providerRef),
    );
    expect(await stripe.parseWebhook(failed)).toMatchObject({
      type: 'payment.failed',
      providerRef: declined.providerRef,
      orderId: declined.request.orderId,
      amountCents: 2000,
      currency: 'EUR',
      failureMessage: 'Your card was declined.',
    });
    expect(
      double.requests.findLast((r) => r.path === '/v1/checkout/sessions')?.query,
    ).toMatchObject({
      payment_intent: double.intentOf(declined.providerRef).id,
      limit: '1',
    });

    await stripe.refund({
      providerRef: paid.providerRef,
      amountCents: 700,
      idempotencyKey: randomUUID(),
    });
    const refunded = double.webhook('charge.refunded', double.chargeOf(paid.providerRef));
    expect(await stripe.parseWebhook(refunded)).toMatchObject({
      type: 'payment.refunded',
      ...ours,
      refundedCents: 700,
    });

    const disputed = double.webhook('charge.dispute.created', double.dispute(paid.providerRef));
    expect(await stripe.parseWebhook(disputed)).toMatchObject({
      type: 'payment.disputed',
      ...ours,
    });
    expect(await stripe.settle(paid.providerRef)).toMatchObject({ state: 'disputed' });

    const other = double.webhook('customer.created', { id: 'cus_test_1', object: 'customer' });
    expect(await stripe.parseWebhook(other)).toMatchObject({
      type: 'other',
      providerRef: null,
      orderId: null,
      amountCents: null,
      currency: null,
    });
  });

  it('refuses a bad signature, a stale time stamp, a missing header and a changed body', async () => {
    const paid = await checkout();
    double.pay(paid.providerRef);
    const session = double.session(paid.providerRef);

    const forged = double.webhook('checkout.session.completed', session, {
      secret: 'whsec_not_ours',
    });
    await expect(stripe.parseWebhook(forged)).rejects.toBeInstanceOf(WebhookVerificationError);

    const stale = double.webhook('checkout.session.completed', session, {
      timestamp: now() - TOLERANCE - 5,
    });
    await expect(stripe.parseWebhook(stale)).rejects.toThrow(
      /Timestamp outside the tolerance zone/,
    );
    const recent = double.webhook('checkout.session.completed', session, {
      timestamp: now() - TOLERANCE + 30,
    });
    await expect(stripe.parseWebhook(recent)).resolves.toMatchObject({ type: 'payment.succeeded' });

    const genuine = double.webhook('checkout.session.completed', session);
    await expect(
      stripe.parseWebhook({ headers: {}, rawBody: genuine.rawBody }),
    ).rejects.toBeInstanceOf(WebhookVerificationError);
    const tampered = Buffer.from(
      genuine.rawBody.toString().replace('"amount_total":2000', '"amount_total":1'),
    );
    expect(tampered.equals(genuine.rawBody)).toBe(false);
    await expect(
      stripe.parseWebhook({ headers: genuine.headers, rawBody: tampered }),
    ).rejects.toBeInstanceOf(WebhookVerificationError);
  });
});

describe('PayPal adapter', () => {
  let double: TPayPalDouble;
  let paypal: TPaymentProvider;
  const credentials = {
    clientId: 'confirma-client',
    clientSecret: 'confirma-secret',
    webhookId: '8PT597110X687430LKGECATA',
  };

  beforeAll(async () => {
    double = await startPayPalDouble(credentials);
    const config = loadConfig({
      PAYPAL_CLIENT_ID: credentials.clientId,
      PAYPAL_CLIENT_SECRET: credentials.clientSecret,
      PAYPAL_WEBHOOK_ID: credentials.webhookId,
      PAYPAL_API_BASE_URL: double.baseUrl,
      PAYMENT_WEBHOOK_TOLERANCE_SECONDS: String(TOLERANCE),
    });
    paypal = createPayPalProvider(config, outboundClientFor(config));
  });
  afterAll(() => double.close());

  async function checkout() {
    const request = checkoutRequest({ method: 'wallet' });
    return { request, ...(await paypal.createCheckout(request)) };
  }

  async function paidOrder() {
    const order = await checkout();
    double.approve(order.providerRef);
    await paypal.settle(order.providerRef);
    return order;
  }

  it('creates an order to capture and answers its approval page, with the request id forwarded', async () => {
    const request = checkoutRequest({ method: 'wallet', locale: 'en', amountCents: 1005 });
    const created = await paypal.createCheckout(request);
    expect(created.redirectUrl).toBe(`${double.baseUrl}/checkoutnow?token=${created.providerRef}`);

    const call = double.requests.findLast((r) => r.path === '/v2/checkout/orders');
    expect(call?.headers['paypal-request-id']).toBe(request.idempotencyKey);
    expect(call?.headers.authorization).toMatch(/^Bearer A21AA/);
    expect(call?.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: request.orderId,
          custom_id: request.orderId,
          description: 'Confirma: 50 credits',
          amount: { currency_code: 'EUR', value: '10.05' },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: request.returnUrl,
            cancel_url: request.cancelUrl,
            locale: 'en-US',
          },
        },
      },
    });

    const again = await paypal.createCheckout(request);
    expect(again.providerRef).toBe(created.providerRef);
  });

  it('keeps its access token until it expires, and takes a new one when refused', async () => {
    const before = double.state.tokenRequests;
    await checkout();
    await checkout();
    expect(double.state.tokenRequests).toBe(before === 0 ? 1 : before);

    double.revokeTokens();
    const order = await checkout();
    expect(await paypal.settle(order.providerRef)).toMatchObject({ state: 'pending' });
    expect(double.state.tokenRequests).toBe((before === 0 ? 1 : before) + 1);
  });

  it('settles: pending before approval, captured once after it however often settle is called', async () => {
    const order = await checkout();
    expect(await paypal.settle(order.providerRef)).toEqual({
      providerRef: order.providerRef,
      orderId: order.request.orderId,
      state: 'pending',
      amountCents: 2000,
      currency: 'EUR',
      refundedCents: 0,
      failureMessage: undefined,
    });

    double.approve(order.providerRef);
    const captures = double.state.captureCount;
    const first = await paypal.settle(order.providerRef);
    expect(first).toMatchObject({
      state: 'succeeded',
      amountCents: 2000,
      currency: 'EUR',
      orderId: order.request.orderId,
    });
    expect(await paypal.settle(order.providerRef)).toEqual(first);
    expect(double.state.captureCount).toBe(captures + 1);

    // Two returns racing: both see APPROVED, both capture with the same request id.
    const raced = await checkout();
    double.approve(raced.providerRef);
    const [a, b] = await Promise.all([
      paypal.settle(raced.providerRef),
      paypal.settle(raced.providerRef),
    ]);
    expect(a.state).toBe('succeeded');
    expect(b).toEqual(a);
    expect(double.state.captureCount).toBe(captures + 2);
    const ids = double.requests
      .filter((r) => r.path === `/v2/checkout/orders/${raced.providerRef}/capture`)
      .map((r) => r.headers['paypal-request-id']);
    expect(ids).toEqual([`capture-${raced.providerRef}`, `capture-${raced.providerRef}`]);
  });

  it("fails a declined capture with PayPal's own message", async () => {
    double.state.nextCapture = 'INSTRUMENT_DECLINED';
    const refused = await checkout();
    double.approve(refused.providerRef);
    expect(await paypal.settle(refused.providerRef)).toMatchObject({
      state: 'failed',
      failureMessage: expect.stringMatching(/^The instrument presented {2}was either declined/),
    });

    double.state.nextCapture = 'DECLINED';
    const denied = await checkout();
    double.approve(denied.providerRef);
    expect(await paypal.settle(denied.providerRef)).toMatchObject({
      state: 'failed',
      failureMessage: 'DECLINED_BY_RISK_FRAUD_FILTERS',
    });
    double.state.nextCapture = 'COMPLETED';

    await expect(paypal.settle('0NOSUCHORDER00000')).rejects.toThrow(
      /Specified resource ID does not exist/,
    );
  });

  it('refunds the capture with the idempotency key', async () => {
    const order = await paidOrder();
    const capture = double.captureOf(order.providerRef);
    const refund = await paypal.refund({
      providerRef: order.providerRef,
      amountCents: 2000,
      idempotencyKey: 'pp-refund-1',
    });
    expect(refund).toEqual({ refundRef: expect.any(String), state: 'succeeded' });
    const call = double.requests.findLast(
      (r) => r.path === `/v2/payments/captures/${capture.id}/refund`,
    );
    expect(call?.headers['paypal-request-id']).toBe('pp-refund-1');
    expect(call?.body).toMatchObject({
      amount: { currency_code: 'EUR', value: '20.00' },
      custom_id: order.request.orderId,
    });
    expect(await paypal.settle(order.providerRef)).toMatchObject({
      state: 'refunded',
      refundedCents: 2000,
    });

    // The same key again: PayPal's first answer, nothing refunded twice.
    const again = await paypal.refund({
      providerRef: order.providerRef,
      amountCents: 2000,
      idempotencyKey: 'pp-refund-1',
    });
    expect(again.refundRef).toBe(refund.refundRef);

    const unpaid = await checkout();
    await expect(
      paypal.refund({
        providerRef: unpaid.providerRef,
        amountCents: 2000,
        idempotencyKey: 'pp-refund-2',
      }),
    ).rejects.toThrow(/no capture to refund/);
  });

  it('maps each notification to our event', async () => {
    const order = await paidOrder();
    const ours = { providerRef: order.providerRef, orderId: order.request.orderId };
    const capture = double.captureOf(order.providerRef);

    const completed = double.webhook('PAYMENT.CAPTURE.COMPLETED', capture);
    const body = JSON.parse(completed.rawBody.toString());
    expect(await paypal.parseWebhook(completed)).toEqual({
      eventId: body.id,
      type: 'payment.succeeded',
      ...ours,
      amountCents: 2000,
      currency: 'EUR',
      failureMessage: undefined,
      occurredAt: new Date(body.create_time),
      raw: body,
    });
    const verify = double.requests.findLast(
      (r) => r.path === '/v1/notifications/verify-webhook-signature',
    );
    expect(verify?.body).toMatchObject({
      transmission_id: completed.headers['paypal-transmission-id'],
      transmission_time: completed.headers['paypal-transmission-time'],
      transmission_sig: completed.headers['paypal-transmission-sig'],
      cert_url: completed.headers['paypal-cert-url'],
      auth_algo: 'SHA256withRSA',
      webhook_id: credentials.webhookId,
      webhook_event: body,
    });

    const denied = double.webhook('PAYMENT.CAPTURE.DENIED', { ...capture, status: 'DECLINED' });
    expect(await paypal.parseWebhook(denied)).toMatchObject({
      type: 'payment.failed',
      ...ours,
      amountCents: 2000,
    });

    const approved = double.webhook('CHECKOUT.ORDER.APPROVED', double.order(order.providerRef));
    expect(await paypal.parseWebhook(approved)).toMatchObject({ type: 'other', ...ours });

    await paypal.refund({
      providerRef: order.providerRef,
      amountCents: 800,
      idempotencyKey: randomUUID(),
    });
    const refunded = double.webhook(
      'PAYMENT.CAPTURE.REFUNDED',
      double.lastRefundOf(order.providerRef),
    );
    expect(await paypal.parseWebhook(refunded)).toMatchObject({
      type: 'payment.refunded',
      ...ours,
      amountCents: 2000,
      currency: 'EUR',
      refundedCents: 800,
    });

    const disputed = double.webhook(
      'CUSTOMER.DISPUTE.CREATED',
      double.disputeOf(String(capture.id)),
    );
    expect(await paypal.parseWebhook(disputed)).toMatchObject({
      type: 'payment.disputed',
      ...ours,
      amountCents: 2000,
    });

    const other = double.webhook('BILLING.SUBSCRIPTION.CREATED', { id: 'I-BW452GLLEP1G' });
    expect(await paypal.parseWebhook(other)).toMatchObject({
      type: 'other',
      providerRef: null,
      orderId: null,
    });
  });

  it('refuses a bad signature, another webhook id, a stale transmission, missing headers, a changed body', async () => {
    const order = await paidOrder();
    const capture = double.captureOf(order.providerRef);

    const forged = double.webhook('PAYMENT.CAPTURE.COMPLETED', capture, {
      signature: 'c2lnbmVkIGJ5IHNvbWVvbmUgZWxzZQ==',
    });
    await expect(paypal.parseWebhook(forged)).rejects.toThrow(/signature FAILURE/);

    const elsewhere = double.webhook('PAYMENT.CAPTURE.COMPLETED', capture, {
      webhookId: '1JE4291016473214C',
    });
    await expect(paypal.parseWebhook(elsewhere)).rejects.toBeInstanceOf(WebhookVerificationError);

    const verifications = double.requests.filter(
      (r) => r.path === '/v1/notifications/verify-webhook-signature',
    ).length;
    const old = new Date(Date.now() - (TOLERANCE + 60) * 1000).toISOString();
    const stale = double.webhook('PAYMENT.CAPTURE.COMPLETED', capture, { transmissionTime: old });
    await expect(paypal.parseWebhook(stale)).rejects.toThrow(/replay window/);
    expect(
      double.requests.filter((r) => r.path === '/v1/notifications/verify-webhook-signature'),
    ).toHaveLength(verifications);

    const genuine = double.webhook('PAYMENT.CAPTURE.COMPLETED', capture);
    const { 'paypal-transmission-sig': _dropped, ...unsigned } = genuine.headers;
    await expect(
      paypal.parseWebhook({ headers: unsigned, rawBody: genuine.rawBody }),
    ).rejects.toThrow(/missing paypal-transmission-sig/);
    const tampered = Buffer.from(
      genuine.rawBody.toString().replace('"value":"20.00"', '"value":"0.01"'),
    );
    expect(tampered.equals(genuine.rawBody)).toBe(false);
    await expect(
      paypal.parseWebhook({ headers: genuine.headers, rawBody: tampered }),
    ).rejects.toBeInstanceOf(WebhookVerificationError);
    await expect(
      paypal.parseWebhook({ headers: genuine.headers, rawBody: Buffer.from('not json') }),
    ).rejects.toBeInstanceOf(WebhookVerificationError);
    await expect(paypal.parseWebhook(genuine)).resolves.toMatchObject({
      type: 'payment.succeeded',
    });
  });

  it("has PayPal check its RSA signature over the body's own bytes, with PayPal's certificate", async () => {
    const order = await paidOrder();
    const capture = double.captureOf(order.providerRef);

    // The same event laid out again: other bytes, another CRC, not what PayPal signed.
    const genuine = double.webhook('PAYMENT.CAPTURE.COMPLETED', capture);
    const relaid = Buffer.from(JSON.stringify(JSON.parse(genuine.rawBody.toString()), null, 1));
    await expect(
      paypal.parseWebhook({ headers: genuine.headers, rawBody: relaid }),
    ).rejects.toThrow(/signature FAILURE/);

    // A signature made with another key, whose certificate the forger serves elsewhere.
    const foreign = double.webhook('PAYMENT.CAPTURE.COMPLETED', capture, {
      certUrl: 'https://attacker.example/v1/notifications/certs/CERT-1',
    });
    await expect(paypal.parseWebhook(foreign)).rejects.toThrow(/signature FAILURE/);

    // The certificate PayPal names is served, and its key checks the genuine signature.
    const cert = await fetch(String(genuine.headers['paypal-cert-url']));
    expect(await cert.text()).toMatch(/^-----BEGIN CERTIFICATE-----/);
    await expect(paypal.parseWebhook(genuine)).resolves.toMatchObject({
      type: 'payment.succeeded',
    });
  });
});
