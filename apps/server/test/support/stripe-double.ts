import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the few Stripe API endpoints the Stripe adapter calls, answering in
 * Stripe's shapes (objects, `{error: {...}}` bodies, idempotent replays), so that the real
 * SDK talks HTTP to it: POST/GET /v1/checkout/sessions, GET /v1/checkout/sessions/{id}
 * (with `expand`), POST /v1/refunds. What the payer does on
 * Stripe's page is played by `pay`, `decline`, `challenge`, `expire`; `dispute` opens a
 * chargeback. Every request is recorded, its form body flattened ('metadata[orderId]').
 */

type TJson = Record<string, unknown>;

export interface TStripeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, string>;
  headers: http.IncomingHttpHeaders;
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

function flat(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries(params.entries());
}

function stripeError(status: number, type: string, message: string, code?: string) {
  return { status, body: { error: { type, message, ...(code ? { code } : {}) } } };
}

export async function startStripeDouble(options: { secretKey: string; webhookSecret: string }) {
  const requests: TStripeRequest[] = [];
  const sessions = new Map<string, TJson>();
  const intents = new Map<string, TJson>();
  const charges = new Map<string, TJson>();
  const replays = new Map<string, { status: number; body: unknown }>();
  let baseUrl = '';

  /** An object with its expandable fields replaced by the objects (`a.b` paths). */
  function expand(object: TJson, paths: string[]): TJson {
    const out: TJson = { ...object };
    for (const path of paths) {
      const [head = '', ...rest] = path.split('.');
      const id = out[head];
      const stores: Record<string, Map<string, TJson>> = {
        payment_intent: intents,
        latest_charge: charges,
      };
      const found = typeof id === 'string' ? stores[head]?.get(id) : undefined;
      if (found) out[head] = rest.length ? expand(found, [rest.join('.')]) : { ...found };
    }
    return out;
  }

  function createSession(body: Record<string, string>): TJson {
    const id = newId('cs');
    const amount =
      Number(body['line_items[0][price_data][unit_amount]']) *
      Number(body['line_items[0][quantity]'] ?? '1');
    const metadata: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) {
      const match = /^metadata\[(.+)\]$/.exec(key);
      if (match?.[1]) metadata[match[1]] = value;
    }
    const session: TJson = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: body.cancel_url ?? null,
      client_reference_id: body.client_reference_id ?? null,
      created: now(),
      currency: body['line_items[0][price_data][currency]'] ?? null,
      customer_email: body.customer_email ?? null,
      expires_at: now() + 86_400,
      livemode: false,
      locale: body.locale ?? null,
      metadata,
      mode: body.mode,
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: body.success_url ?? null,
      url: `${baseUrl}/c/pay/${id}`,
      // Kept to copy into the intent's metadata when the payer pays.
      _intentOrderId: body['payment_intent_data[metadata][orderId]'] ?? null,
    };
    sessions.set(id, session);
    return session;
  }

  const visible = (session: TJson) => {
    const { _intentOrderId, ...rest } = session;
    return rest;
  };

  function route(method: string, url: URL, body: Record<string, string>) {
    const path = url.pathname;
    const expansions = [...url.searchParams.entries(), ...Object.entries(body)]
      .filter(([key]) => key.startsWith('expand'))
      .map(([, value]) => value);
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      return { status: 200, body: visible(createSession(body)) };
    }
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      const intent = url.searchParams.get('payment_intent');
      const data = [...sessions.values()].filter((s) => !intent || s.payment_intent === intent);
      const limit = Number(url.searchParams.get('limit') ?? '10');
      return {
        status: 200,
        body: {
          object: 'list',
          url: '/v1/checkout/sessions',
          has_more: data.length > limit,
          data: data.slice(0, limit).map(visible),
        },
      };
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && sessionMatch?.[1]) {
      const session = sessions.get(sessionMatch[1]);
      if (!session) {
        return stripeError(
          404,
          'invalid_request_error',
          `No such checkout.session: '${sessionMatch[1]}'`,
          'resource_missing',
        );
      }
      return { status: 200, body: expand(visible(session), expansions) };
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(body);
    return stripeError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: ${path}).`,
    );
  }

  function createRefund(body: Record<string, string>) {
    const intent = intents.get(body.payment_intent ?? '');
    const charge = intent ? charges.get(String(intent.latest_charge)) : undefined;
    if (!intent || !charge || intent.status !== 'succeeded') {
      return stripeError(
        400,
        'invalid_request_error',
        `This PaymentIntent (${body.payment_intent}) does not have a successful charge to refund.`,
        'charge_not_refundable',
      );
    }
    const refundable = Number(charge.amount) - Number(charge.amount_refunded);
    const amount = body.amount ? Number(body.amount) : refundable;
    if (amount > refundable) {
      return stripeError(
        400,
        'invalid_request_error',
        `Refund amount (€${amount / 100}) is greater than unrefunded amount on charge (€${refundable / 100})`,
        'amount_too_large',
      );
    }
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return {
      status: 200,
      body: {
        id: newId('re'),
        object: 'refund',
        amount,
        charge: charge.id,
        created: now(),
        currency: charge.currency,
        metadata: {},
        payment_intent: intent.id,
        reason: null,
        status: 'succeeded',
      },
    };
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stripe.double');
      const body = flat(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const method = request.method ?? 'GET';
      requests.push({
        method,
        path: url.pathname,
        query: flat(url.searchParams),
        body,
        headers: request.headers,
      });
      const send = (status: number, payload: unknown, replayed = false) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(7).toString('hex')}`,
          ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
        });
        response.end(JSON.stringify(payload));
      };
      if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
        const answer = stripeError(
          401,
          'invalid_request_error',
          'Invalid API Key provided: sk_test_****',
        );
        send(answer.status, answer.body);
        return;
      }
      const key = request.headers['idempotency-key'];
      const replayKey =
        typeof key === 'string' && method === 'POST' ? `${url.pathname} ${key}` : null;
      const replay = replayKey ? replays.get(replayKey) : undefined;
      if (replay) {
        send(replay.status, replay.body, true);
        return;
      }
      const answer = route(method, url, body);
      if (replayKey) replays.set(replayKey, answer);
      send(answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function session(id: string): TJson {
    const found = sessions.get(id);
    if (!found) throw new Error(`no session ${id}`);
    return found;
  }

  function attachIntent(sessionId: string, status: string, extra: TJson = {}): TJson {
    const owner = session(sessionId);
    const intent: TJson = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: owner.amount_total,
      amount_received: status === 'succeeded' ? owner.amount_total : 0,
      currency: owner.currency,
      created: now(),
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: owner._intentOrderId ? { orderId: owner._intentOrderId } : {},
      status,
      ...extra,
    };
    intents.set(String(intent.id), intent);
    owner.payment_intent = intent.id;
    return intent;
  }

  function addCharge(intent: TJson, status: 'succeeded' | 'failed', failure?: string): TJson {
    const charge: TJson = {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: status === 'succeeded' ? intent.amount : 0,
      amount_refunded: 0,
      currency: intent.currency,
      created: now(),
      disputed: false,
      failure_message: failure ?? null,
      metadata: intent.metadata,
      paid: status === 'succeeded',
      payment_intent: intent.id,
      refunded: false,
      status,
    };
    charges.set(String(charge.id), charge);
    intent.latest_charge = charge.id;
    return charge;
  }

  return {
    baseUrl,
    requests,
    /** The payer pays with a card that goes through. */
    pay(sessionId: string) {
      const intent = attachIntent(sessionId, 'succeeded');
      addCharge(intent, 'succeeded');
      Object.assign(session(sessionId), { status: 'complete', payment_status: 'paid' });
    },
    /** The card is declined: the session stays open, its intent carries the error. */
    decline(sessionId: string, message = 'Your card was declined.') {
      const error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message,
      };
      const intent = attachIntent(sessionId, 'requires_payment_method', {
        last_payment_error: error,
      });
      addCharge(intent, 'failed', message);
    },
    /** The card asks for a 3-D Secure challenge. */
    challenge(sessionId: string) {
      attachIntent(sessionId, 'requires_action');
    },
    expire(sessionId: string) {
      Object.assign(session(sessionId), { status: 'expired' });
    },
    /** A chargeback on the session's charge: the dispute object Stripe sends. */
    dispute(sessionId: string): TJson {
      const intent = intents.get(String(session(sessionId).payment_intent));
      const charge = charges.get(String(intent?.latest_charge));
      if (!intent || !charge) throw new Error(`session ${sessionId} has no charge`);
      charge.disputed = true;
      return {
        id: newId('dp'),
        object: 'dispute',
        amount: charge.amount,
        charge: charge.id,
        created: now(),
        currency: charge.currency,
        metadata: {},
        payment_intent: intent.id,
        reason: 'fraudulent',
        status: 'needs_response',
      };
    },
    /** Stripe's objects as they are now (for event payloads). */
    session: (id: string) => visible(session(id)),
    intentOf: (sessionId: string) => ({
      ...intents.get(String(session(sessionId).payment_intent)),
    }),
    chargeOf(sessionId: string) {
      const intent = intents.get(String(session(sessionId).payment_intent));
      return { ...charges.get(String(intent?.latest_charge)) };
    },
    /**
     * A webhook delivery of `type` about `object`, signed with the SDK's own helper (or with
     * another secret, or at another time, to be refused).
     */
    webhook(type: string, object: TJson, sign: { secret?: string; timestamp?: number } = {}) {
      const payload = JSON.stringify({
        id: newId('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: now(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: sign.secret ?? options.webhookSecret,
        timestamp: sign.timestamp ?? now(),
      });
      return { rawBody: Buffer.from(payload), headers: { 'stripe-signature': signature } };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TStripeDouble = Awaited<ReturnType<typeof startStripeDouble>>;
