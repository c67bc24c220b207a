import type { TWebhookEventType } from '@confirma/contracts/webhooks';
import { FIXTURE_IDENTITIES, filmedFrame } from '@confirma/vision/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../src/db-schema.ts';
import { setAdminRole } from '../src/modules/admin/index.ts';
import { SANDBOX_TEST_CARDS } from '../src/modules/payments/index.ts';
import { jobs } from '../src/platform/jobs/job-table.ts';
import { createHttpClient } from './support/http-client.ts';
import {
  deskReviewer,
  finishIdentification,
  startedIdentification,
  tiltCard,
} from './support/identification-flow.ts';
import { documentPhoto, frontWithBlurredPrint } from './support/identification-images.ts';
import { notifyingSender, tokenOfMail } from './support/notifications.ts';
import {
  bearer,
  createIdentificationOperation,
  createOperation,
  PHONE,
  signerData,
} from './support/operations.ts';
import { card, orderPack, postForm, WEBHOOK_SECRET } from './support/payments.ts';
import { signerPost } from './support/session-recording.ts';
import { startSmtpSink } from './support/smtp-sink.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';
import { startWebhookReceiver, type TWebhookReceiver } from './support/webhook-receiver.ts';
import { createEndpoint, verifiedEvent } from './support/webhooks.ts';

const DSN_SECRET = 'dsn-secret-for-the-webhook-events';
const REFUSED = 'nadie@rechazo.test';
const b64 = (bytes: Buffer) => bytes.toString('base64');

/** What the fixtures know of people: none of it may be in a webhook's body. */
const PERSONAL = [
  'José',
  'Pérez',
  'Núñez',
  'Lucía',
  'Gómez',
  'Marta',
  PHONE.slice(3),
  ...FIXTURE_IDENTITIES.filter((identity) =>
    ['esp-dni-2', 'esp-passport'].includes(identity.id),
  ).flatMap((identity) => [
    identity.documentNumber,
    identity.optional1 ?? identity.optional2 ?? identity.documentNumber,
    identity.lastName,
    identity.firstName,
    '1992-03-17',
  ]),
];

/**
 * Every webhook event type emitted by what causes it, driven through the HTTP API (and the
 * harness's job drain) on one server: an account subscribed to all types receives exactly
 * the events each action causes, signed (standardwebhooks verifies them), each `data` as
 * its contract describes it, and nothing personal in any body.
 */
describe('webhook events, one per cause, through the real interfaces', () => {
  let server: TTestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let receiver: TWebhookReceiver;
  /** An endpoint of the same account subscribed to operation.cancelled alone. */
  let narrow: TWebhookReceiver;
  let owner: Awaited<ReturnType<typeof account>>;
  let endpoint: { id: string; secret: string };
  let narrowEndpoint: { id: string; secret: string };
  let cancelled = '';

  /** A signed-up account with `credits` granted: the browser, the API and its token. */
  async function account(email: string, credits = 40) {
    const sender = await notifyingSender(server, email, credits);
    const token = await (await sender.client.post('/api/v2/login')).text();
    return { ...sender, token };
  }

  /**
   * Runs the due jobs (deliveries included) and answers the webhooks `action` caused, each
   * verified with the endpoint's secret, parsed with its type's schema and free of the
   * fixtures' personal data; sorted by type.
   */
  async function hooksOf(action: () => Promise<unknown>) {
    const before = receiver.received.length;
    await action();
    await server.worker.drain();
    await server.worker.drain();
    const hooks = receiver.received.slice(before);
    for (const hook of hooks) {
      for (const value of PERSONAL) {
        expect(hook.body.toLowerCase(), `${value} in ${hook.body}`).not.toContain(
          value.toLowerCase(),
        );
      }
      expect(hook.body).not.toContain('@');
    }
    return hooks
      .map((hook) => verifiedEvent(hook, endpoint.secret))
      .sort((a, b) => a.type.localeCompare(b.type));
  }
  const typesOf = (events: { type: TWebhookEventType }[]) => events.map((event) => event.type);
  const dataOf = (events: { type: TWebhookEventType; data: unknown }[], type: TWebhookEventType) =>
    events.find((event) => event.type === type)?.data;

  const api = () => createHttpClient(server.url);
  const newOperation = (email: string) =>
    createOperation(server, owner.token, [
      { level: 1, order: 1, signerData: signerData(email), signaturesType: ['SIMPLE'] },
    ]);

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    narrow = await startWebhookReceiver();
    smtp = await startSmtpSink({ rejectRecipients: [REFUSED] });
    server = await startTestServer({
      WEBHOOK_ALLOW_PRIVATE: 'true',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Confirma <no-reply@confirma.test>',
      NOTIFICATION_DSN_SECRET: DSN_SECRET,
      SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET,
      AUTH_EMAIL_LIMIT: '50',
      AUTH_SIGN_IN_LIMIT: '50',
    });
    owner = await account('owner@example.com');
    endpoint = await createEndpoint(owner, receiver.url());
    narrowEndpoint = await createEndpoint(owner, narrow.url(), ['operation.cancelled']);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await receiver?.stop();
    await narrow?.stop();
  });

  it('operation.cancelled: the sender cancels', async () => {
    const events = await hooksOf(async () => {
      cancelled = (await newOperation('cancel@example.com')).op;
      const response = await owner.api.post(`/api/v2/canceloperation/${cancelled}`);
      expect(response.status).toBe(200);
    });
    expect(typesOf(events)).toEqual(['operation.cancelled', 'operation.created']);
    expect(dataOf(events, 'operation.cancelled')).toEqual({
      operationUuid: cancelled,
      status: 'CANCELLED',
    });
  });

  it('operation.rejected and signer.rejected: the signer rejects', async () => {
    let op = '';
    const events = await hooksOf(async () => {
      const created = await newOperation('reject@example.com');
      op = created.op;
      const rejected = await api().post(
        `/api/v2/rejectoperation/${op}`,
        { operationUuid: op, reason: 'No estoy de acuerdo' },
        bearer(created.loginautToken),
      );
      expect(rejected.status).toBe(200);
    });
    expect(typesOf(events)).toEqual(['operation.created', 'operation.rejected', 'signer.rejected']);
    expect(dataOf(events, 'operation.rejected')).toEqual({ operationUuid: op, status: 'REJECTED' });
    expect(dataOf(events, 'signer.rejected')).toMatchObject({
      operationUuid: op,
      status: 'REJECTED',
    });
  });

  it('operation.expired: the expiry sweep ends an operation past its end date', async () => {
    const { op } = await newOperation('expire@example.com');
    await server.worker.drain();
    const events = await hooksOf(async () => {
      await server.platform.database.db.execute(
        sql`update operations set expires_at = now() - interval '1 minute' where id = ${op}`,
      );
      await server.platform.jobs.boss.send('operations.sweep', {});
    });
    expect(typesOf(events)).toEqual(['operation.expired']);
    expect(dataOf(events, 'operation.expired')).toEqual({ operationUuid: op, status: 'EXPIRED' });
  });

  /** An identification operation of the owner for one signer, its liveness relaxed. */
  const identificationOperation = (email: string) =>
    createIdentificationOperation(server.url, server.platform.domainUuid, owner.token, email, {
      liveness: 'REPORTED',
    });

  it('identification.failed: an attempt that recorded nothing', async () => {
    const flow = await identificationOperation('id-failed@example.com');
    await server.worker.drain();
    const events = await hooksOf(async () => {
      const video = await startedIdentification(server, flow.operationId, flow.loginautToken);
      expect(
        await finishIdentification(server, flow.operationId, flow.loginautToken, video),
      ).toMatchObject({ status: 'FAILED' });
    });
    expect(typesOf(events)).toEqual(['identification.failed']);
    expect(dataOf(events, 'identification.failed')).toMatchObject({
      operationUuid: flow.operationId,
      result: 'FAILED',
    });
  });

  it('identification.review, then identification.passed once a reviewer approves', async () => {
    // The cheapest verdict left to a person: the holder's face and a card whose front's
    // print does not read (the sides cannot be compared), liveness only reported.
    const flow = await identificationOperation('id-review@example.com');
    const { operationId: op, loginautToken: token } = flow;
    await server.worker.drain();
    let video = '';
    const post = signerPost(server, op, token);
    const reviewed = await hooksOf(async () => {
      video = await startedIdentification(server, op, token);
      const face = await post(`/api/v2/detection/face/${op}`, {
        imgb64: b64(await filmedFrame('holder')),
      });
      expect(await face.json()).toMatchObject({ detected: true });
      const front = await post(`/api/v2/detection/ml/front/${op}`, {
        imgb64: b64(await frontWithBlurredPrint('esp-dni-2')),
      });
      expect(((await front.json()) as { detected: boolean }[])[0]?.detected).toBe(true);
      await tiltCard(post, op);
      const back = await post(`/api/v2/detection/ml/back/${op}`, {
        imgb64: b64(await documentPhoto('esp-dni-2', 'id-back')),
      });
      expect(((await back.json()) as { detected: boolean }[])[0]?.detected).toBe(true);
      expect(await finishIdentification(server, op, token, video)).toMatchObject({
        status: 'REVIEW',
      });
    });
    expect(typesOf(reviewed)).toEqual(['identification.review']);
    expect(dataOf(reviewed, 'identification.review')).toMatchObject({
      operationUuid: op,
      result: 'REVIEW',
    });
    const email = 'reviewer-webhooks@example.com';
    const reviewer = await deskReviewer(server, email, (await account(email, 0)).client);
    const approved = await hooksOf(async () => {
      const response = await reviewer.approve(video);
      expect(response.status).toBe(200);
    });
    expect(typesOf(approved)).toEqual(['identification.passed']);
    expect(dataOf(approved, 'identification.passed')).toMatchObject({
      operationUuid: op,
      result: 'PASSED',
    });
  }, 240_000);

  /** The recipient's calls with the token of their e-mail's link. */
  const recipient = (token: string, path = '', body?: object) =>
    fetch(`${server.url}/api/notifications/recipient${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { ...bearer(token), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const mailTo = (to: string) => smtp.received.find((mail) => mail.to.includes(to));

  it('notification.delivered, opened and acknowledged: sent, opened and acknowledged by its recipient', async () => {
    let uuid = '';
    const delivered = await hooksOf(async () => {
      const response = await owner.notify({ email: 'lucia@example.com' }, owner.api);
      expect(response.status).toBe(201);
      uuid = ((await response.json()) as { uuid: string }).uuid;
    });
    expect(typesOf(delivered)).toEqual(['notification.delivered']);
    expect(dataOf(delivered, 'notification.delivered')).toEqual({
      notificationUuid: uuid,
      status: 'SENT',
    });
    const token = tokenOfMail(mailTo('lucia@example.com')?.raw ?? '');
    const opened = await hooksOf(async () => {
      expect((await recipient(token)).status).toBe(200);
      expect((await recipient(token)).status).toBe(200);
    });
    // Opened once (the reload records nothing), and told as the notification's own event.
    expect(typesOf(opened)).toEqual(['notification.opened']);
    expect(dataOf(opened, 'notification.opened')).toEqual({
      notificationUuid: uuid,
      status: 'OPENED',
    });
    const acknowledged = await hooksOf(async () => {
      expect(await (await recipient(token, '/acknowledge', {})).json()).toEqual({
        status: 'ACKNOWLEDGED',
      });
    });
    expect(typesOf(acknowledged)).toEqual(['notification.acknowledged']);
    expect(dataOf(acknowledged, 'notification.acknowledged')).toEqual({
      notificationUuid: uuid,
      status: 'ACKNOWLEDGED',
    });
  });

  it('notification.bounced: the relay returns an authentic delivery report, or the server refuses the address', async () => {
    const to = 'buzon@example.com';
    let uuid = '';
    const delivered = await hooksOf(async () => {
      uuid = ((await (await owner.notify({ email: to }, owner.api)).json()) as { uuid: string })
        .uuid;
    });
    expect(typesOf(delivered)).toEqual(['notification.delivered']);
    const envelopeId = mailTo(to)?.envelopeId ?? '';
    const report = [
      'From: MAILER-DAEMON@mx.example.net',
      'Content-Type: multipart/report; report-type=delivery-status; boundary="B"',
      '',
      '--B',
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.example.net',
      `Original-Envelope-Id: ${envelopeId}`,
      '',
      `Final-Recipient: rfc822; ${to}`,
      'Action: failed',
      'Status: 5.2.1',
      'Diagnostic-Code: smtp; 550 5.2.1 Mailbox disabled',
      '',
      '--B',
      'Content-Type: text/rfc822-headers',
      '',
      `Message-ID: <notification.${uuid}@127.0.0.1>`,
      '--B--',
    ].join('\r\n');
    const bounced = await hooksOf(async () => {
      const answer = await fetch(`${server.url}/api/notifications/dsn`, {
        method: 'POST',
        headers: { 'content-type': 'message/rfc822', ...bearer(DSN_SECRET) },
        body: report,
      });
      expect(await answer.json()).toEqual({ outcome: 'bounced' });
    });
    expect(typesOf(bounced)).toEqual(['notification.bounced']);
    expect(dataOf(bounced, 'notification.bounced')).toEqual({
      notificationUuid: uuid,
      status: 'BOUNCED',
    });

    // Refused by the SMTP server while sending: bounced, never delivered.
    const refused = await hooksOf(() => owner.notify({ email: REFUSED }, owner.api));
    expect(typesOf(refused)).toEqual(['notification.bounced']);
  });

  it('payment.paid and payment.refunded: a sandbox card payment, then an administrator refund', async () => {
    let orderId = '';
    const paid = await hooksOf(async () => {
      const { order, redirectUrl } = await orderPack(owner.client);
      orderId = order.id;
      const pay = await postForm(`${redirectUrl}/pay`, card(SANDBOX_TEST_CARDS.succeeds));
      expect(pay.status).toBe(303);
    });
    expect(typesOf(paid)).toEqual(['payment.paid']);
    expect(dataOf(paid, 'payment.paid')).toEqual({ orderId, status: 'PAID', credits: 20 });

    const admin = await account('admin@example.com', 0);
    await setAdminRole(server.platform.database.db, {
      email: 'admin@example.com',
      grant: true,
      by: 'test',
    });
    const refunded = await hooksOf(async () => {
      const refund = await admin.client.post(`/api/admin/payments/${orderId}/refund`, {
        reason: 'customer asked',
      });
      expect(refund.status).toBe(200);
    });
    // The sandbox's own refund webhook, drained with it, changes nothing more.
    expect(typesOf(refunded)).toEqual(['payment.refunded']);
    expect(dataOf(refunded, 'payment.refunded')).toEqual({
      orderId,
      status: 'REFUNDED',
      credits: 20,
    });
  });

  it('ocr.analysed: a passport page read', async () => {
    let analysisId = '';
    const events = await hooksOf(async () => {
      const answer = await owner.api.post('/api/v2/ocr', {
        images: [{ image: b64(await documentPhoto('esp-passport', 'passport')) }],
      });
      expect(answer.status).toBe(200);
      analysisId = ((await answer.json()) as { id: string }).id;
    });
    expect(typesOf(events)).toEqual(['ocr.analysed']);
    expect(dataOf(events, 'ocr.analysed')).toEqual({
      analysisUuid: analysisId,
      documentKind: 'PASSPORT',
    });
  });

  it('an account without endpoints causes no delivery and no delivery job', async () => {
    const quiet = await account('quiet@example.com');
    const count = async () => {
      const { db } = server.platform.database;
      const [deliveries] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(webhookDeliveries);
      const [queued] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(jobs)
        .where(eq(jobs.name, 'webhooks.deliver'));
      return [deliveries?.n, queued?.n];
    };
    const before = await count();
    const { op } = await createOperation(server, quiet.token, [
      { level: 1, order: 1, signerData: signerData('q@example.com'), signaturesType: ['SIMPLE'] },
    ]);
    expect((await quiet.api.post(`/api/v2/canceloperation/${op}`)).status).toBe(200);
    await server.worker.drain();
    expect(await count()).toEqual(before);
  });

  it('an endpoint subscribed to one type received that type only', async () => {
    expect(narrow.received).toHaveLength(1);
    const [hook] = narrow.received;
    expect(verifiedEvent(hook ?? { headers: {}, body: '' }, narrowEndpoint.secret)).toMatchObject({
      type: 'operation.cancelled',
      data: { operationUuid: cancelled, status: 'CANCELLED' },
    });
  });
});
