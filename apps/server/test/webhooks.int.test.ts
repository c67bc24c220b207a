import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZProblem } from '@confirma/contracts/errors';
import {
  ZWebhookDelivery,
  ZWebhookDeliveryList,
  ZWebhookEndpoint,
  ZWebhookEndpointList,
} from '@confirma/contracts/webhooks';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../src/db-schema.ts';
import { jobs } from '../src/platform/jobs/job-table.ts';
import { createHttpClient } from './support/http-client.ts';
import { createOperation, outboxTo, PHONE, prepareOtpSignature } from './support/operations.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';
import { startWebhookReceiver, type TWebhookReceiver } from './support/webhook-receiver.ts';
import { createEndpoint, eventsOf } from './support/webhooks.ts';
import { otpSigner, type TWorkspaceSender, workspaceSender } from './support/workspace.ts';

const endpointsOf = async (response: Response) =>
  ZWebhookEndpointList.parse(await response.json()).endpoints;
const endpointIn = async (response: Response) => ZWebhookEndpoint.parse(await response.json());
const problemIn = async (response: Response) => ZProblem.parse(await response.json());

/** Makes the waiting tries of webhook deliveries due now (the schedule waits seconds to hours). */
async function triesDue(server: TTestServer) {
  await server.platform.database.db
    .update(jobs)
    .set({ startAfter: sql`now()` })
    .where(and(eq(jobs.name, 'webhooks.deliver'), eq(jobs.state, 'created')));
}

async function deliveriesOf(sender: TWorkspaceSender, endpointId: string, query = '') {
  const response = await sender.api.get(`/api/webhooks/endpoints/${endpointId}/deliveries${query}`);
  expect(response.status).toBe(200);
  return ZWebhookDeliveryList.parse(await response.json()).deliveries;
}

describe('outgoing webhooks, delivered over HTTP', () => {
  let server: TTestServer;
  let receiver: TWebhookReceiver;
  let alice: TWorkspaceSender;
  let bob: TWorkspaceSender;
  let endpoint: { id: string; secret: string };

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    server = await startTestServer({
      WEBHOOK_ALLOW_PRIVATE: 'true',
      AUTH_SIGN_IN_LIMIT: '50',
      AUTH_EMAIL_LIMIT: '50',
    });
    alice = await workspaceSender(server, 'alice@example.com');
    bob = await workspaceSender(server, 'bob@example.com');
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.stop();
  });

  it('registers an endpoint whose secret is shown once, kept encrypted', async () => {
    endpoint = await createEndpoint(alice, receiver.url());
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const [row] = await server.platform.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(row?.secretEncrypted).not.toContain(endpoint.secret.slice(6, 20));
    const list = await endpointsOf(await alice.api.get('/api/webhooks/endpoints'));
    expect(list).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(endpoint.secret);
  });

  it('an operation signed through the API yields signed, verifiable events', async () => {
    const created = await createOperation(server, alice.token, [
      otpSigner('Ana', 'ana@example.com'),
    ]);
    const verify = await prepareOtpSignature(
      server,
      created.op,
      created.doc,
      created.loginautToken,
      PHONE,
    );
    expect((await verify()).status).toBe(200);
    await server.worker.drain();
    await server.worker.drain();
    const events = eventsOf(receiver);
    const types = events.map((event) => event.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'operation.created',
        'signer.opened',
        'signer.signed',
        'operation.signed',
      ]),
    );
    const signed = events.find((event) => event.type === 'operation.signed');
    expect(signed?.data).toEqual({ operationUuid: created.op, status: 'SIGNED' });
    const signer = events.find((event) => event.type === 'signer.signed');
    expect(signer?.data).toMatchObject({ operationUuid: created.op, status: 'SIGNED' });
    // Ids and states only: no name, e-mail or phone of the signer.
    for (const hook of receiver.received) {
      expect(hook.body).not.toMatch(/ana@example\.com|Ana|600111222/);
      expect(hook.headers['content-type']).toBe('application/json');
      expect(hook.headers['user-agent']).toBe('Confirma-Webhooks/1');
      expect(hook.headers['webhook-id']).toMatch(/^msg_/);
      expect(new Webhook(endpoint.secret).verify(hook.body, hook.headers)).toEqual(
        JSON.parse(hook.body),
      );
    }
    // Another secret does not verify.
    const other = new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`);
    expect(() =>
      other.verify(receiver.received[0]?.body ?? '', receiver.received[0]?.headers ?? {}),
    ).toThrow();
    const deliveries = await deliveriesOf(alice, endpoint.id);
    expect(deliveries.every((delivery) => delivery.status === 'SUCCEEDED')).toBe(true);
    expect(deliveries[0]).toMatchObject({
      attempts: 1,
      responseStatus: 200,
      responseExcerpt: 'ok',
    });
  });

  it('pages the deliveries newest first by cursor, and filters by status', async () => {
    const all = await deliveriesOf(alice, endpoint.id);
    const first = await alice.api.get(`/api/webhooks/endpoints/${endpoint.id}/deliveries?limit=2`);
    const page = ZWebhookDeliveryList.parse(await first.json());
    expect(page.deliveries.map((d) => d.id)).toEqual(all.slice(0, 2).map((d) => d.id));
    const second = ZWebhookDeliveryList.parse(
      await (
        await alice.api.get(
          `/api/webhooks/endpoints/${endpoint.id}/deliveries?limit=2&cursor=${page.nextCursor}`,
        )
      ).json(),
    );
    expect(second.deliveries.map((d) => d.id)).toEqual(all.slice(2, 4).map((d) => d.id));
    expect(await deliveriesOf(alice, endpoint.id, '?status=FAILED')).toEqual([]);
  });

  it('retries a delivery the receiver missed, and it succeeds once the receiver is back', async () => {
    await receiver.stop();
    const before = receiver.received.length;
    const created = await createOperation(server, alice.token, [
      otpSigner('Eva', 'eva@example.com'),
    ]);
    await server.worker.drain();
    const [delivery] = await deliveriesOf(alice, endpoint.id);
    expect(delivery).toMatchObject({
      eventType: 'operation.created',
      status: 'PENDING',
      attempts: 1,
    });
    expect(delivery?.responseStatus).toBeNull();
    expect(delivery?.responseExcerpt).toMatch(/^unreachable: ECONNREFUSED/);
    // The first retry of the schedule: 5 s later.
    const wait =
      Date.parse(delivery?.nextAttemptAt ?? '') - Date.parse(delivery?.lastAttemptAt ?? '');
    expect(wait).toBeGreaterThanOrEqual(4_000);
    expect(wait).toBeLessThan(15_000);
    const failing = await endpointIn(await alice.api.get(`/api/webhooks/endpoints/${endpoint.id}`));
    expect(failing.failingSince).not.toBeNull();

    // Still down at the second try: the next wait is the schedule's second (5 min).
    await triesDue(server);
    await server.worker.drain();
    const [again] = await deliveriesOf(alice, endpoint.id);
    expect(again).toMatchObject({ status: 'PENDING', attempts: 2 });
    const second = Date.parse(again?.nextAttemptAt ?? '') - Date.parse(again?.lastAttemptAt ?? '');
    expect(second).toBeGreaterThanOrEqual(290_000);

    await receiver.start();
    await triesDue(server);
    await server.worker.drain();
    const [done] = await deliveriesOf(alice, endpoint.id);
    expect(done).toMatchObject({ status: 'SUCCEEDED', attempts: 3, responseStatus: 200 });
    expect(done?.nextAttemptAt).toBeNull();
    const received = receiver.received.slice(before);
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]?.body ?? '').data.operationUuid).toBe(created.op);
    const healthy = await endpointIn(await alice.api.get(`/api/webhooks/endpoints/${endpoint.id}`));
    expect(healthy.failingSince).toBeNull();
    const [row] = await server.platform.database.db
      .select({ tries: webhookDeliveries.tries })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, done?.id ?? ''));
    expect(row?.tries.map((item) => item.responseStatus)).toEqual([null, null, 200]);
  });

  it('resends a delivery: the same webhook-id and body, a new round of tries', async () => {
    const [delivery] = await deliveriesOf(alice, endpoint.id);
    const original = receiver.received.at(-1);
    const response = await alice.api.post(`/api/webhooks/deliveries/${delivery?.id}/resend`);
    expect(response.status).toBe(202);
    expect(ZWebhookDelivery.parse(await response.json()).status).toBe('PENDING');
    await server.worker.drain();
    const resent = receiver.received.at(-1);
    expect(resent).not.toBe(original);
    expect(resent?.headers['webhook-id']).toBe(original?.headers['webhook-id']);
    expect(resent?.body).toBe(original?.body);
    const [after] = await deliveriesOf(alice, endpoint.id);
    expect(after).toMatchObject({ id: delivery?.id, status: 'SUCCEEDED', attempts: 4 });
  });

  it('rotates the secret: old and new both sign for 24 hours', async () => {
    const [delivery] = await deliveriesOf(alice, endpoint.id);
    const rotated = await alice.api.post(`/api/webhooks/endpoints/${endpoint.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const { secret } = (await rotated.json()) as { secret: string };
    expect(secret).not.toBe(endpoint.secret);
    await alice.api.post(`/api/webhooks/deliveries/${delivery?.id}/resend`);
    await server.worker.drain();
    const hook = receiver.received.at(-1);
    const signatures = hook?.headers['webhook-signature']?.split(' ') ?? [];
    expect(signatures).toHaveLength(2);
    expect(signatures.every((item) => item.startsWith('v1,'))).toBe(true);
    for (const key of [secret, endpoint.secret]) {
      expect(() => new Webhook(key).verify(hook?.body ?? '', hook?.headers ?? {})).not.toThrow();
      // Each secret verifies its own signature alone.
    }
    const [newOnly, oldOnly] = signatures;
    const alone = (signature: string | undefined) => ({
      ...hook?.headers,
      'webhook-signature': signature ?? '',
    });
    expect(() => new Webhook(secret).verify(hook?.body ?? '', alone(newOnly))).not.toThrow();
    expect(() =>
      new Webhook(endpoint.secret).verify(hook?.body ?? '', alone(oldOnly)),
    ).not.toThrow();
    // Past the overlap only the new secret signs.
    await server.platform.database.db
      .update(webhookEndpoints)
      .set({ previousSecretExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await alice.api.post(`/api/webhooks/deliveries/${delivery?.id}/resend`);
    await server.worker.drain();
    const last = receiver.received.at(-1);
    expect(last?.headers['webhook-signature']?.split(' ')).toHaveLength(1);
    expect(() =>
      new Webhook(endpoint.secret).verify(last?.body ?? '', last?.headers ?? {}),
    ).toThrow();
    endpoint.secret = secret;
  });

  it('disables an endpoint failing for 5 days, e-mails the account, and stops its deliveries', async () => {
    receiver.answer(500);
    const before = receiver.received.length;
    await createOperation(server, alice.token, [otpSigner('Rosa', 'rosa@example.com')]);
    await server.worker.drain();
    const [failed] = await deliveriesOf(alice, endpoint.id);
    expect(failed).toMatchObject({ status: 'PENDING', attempts: 1, responseStatus: 500 });
    expect(failed?.responseExcerpt).toBe('not now');
    // It has been failing since 5 days and a minute ago.
    await server.platform.database.db
      .update(webhookEndpoints)
      .set({ failingSince: sql`now() - interval '5 days 1 minute'` })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await triesDue(server);
    await server.worker.drain();
    const disabled = await (await alice.api.get(`/api/webhooks/endpoints/${endpoint.id}`)).json();
    expect(disabled).toMatchObject({ enabled: false, disabledReason: 'FAILING' });
    const [stopped] = await deliveriesOf(alice, endpoint.id);
    expect(stopped).toMatchObject({ status: 'FAILED', attempts: 2, nextAttemptAt: null });
    expect(receiver.received.length - before).toBe(2);
    const [mail] = await outboxTo(server, 'alice@example.com', 'email');
    expect(mail?.subject).toBe('Hemos desactivado un webhook de tu cuenta de Confirma');
    expect(mail?.text).toContain(receiver.url());
    // Disabled: no event reaches it, and a resend is refused until it is enabled again.
    await createOperation(server, alice.token, [otpSigner('Luz', 'luz@example.com')]);
    await server.worker.drain();
    expect((await deliveriesOf(alice, endpoint.id))[0]?.id).toBe(stopped?.id);
    const refused = await alice.api.post(`/api/webhooks/deliveries/${stopped?.id}/resend`);
    expect(refused.status).toBe(409);

    receiver.answer(200);
    const enabled = await alice.client.patch(`/api/webhooks/endpoints/${endpoint.id}`, {
      enabled: true,
    });
    expect(await enabled.json()).toMatchObject({
      enabled: true,
      disabledReason: null,
      failingSince: null,
    });
    expect((await alice.api.post(`/api/webhooks/deliveries/${stopped?.id}/resend`)).status).toBe(
      202,
    );
    await server.worker.drain();
    expect((await deliveriesOf(alice, endpoint.id))[0]).toMatchObject({ status: 'SUCCEEDED' });

    const owner = await alice.api.patch(`/api/webhooks/endpoints/${endpoint.id}`, {
      enabled: false,
    });
    expect(await owner.json()).toMatchObject({ enabled: false, disabledReason: 'OWNER' });
    await alice.api.patch(`/api/webhooks/endpoints/${endpoint.id}`, { enabled: true });
  });

  it('another account can neither see nor change an endpoint or its deliveries (404)', async () => {
    const [delivery] = await deliveriesOf(alice, endpoint.id);
    const base = `/api/webhooks/endpoints/${endpoint.id}`;
    expect((await bob.api.get(base)).status).toBe(404);
    expect((await bob.api.patch(base, { description: 'mine' })).status).toBe(404);
    expect((await bob.api.send('DELETE', base)).status).toBe(404);
    expect((await bob.api.post(`${base}/rotate-secret`)).status).toBe(404);
    expect((await bob.api.get(`${base}/deliveries`)).status).toBe(404);
    expect((await bob.api.post(`/api/webhooks/deliveries/${delivery?.id}/resend`)).status).toBe(
      404,
    );
    expect(await endpointsOf(await bob.api.get('/api/webhooks/endpoints'))).toEqual([]);
    // Bob's events never reach Alice's endpoint.
    const count = (await deliveriesOf(alice, endpoint.id)).length;
    await createOperation(server, bob.token, [otpSigner('Ana', 'ana2@example.com')]);
    await server.worker.drain();
    expect(await deliveriesOf(alice, endpoint.id)).toHaveLength(count);
  });

  it('refuses bad input, anonymous callers and cross-site cookie writes', async () => {
    const bad = [
      { url: 'ftp://example.com/hook', events: ['operation.signed'] },
      { url: 'not a url', events: ['operation.signed'] },
      { url: 'https://example.com/hook', events: [] },
      { url: 'https://example.com/hook', events: ['operation.exploded'] },
      { url: `https://example.com/${'a'.repeat(2001)}`, events: ['operation.signed'] },
      { url: 'https://user:pw@example.com/hook', events: ['operation.signed'] },
    ];
    for (const body of bad) {
      const response = await alice.api.post('/api/webhooks/endpoints', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await problemIn(response)).code).toBe('VALIDATION_FAILED');
    }
    const anonymous = createHttpClient(server.url);
    expect((await anonymous.get('/api/webhooks/endpoints')).status).toBe(401);
    const crossSite = await alice.client.post(
      '/api/webhooks/endpoints',
      { url: receiver.url(), events: ['operation.signed'] },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    // The session cookie works from the product's own origin.
    const own = await alice.client.post('/api/webhooks/endpoints', {
      url: receiver.url('/second'),
      events: ['operation.signed'],
      description: 'from the browser',
    });
    expect(own.status).toBe(201);
    const { id } = (await own.json()) as { id: string };
    expect((await alice.client.send('DELETE', `/api/webhooks/endpoints/${id}`)).status).toBe(204);
    expect((await alice.api.get(`/api/webhooks/endpoints/${id}`)).status).toBe(404);
  });

  it('replays a creation sent again with the same Idempotency-Key', async () => {
    const body = { url: receiver.url('/idem'), events: ['payment.paid'] };
    const headers = { 'idempotency-key': 'webhook-create-1' };
    const first = await alice.api.post('/api/webhooks/endpoints', body, headers);
    const second = await alice.api.post('/api/webhooks/endpoints', body, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
  });
});

describe('outgoing webhooks never reach private addresses (SSRF)', () => {
  let server: TTestServer;
  let receiver: TWebhookReceiver;
  let carol: TWorkspaceSender;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    server = await startTestServer({ WEBHOOK_ALLOW_PRIVATE: 'false' });
    carol = await workspaceSender(server, 'carol@example.com');
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.stop();
  });

  const LITERALS = [
    'http://127.0.0.1:PORT/hooks',
    'http://[::1]:PORT/hooks',
    'http://169.254.169.254/latest/meta-data',
    'http://10.0.0.1/hooks',
    'http://[::ffff:127.0.0.1]:PORT/hooks',
    // IPv6 forms that reach IPv4 through a translator or a tunnel: NAT64, local-use NAT64,
    // 6to4, Teredo, IPv4-translated.
    'http://[64:ff9b::7f00:1]:PORT/hooks',
    'http://[64:ff9b:1::a00:1]/hooks',
    'http://[2002:7f00:1::]:PORT/hooks',
    'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/hooks',
    'http://[::ffff:0:7f00:1]:PORT/hooks',
  ];

  it('refuses a private address literal when the endpoint is registered or changed', async () => {
    for (const literal of LITERALS) {
      const url = literal.replace('PORT', String(receiver.port));
      const response = await carol.api.post('/api/webhooks/endpoints', {
        url,
        events: ['operation.created'],
      });
      expect(response.status, url).toBe(400);
      const problem = await problemIn(response);
      expect(problem.code).toBe('VALIDATION_FAILED');
      expect(problem.detail).toMatch(/address, which webhooks may not reach/);
    }
    expect(await endpointsOf(await carol.api.get('/api/webhooks/endpoints'))).toEqual([]);
  });

  it('refuses at delivery a name resolving to loopback, and any private address: nothing sent', async () => {
    const { id } = await createEndpoint(carol, `http://localhost:${receiver.port}/hooks`, [
      'operation.created',
    ]);
    await createOperation(server, carol.token, [otpSigner('Ana', 'ana@example.com')]);
    await server.worker.drain();
    const [delivery] = await deliveriesOf(carol, id);
    expect(delivery?.responseExcerpt).toMatch(/^refused: private address \((127\.0\.0\.1|::1)\)$/);
    expect(delivery).toMatchObject({ attempts: 1, responseStatus: null, status: 'PENDING' });

    // Endpoints stored before (or around) the creation check are refused at every try.
    for (const literal of LITERALS) {
      const url = literal.replace('PORT', String(receiver.port));
      await server.platform.database.db
        .update(webhookEndpoints)
        .set({ url })
        .where(eq(webhookEndpoints.id, id));
      expect((await carol.api.post(`/api/webhooks/deliveries/${delivery?.id}/resend`)).status).toBe(
        202,
      );
      await server.worker.drain();
      const [tried] = await deliveriesOf(carol, id);
      expect(tried?.responseExcerpt, url).toMatch(/^refused: private address/);
    }
    expect(receiver.received).toHaveLength(0);
  });
});

/**
 * An integrator's receiver that misbehaves, on 127.0.0.1: `/redirect` answers 302 to a
 * private address (`/internal` of a second server here, which records what reaches it),
 * `/hang` never answers, `/flood` answers 200 with a body that never ends.
 */
async function startHostileReceiver() {
  const internal: string[] = [];
  const inside = http.createServer((request, response) => {
    internal.push(`${request.method} ${request.url}`);
    response.end('internal');
  });
  await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve));
  const insidePort = (inside.address() as AddressInfo).port;
  const flood = { sent: 0, closed: false };
  const outside = http.createServer((request, response) => {
    if (request.url === '/redirect') {
      response.writeHead(302, { location: `http://127.0.0.1:${insidePort}/internal` }).end();
    } else if (request.url === '/flood') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = Buffer.alloc(16 * 1024, 'x');
      const more = () => {
        while (!flood.closed && response.write(chunk)) flood.sent += chunk.length;
      };
      response.on('drain', more);
      response.on('close', () => {
        flood.closed = true;
      });
      more();
    }
    // `/hang`: no answer at all, the connection held open.
  });
  await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
  const { port } = outside.address() as AddressInfo;
  return {
    internal,
    flood,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close() {
      for (const server of [inside, outside]) {
        server.closeAllConnections();
        server.close();
      }
    },
  };
}

describe('outgoing webhooks to a receiver that misbehaves', () => {
  let server: TTestServer;
  let receiver: Awaited<ReturnType<typeof startHostileReceiver>>;
  let dana: TWorkspaceSender;

  beforeAll(async () => {
    receiver = await startHostileReceiver();
    // The receiver is on this machine: private addresses allowed, as in development.
    server = await startTestServer({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_TIMEOUT_MS: '1000' });
    dana = await workspaceSender(server, 'dana@example.com');
  });
  afterAll(async () => {
    await server?.close();
    receiver?.close();
  });

  /** One endpoint at `path`, one event delivered to it once: the delivery after its try. */
  async function deliverOnceTo(path: string) {
    const { id } = await createEndpoint(dana, receiver.url(path), ['operation.created']);
    await createOperation(server, dana.token, [
      otpSigner('Ana', `ana-${path.slice(1)}@example.com`),
    ]);
    await server.worker.drain();
    await dana.api.patch(`/api/webhooks/endpoints/${id}`, { enabled: false });
    const [delivery] = await deliveriesOf(dana, id);
    return delivery;
  }

  it('never follows a redirect to a private address: the try fails with the 302', async () => {
    const delivery = await deliverOnceTo('/redirect');
    expect(delivery).toMatchObject({ status: 'PENDING', attempts: 1, responseStatus: 302 });
    expect(receiver.internal).toEqual([]);
  });

  it('gives up on a receiver that never answers after WEBHOOK_TIMEOUT_MS', async () => {
    const delivery = await deliverOnceTo('/hang');
    expect(delivery).toMatchObject({ status: 'PENDING', attempts: 1, responseStatus: null });
    expect(delivery?.responseExcerpt).toBe('timed out');
  });

  it('reads 64 KiB of an answer that never ends, keeps its first 1,000 characters and hangs up', async () => {
    const delivery = await deliverOnceTo('/flood');
    expect(delivery).toMatchObject({ status: 'SUCCEEDED', attempts: 1, responseStatus: 200 });
    expect(delivery?.responseExcerpt).toBe('x'.repeat(1000));
    // The server hung up: the receiver's endless answer stops.
    while (!receiver.flood.closed) await new Promise((resolve) => setTimeout(resolve, 10));
  });
});
