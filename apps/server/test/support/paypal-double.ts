import {
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
  sign as rsaSign,
  verify as rsaVerify,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import { toPem } from '../../src/modules/sealing/pki/certificate-info.ts';
import { createCertificate } from '../../src/modules/sealing/pki/create-certificate.ts';

/**
 * A local stand-in for the PayPal REST endpoints the PayPal adapter calls, in PayPal's shapes
 * (orders, captures, refunds, `{name, message, debug_id, details}` errors, PayPal-Request-Id
 * replays): POST /v1/oauth2/token, POST /v2/checkout/orders, GET /v2/checkout/orders/{id},
 * POST /v2/checkout/orders/{id}/capture, GET /v2/payments/captures/{id},
 * POST /v2/payments/captures/{id}/refund and POST /v1/notifications/verify-webhook-signature.
 * The payer's approval is `approve`; `nextCapture` decides how the next capture goes.
 * Webhook signatures as PayPal makes and checks them: each notification is signed
 * SHA256withRSA over `transmission id|transmission time|webhook id|crc32 of the body` (the
 * CRC in decimal) with the double's private key, whose certificate is served at the
 * `paypal-cert-url` it names (GET /v1/notifications/certs/{id}). The verify endpoint does
 * what PayPal's does with the fields it is sent: fetches the certificate at `cert_url` (its
 * own only, as PayPal takes only PayPal's), and checks `transmission_sig` with its key over
 * the same string built from the request's webhook id and the CRC of `webhook_event`'s text
 * exactly as sent; `verification_status` is SUCCESS or FAILURE.
 */

type TJson = Record<string, unknown>;
type TMoney = { currency_code: string; value: string };

export interface TPayPalRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

const newId = () => randomBytes(9).toString('hex').toUpperCase().slice(0, 17);
const iso = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');

function paypalError(status: number, name: string, issue: string, description: string) {
  return {
    status,
    body: {
      name,
      message:
        status === 422
          ? 'The requested action could not be performed, semantically incorrect, or failed business validation.'
          : 'Request is not well-formed, syntactically incorrect, or violates schema.',
      debug_id: randomBytes(7).toString('hex'),
      details: [{ issue, description }],
      links: [],
    },
  };
}

const cents = (money: TMoney) => Math.round(Number(money.value) * 100);
const money = (currency: string, amount: number): TMoney => ({
  currency_code: currency,
  value: (amount / 100).toFixed(2),
});

/**
 * The text of member `name`'s value in the JSON object `json`, exactly as written (PayPal
 * checks the CRC of the event's own bytes, not of a re-serialised copy); undefined when the
 * object has no such member.
 */
function memberText(json: string, name: string): string | undefined {
  let depth = 0;
  let expectKey = false;
  let key: string | undefined;
  let start = -1;
  for (let i = 0; i < json.length; i += 1) {
    const c = json[i];
    if (c === '"') {
      let end = i + 1;
      while (end < json.length && json[end] !== '"') end += json[end] === '\\' ? 2 : 1;
      if (depth === 1 && expectKey) {
        key = JSON.parse(json.slice(i, end + 1)) as string;
        expectKey = false;
      }
      i = end;
    } else if (c === '{' || c === '[') {
      depth += 1;
      if (depth === 1) expectKey = true;
    } else if (c === '}' || c === ']') {
      if (depth === 1 && start >= 0) return json.slice(start, i).trim();
      depth -= 1;
    } else if (depth === 1 && c === ':' && key === name) {
      start = i + 1;
    } else if (depth === 1 && c === ',') {
      if (start >= 0) return json.slice(start, i).trim();
      expectKey = true;
      key = undefined;
    }
  }
  return undefined;
}

/** The string PayPal signs for a notification. */
const signedString = (id: string, time: string, webhookId: string, body: string) =>
  `${id}|${time}|${webhookId}|${crc32(Buffer.from(body, 'utf8'))}`;

export async function startPayPalDouble(options: {
  clientId: string;
  clientSecret: string;
  webhookId: string;
}) {
  // PayPal's webhook signing key and its certificate (self-signed here).
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const now = new Date();
  const certificate = await createCertificate({
    profile: 'document-signing',
    commonName: 'messageverificationcerts.paypal.double',
    organization: 'PayPal double',
    publicKey,
    selfKey: { kind: 'local', privateKey },
    notBefore: new Date(now.getTime() - 3600_000),
    notAfter: new Date(now.getTime() + 365 * 24 * 3600_000),
  });
  const certId = `CERT-${randomBytes(12).toString('hex')}`;
  const certPath = `/v1/notifications/certs/${certId}`;
  const certPem = toPem('CERTIFICATE', certificate.der);
  const requests: TPayPalRequest[] = [];
  const orders = new Map<string, TJson>();
  const captures = new Map<string, TJson>();
  const tokens = new Set<string>();
  const replays = new Map<string, { status: number; body: unknown }>();
  const state = {
    tokenRequests: 0,
    captureCount: 0,
    /** How the next capture goes: completed, declined by the processor, or refused (422). */
    nextCapture: 'COMPLETED' as 'COMPLETED' | 'DECLINED' | 'INSTRUMENT_DECLINED',
  };
  let baseUrl = '';

  const signature = (id: string, time: string, webhookId: string, body: string) =>
    rsaSign('sha256', Buffer.from(signedString(id, time, webhookId, body)), privateKey).toString(
      'base64',
    );

  function createOrder(body: TJson) {
    const unit = (body.purchase_units as TJson[] | undefined)?.[0];
    const amount = unit?.amount as TMoney | undefined;
    if (body.intent !== 'CAPTURE' || !amount || !/^\d+\.\d{2}$/.test(amount.value)) {
      return paypalError(
        400,
        'INVALID_REQUEST',
        'INVALID_PARAMETER_VALUE',
        'The value of a field is invalid.',
      );
    }
    const id = newId();
    const order: TJson = {
      id,
      intent: 'CAPTURE',
      status: 'PAYER_ACTION_REQUIRED',
      payment_source: { paypal: {} },
      purchase_units: [
        {
          reference_id: unit?.reference_id ?? 'default',
          custom_id: unit?.custom_id,
          description: unit?.description,
          amount,
          payee: { email_address: 'merchant@confirma.local', merchant_id: 'CONFIRMA0001' },
        },
      ],
      create_time: iso(),
      links: [
        { href: `${baseUrl}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
        { href: `${baseUrl}/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' },
      ],
    };
    orders.set(id, order);
    return { status: 200, body: order };
  }

  function capture(orderId: string) {
    const order = orders.get(orderId);
    if (!order)
      return paypalError(
        404,
        'RESOURCE_NOT_FOUND',
        'INVALID_RESOURCE_ID',
        'Specified resource ID does not exist. Please check the resource ID and try again.',
      );
    if (order.status === 'COMPLETED') {
      return paypalError(
        422,
        'UNPROCESSABLE_ENTITY',
        'ORDER_ALREADY_CAPTURED',
        "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
      );
    }
    if (order.status !== 'APPROVED') {
      return paypalError(
        422,
        'UNPROCESSABLE_ENTITY',
        'ORDER_NOT_APPROVED',
        "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
      );
    }
    if (state.nextCapture === 'INSTRUMENT_DECLINED') {
      return paypalError(
        422,
        'UNPROCESSABLE_ENTITY',
        'INSTRUMENT_DECLINED',
        "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
      );
    }
    state.captureCount++;
    const unit = (order.purchase_units as TJson[])[0] as TJson;
    const id = newId();
    const declined = state.nextCapture === 'DECLINED';
    const captured: TJson = {
      id,
      status: declined ? 'DECLINED' : 'COMPLETED',
      ...(declined ? { status_details: { reason: 'DECLINED_BY_RISK_FRAUD_FILTERS' } } : {}),
      amount: unit.amount,
      final_capture: true,
      seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED'] },
      custom_id: unit.custom_id,
      supplementary_data: { related_ids: { order_id: orderId } },
      create_time: iso(),
      update_time: iso(),
      links: [
        { href: `${baseUrl}/v2/payments/captures/${id}`, rel: 'self', method: 'GET' },
        { href: `${baseUrl}/v2/payments/captures/${id}/refund`, rel: 'refund', method: 'POST' },
        { href: `${baseUrl}/v2/checkout/orders/${orderId}`, rel: 'up', method: 'GET' },
      ],
    };
    captures.set(id, captured);
    unit.payments = { captures: [captured] };
    order.status = 'COMPLETED';
    return { status: 201, body: order };
  }

  function refund(captureId: string, body: TJson) {
    const captured = captures.get(captureId);
    if (!captured)
      return paypalError(
        404,
        'RESOURCE_NOT_FOUND',
        'INVALID_RESOURCE_ID',
        'Specified resource ID does not exist. Please check the resource ID and try again.',
      );
    const order = orders.get(
      String((captured.supplementary_data as TJson & { related_ids: TJson }).related_ids.order_id),
    ) as TJson;
    const unit = (order.purchase_units as TJson[])[0] as TJson & {
      payments: { refunds?: TJson[] };
    };
    const total = cents(captured.amount as TMoney);
    const before = (unit.payments.refunds ?? []).reduce(
      (sum, r) => sum + cents(r.amount as TMoney),
      0,
    );
    const amount = body.amount ? cents(body.amount as TMoney) : total - before;
    if (captured.status === 'REFUNDED' || before + amount > total) {
      return paypalError(
        422,
        'UNPROCESSABLE_ENTITY',
        'REFUND_AMOUNT_EXCEEDED',
        'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
      );
    }
    const currency = (captured.amount as TMoney).currency_code;
    const id = newId();
    const made: TJson = {
      id,
      status: 'COMPLETED',
      amount: money(currency, amount),
      custom_id: body.custom_id,
      seller_payable_breakdown: { total_refunded_amount: money(currency, before + amount) },
      create_time: iso(),
      links: [
        { href: `${baseUrl}/v2/payments/refunds/${id}`, rel: 'self', method: 'GET' },
        { href: `${baseUrl}/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' },
      ],
    };
    unit.payments.refunds = [...(unit.payments.refunds ?? []), made];
    captured.status = before + amount === total ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    return { status: 201, body: made };
  }

  /** PayPal's certificate at `url`, when it is one of PayPal's (here: the double's own). */
  function certificateAt(url: string) {
    return url === `${baseUrl}${certPath}` ? createPublicKey(certPem) : undefined;
  }

  /** POST /v1/notifications/verify-webhook-signature, as PayPal answers it. */
  function verifySignature(body: TJson, raw: string) {
    const fields = [
      'auth_algo',
      'cert_url',
      'transmission_id',
      'transmission_sig',
      'transmission_time',
      'webhook_id',
    ];
    const missing = fields.find((field) => typeof body[field] !== 'string');
    const event = memberText(raw, 'webhook_event');
    if (missing || typeof body.webhook_event !== 'object' || event === undefined) {
      return paypalError(
        400,
        'VALIDATION_ERROR',
        'MISSING_REQUIRED_PARAMETER',
        `${missing ?? 'webhook_event'} is required.`,
      );
    }
    const key = certificateAt(String(body.cert_url));
    const signed = signedString(
      String(body.transmission_id),
      String(body.transmission_time),
      String(body.webhook_id),
      event,
    );
    const ok =
      body.auth_algo === 'SHA256withRSA' &&
      key !== undefined &&
      rsaVerify(
        'sha256',
        Buffer.from(signed),
        key,
        Buffer.from(String(body.transmission_sig), 'base64'),
      );
    return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
  }

  function route(method: string, path: string, body: TJson, raw: string) {
    if (method === 'POST' && path === '/v2/checkout/orders') return createOrder(body);
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature')
      return verifySignature(body, raw);
    let match = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path);
    if (method === 'GET' && match?.[1]) {
      const order = orders.get(match[1]);
      return order
        ? { status: 200, body: order }
        : paypalError(
            404,
            'RESOURCE_NOT_FOUND',
            'INVALID_RESOURCE_ID',
            'Specified resource ID does not exist. Please check the resource ID and try again.',
          );
    }
    match = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
    if (method === 'POST' && match?.[1]) return capture(match[1]);
    match = /^\/v2\/payments\/captures\/([^/]+)$/.exec(path);
    if (method === 'GET' && match?.[1]) {
      const found = captures.get(match[1]);
      return found
        ? { status: 200, body: found }
        : paypalError(
            404,
            'RESOURCE_NOT_FOUND',
            'INVALID_RESOURCE_ID',
            'Specified resource ID does not exist. Please check the resource ID and try again.',
          );
    }
    match = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && match?.[1]) return refund(match[1], body);
    return paypalError(
      404,
      'RESOURCE_NOT_FOUND',
      'INVALID_RESOURCE_ID',
      `No route for ${method} ${path}`,
    );
  }

  function token(request: http.IncomingMessage, raw: string) {
    state.tokenRequests++;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    if (
      request.headers.authorization !== `Basic ${basic}` ||
      raw !== 'grant_type=client_credentials'
    ) {
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
      };
    }
    const value = `A21AA${randomBytes(24).toString('base64url')}`;
    tokens.add(value);
    return {
      status: 200,
      body: {
        scope:
          'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/applications/webhooks',
        access_token: value,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: 32400,
        nonce: `${iso()}${randomBytes(8).toString('hex')}`,
      },
    };
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = new URL(request.url ?? '/', 'http://paypal.double').pathname;
      const method = request.method ?? 'GET';
      let body: TJson = {};
      try {
        body = raw && path !== '/v1/oauth2/token' ? (JSON.parse(raw) as TJson) : {};
      } catch {
        body = {};
      }
      requests.push({
        method,
        path,
        headers: request.headers,
        body: path === '/v1/oauth2/token' ? raw : body,
      });
      const send = ({ status, body: payload }: { status: number; body: unknown }) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'paypal-debug-id': randomBytes(7).toString('hex'),
        });
        response.end(JSON.stringify(payload));
      };
      if (method === 'POST' && path === '/v1/oauth2/token') return send(token(request, raw));
      if (method === 'GET' && path === certPath) {
        response.writeHead(200, { 'content-type': 'application/x-pem-file' });
        response.end(certPem);
        return;
      }
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!bearer || !tokens.has(bearer)) {
        return send({
          status: 401,
          body: {
            error: 'invalid_token',
            error_description: 'Token signature verification failed',
          },
        });
      }
      const requestId = request.headers['paypal-request-id'];
      const replayKey = typeof requestId === 'string' ? `${path} ${requestId}` : null;
      const replay = replayKey ? replays.get(replayKey) : undefined;
      if (replay) return send(replay);
      const answer = route(method, path, body, raw);
      if (replayKey && answer.status < 500) replays.set(replayKey, answer);
      send(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function order(id: string): TJson {
    const found = orders.get(id);
    if (!found) throw new Error(`no order ${id}`);
    return found;
  }

  return {
    baseUrl,
    requests,
    state,
    /** The payer logs in and approves the order on PayPal's page. */
    approve(orderId: string) {
      Object.assign(order(orderId), {
        status: 'APPROVED',
        payer: { payer_id: 'QYR5Z8XDVJNXQ', email_address: 'buyer@example.com' },
      });
    },
    /** PayPal's resources as they are now (for notification payloads). */
    order: (id: string) => structuredClone(order(id)),
    captureOf(orderId: string): TJson {
      const unit = (order(orderId).purchase_units as TJson[])[0] as TJson & {
        payments?: { captures: TJson[] };
      };
      const found = unit.payments?.captures[0];
      if (!found) throw new Error(`order ${orderId} has no capture`);
      return structuredClone(found);
    },
    lastRefundOf(orderId: string): TJson {
      const unit = (order(orderId).purchase_units as TJson[])[0] as TJson & {
        payments?: { refunds?: TJson[] };
      };
      const found = unit.payments?.refunds?.at(-1);
      if (!found) throw new Error(`order ${orderId} has no refund`);
      return structuredClone(found);
    },
    /** A chargeback on a capture, as CUSTOMER.DISPUTE.CREATED carries it. */
    disputeOf(captureId: string): TJson {
      const captured = captures.get(captureId);
      return {
        dispute_id: `PP-D-${randomBytes(3).toString('hex').toUpperCase()}`,
        create_time: iso(),
        disputed_transactions: [
          { seller_transaction_id: captureId, seller_protection_eligible: true },
        ],
        reason: 'UNAUTHORISED',
        status: 'OPEN',
        dispute_amount: captured?.amount,
        dispute_life_cycle_stage: 'CHARGEBACK',
      };
    },
    /**
     * A notification of `eventType` about `resource`, with the transmission headers PayPal
     * sends; `sign` alters the time, the signature, the webhook id it is signed for or the
     * certificate it names.
     */
    webhook(
      eventType: string,
      resource: TJson,
      sign: {
        transmissionTime?: string;
        signature?: string;
        webhookId?: string;
        certUrl?: string;
      } = {},
    ) {
      const event = {
        id: `WH-${randomBytes(8).toString('hex').toUpperCase()}`,
        event_version: '1.0',
        create_time: iso(),
        resource_type: eventType.split('.')[1]?.toLowerCase() ?? 'unknown',
        resource_version: '2.0',
        event_type: eventType,
        summary: `${eventType} notification`,
        resource,
        links: [],
      };
      const transmissionId = randomUUID();
      const transmissionTime = sign.transmissionTime ?? iso();
      const rawBody = JSON.stringify(event);
      return {
        rawBody: Buffer.from(rawBody),
        headers: {
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-time': transmissionTime,
          'paypal-transmission-sig':
            sign.signature ??
            signature(
              transmissionId,
              transmissionTime,
              sign.webhookId ?? options.webhookId,
              rawBody,
            ),
          'paypal-cert-url': sign.certUrl ?? `${baseUrl}${certPath}`,
          'paypal-auth-algo': 'SHA256withRSA',
        },
      };
    },
    /** Every access token issued so far stops working (expired or revoked early). */
    revokeTokens: () => tokens.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TPayPalDouble = Awaited<ReturnType<typeof startPayPalDouble>>;
