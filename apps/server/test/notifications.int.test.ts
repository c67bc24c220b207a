import { ZProblem } from '@confirma/contracts/errors';
import { ZCreateNotificationResponse, ZNotificationView } from '@confirma/contracts/notifications';
import { ZOutboxResponse } from '@confirma/contracts/outbox';
import { ZOperationDetail } from '@confirma/contracts/workspace';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, operations } from '../src/db-schema.ts';
import { listEvidence } from '../src/modules/evidence/index.ts';
import { verifyEvidenceChain } from '../src/modules/evidence/verify-evidence-chain.ts';
import { letterPdf, notifyingSender, pdfText, tokenOfMail } from './support/notifications.ts';
import { bearer, checkPdf } from './support/operations.ts';
import { startSmtpSink } from './support/smtp-sink.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';

const DSN_SECRET = 'dsn-secret-for-the-mail-system';
const REFUSED = 'nadie@rechazo.test';

describe('certified notification', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let server: TTestServer;

  beforeAll(async () => {
    smtp = await startSmtpSink({ rejectRecipients: [REFUSED] });
    server = await startTestServer({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Confirma <no-reply@confirma.test>',
      NOTIFICATION_DSN_SECRET: DSN_SECRET,
      NOTIFICATION_EXPIRY_DAYS: '10',
      AUTH_EMAIL_LIMIT: '50',
      AUTH_SIGN_IN_LIMIT: '50',
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  const db = () => server.platform.database.db;
  const statusOf = async (operationId: string) =>
    (await db().select().from(operations).where(eq(operations.id, operationId)))[0]?.status;
  const eventsOf = async (operationId: string) =>
    listEvidence(db(), { subjectType: 'operation', subjectId: operationId });
  const recipientApi = (token: string, path = '', method = 'GET', body?: object) =>
    fetch(`${server.url}/api/notifications/recipient${path}`, {
      method,
      headers: {
        ...bearer(token),
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const smsTo = async (to: string) => {
    const response = await fetch(
      `${server.url}/api/dev/outbox?channel=sms&to=${encodeURIComponent(to)}`,
    );
    return ZOutboxResponse.parse(await response.json()).messages;
  };
  const mailFor = (to: string) => smtp.received.filter((mail) => mail.to.includes(to));

  it('is sent, opened, read and acknowledged with an SMS code; the certificate lists it all', async () => {
    const sender = await notifyingSender(server, 'marta@example.com', 2);
    const before = await sender.credits();
    const response = await sender.notify({ email: 'ana@example.com', phone: '+34600111333' });
    expect(response.status).toBe(201);
    const created = ZCreateNotificationResponse.parse(await response.json());
    expect(created).toMatchObject({ status: 'CREATED', credits: 1 });
    expect(await sender.credits()).toBe(before - 1);

    await server.worker.drain();
    expect(await statusOf(created.uuid)).toBe('SENT');
    const [mail] = mailFor('ana@example.com');
    expect(mail?.raw).toContain(`notification.${created.uuid}@127.0.0.1`);
    const token = tokenOfMail(mail?.raw ?? '');
    // Only the token's hash is stored.
    const [row] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.operationId, created.uuid));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row?.smtpResponse).toMatch(/^250 /);
    const [notice] = await smsTo('+34600111333');
    expect(notice?.text).toContain('ana@example.com');

    const view = ZNotificationView.parse(await (await recipientApi(token)).json());
    expect(view).toMatchObject({
      status: 'OPENED',
      subject: 'Requerimiento de pago',
      smsConfirmation: true,
    });
    expect(view.sender).toContain('marta@example.com');
    await recipientApi(token); // a reload records nothing more
    const document = await recipientApi(token, '/document');
    expect(document.headers.get('content-type')).toBe('application/pdf');
    const sealed = new Uint8Array(await document.arrayBuffer());
    expect(checkPdf(sealed).pdfsig).toMatch(/Signature Validation: Signature is Valid/);
    expect(await statusOf(created.uuid)).toBe('DOCUMENT_READ');

    expect((await recipientApi(token, '/code', 'POST')).status).toBe(204);
    await server.worker.drain();
    const codeSms = (await smsTo('+34600111333')).find((sms) => sms.text.includes('código'));
    const code = /(\d{6})/.exec(codeSms?.text ?? '')?.[1] ?? '';
    const wrong = await recipientApi(token, '/acknowledge', 'POST', {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(ZProblem.parse(await wrong.json()).code).toBe('OTP_INVALID');
    const ack = await recipientApi(token, '/acknowledge', 'POST', { code });
    expect(await ack.json()).toEqual({ status: 'ACKNOWLEDGED' });
    expect((await recipientApi(token, '/acknowledge', 'POST', {})).status).toBe(409);

    await server.worker.drain();
    expect(mailFor('marta@example.com').some((m) => m.raw.includes('Acuse de recibo'))).toBe(true);
    const types = (await eventsOf(created.uuid)).map((event) => event.type);
    expect(types).toEqual([
      'notification.created',
      'notification.sent',
      'notification.sms_sent',
      'notification.opened',
      'notification.content_accessed',
      'notification.code_sent',
      'notification.acknowledged',
    ]);
    const chain = await verifyEvidenceChain(
      db(),
      { subjectType: 'operation', subjectId: created.uuid },
      server.services.operations.sealer.trust,
    );
    expect(chain).toMatchObject({ ok: true, events: 7, anchoredEvents: 7 });

    const certificate = await sender.client.get(
      `/api/operations/${created.uuid}/files/certificate`,
    );
    const acta = new Uint8Array(await certificate.arrayBuffer());
    const checked = checkPdf(acta);
    expect(checked.pdfsig).toMatch(/Signature Validation: Signature is Valid/);
    expect(checked.qpdf.code).toBe(0);
    const text = pdfText(acta);
    expect(text).toContain('Acta de notificación certificada');
    expect(text).toContain(row?.messageSha256 ?? 'none');
    expect(text).toContain('acusa recibo confirmándolo con el código recibido por SMS');
    expect(text).toContain('el servidor SMTP responde: 250');
    expect(text).toContain('fuente: respuesta del servidor SMTP en el envío');
    expect(text).toContain('accede al contenido');

    // The workspace shows it like any operation, without resend or remind.
    const detail = ZOperationDetail.parse(
      await (await sender.client.get(`/api/operations/${created.uuid}`)).json(),
    );
    expect(detail).toMatchObject({
      signatureType: 'NOTIFICACION',
      status: 'ACKNOWLEDGED',
      actions: { resend: false, remind: false, cancel: false },
    });
    expect(detail.timeline).toHaveLength(7);
    expect(detail.files.map((file) => file.kind)).toEqual(['original', 'signed', 'certificate']);
    expect((await sender.client.post(`/api/operations/${created.uuid}/remind`)).status).toBe(409);

    // Another account does not see it; a made-up token finds nothing.
    const other = await notifyingSender(server, 'otro@example.com');
    expect((await other.client.get(`/api/operations/${created.uuid}`)).status).toBe(404);
    expect((await recipientApi('x'.repeat(43))).status).toBe(404);
  });

  it('ends BOUNCED with the SMTP reply when the server refuses the address; 1 credit spent', async () => {
    const sender = await notifyingSender(server, 'bounce@example.com');
    const before = await sender.credits();
    // As an integrator: the account token, no cookie.
    const created = ZCreateNotificationResponse.parse(
      await (await sender.notify({ email: REFUSED }, sender.api)).json(),
    );
    await server.worker.drain();
    expect(await statusOf(created.uuid)).toBe('BOUNCED');
    expect(await sender.credits()).toBe(before - 1);
    const bounced = (await eventsOf(created.uuid)).find((e) => e.type === 'notification.bounced');
    expect(bounced?.data).toMatchObject({ source: 'smtp', status: '550', to: REFUSED });
    expect(String((bounced?.data as { response?: string } | undefined)?.response)).toContain(
      'User unknown',
    );
    await server.worker.drain();
    const notices = mailFor('bounce@example.com').map((m) => m.raw.replace(/=\r?\n/g, ''));
    expect(notices.some((raw) => raw.includes('no se ha podido entregar'))).toBe(true);
  });

  /** A delivery report as a mail server writes it; `envelopeId` only when it returns one. */
  const dsnReport = ({
    messageId,
    envelopeId,
    to,
  }: {
    messageId: string;
    envelopeId?: string;
    to: string;
  }) =>
    [
      'From: MAILER-DAEMON@mx.example.net',
      'Content-Type: multipart/report; report-type=delivery-status; boundary="B"',
      '',
      '--B',
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.example.net',
      ...(envelopeId ? [`Original-Envelope-Id: ${envelopeId}`] : []),
      '',
      `Final-Recipient: rfc822; ${to}`,
      'Action: failed',
      'Status: 5.2.1',
      'Diagnostic-Code: smtp; 550 5.2.1 Mailbox disabled',
      '',
      '--B',
      'Content-Type: text/rfc822-headers',
      '',
      `Message-ID: ${messageId}`,
      '--B--',
    ].join('\r\n');
  const postDsn = (body: string, secret = DSN_SECRET) =>
    fetch(`${server.url}/api/notifications/dsn`, {
      method: 'POST',
      headers: { 'content-type': 'message/rfc822', ...bearer(secret) },
      body,
    });
  /** A notification sent to `to`: its id, the e-mail as received and its envelope id. */
  const sentNotification = async (senderEmail: string, to: string) => {
    const sender = await notifyingSender(server, senderEmail);
    const created = ZCreateNotificationResponse.parse(
      await (await sender.notify({ email: to })).json(),
    );
    await server.worker.drain();
    expect(await statusOf(created.uuid)).toBe('SENT');
    const [mail] = mailFor(to);
    const messageId = `<notification.${created.uuid}@127.0.0.1>`;
    return { sender, uuid: created.uuid, mail, messageId, envelopeId: mail?.envelopeId ?? '' };
  };
  const certificateOf = async (
    sender: { client: { get: (path: string) => Promise<Response> } },
    op: string,
  ) =>
    pdfText(
      new Uint8Array(
        await (await sender.client.get(`/api/operations/${op}/files/certificate`)).arrayBuffer(),
      ),
    );

  it('counts a delivery report only when it returns the envelope id the recipient never saw', async () => {
    const to = 'later@example.com';
    const { sender, uuid, mail, messageId, envelopeId } = await sentNotification(
      'dsn@example.com',
      to,
    );
    // What the recipient can write: a report naming the Message-ID they see, or an id guessed.
    const forged = [
      dsnReport({ messageId, to }),
      dsnReport({ messageId, to, envelopeId: `${uuid}.${'0'.repeat(32)}` }),
      dsnReport({ messageId, to, envelopeId: uuid }),
    ];
    for (const report of forged) {
      expect(await (await postDsn(report)).json()).toEqual({ outcome: 'unauthenticated' });
    }
    expect(await statusOf(uuid)).toBe('SENT');
    expect((await eventsOf(uuid)).map((event) => event.type)).not.toContain('notification.bounced');

    // The envelope id went to the relay with MAIL FROM, and is nowhere in the e-mail.
    expect(envelopeId).toMatch(new RegExp(`^${uuid}\\.[0-9a-f]{32}$`));
    expect(mail?.raw).toContain(messageId);
    expect(mail?.raw).not.toContain(envelopeId.slice(37));
    expect(
      (await postDsn(dsnReport({ messageId, envelopeId, to }), 'wrong-secret-wrong')).status,
    ).toBe(401);
    // The relay's report returns it: a hard bounce, with its source.
    expect(await (await postDsn(dsnReport({ messageId, envelopeId, to }))).json()).toEqual({
      outcome: 'bounced',
    });
    expect(await statusOf(uuid)).toBe('BOUNCED');
    const bounced = (await eventsOf(uuid)).find((e) => e.type === 'notification.bounced');
    expect(bounced?.data).toMatchObject({
      source: 'dsn',
      status: '5.2.1',
      reportingMta: 'mx.example.net',
      authenticatedBy: 'envelope-id',
    });
    expect(String((bounced?.data as { response?: string } | undefined)?.response)).toContain(
      'Mailbox disabled',
    );
    // A second report changes nothing.
    expect(await (await postDsn(dsnReport({ messageId, envelopeId, to }))).json()).toEqual({
      outcome: 'late_claim',
    });
    expect(await statusOf(uuid)).toBe('BOUNCED');
    const text = await certificateOf(sender, uuid);
    expect(text).toContain('fuente: respuesta del servidor SMTP en el envío');
    expect(text).toContain(
      'fuente: informe de entrega (RFC 3464) de mx.example.net, autenticado por el identificador de envoltorio de este envío',
    );
    expect(text).toContain('cuando la notificación ya había terminado (rebotada)');
  });

  it('records a report after the recipient opened it as a late claim: the status and the opening stand', async () => {
    const to = 'abre@example.com';
    const { sender, uuid, mail, messageId, envelopeId } = await sentNotification(
      'late-claim@example.com',
      to,
    );
    const token = tokenOfMail(mail?.raw ?? '');
    expect((await recipientApi(token)).status).toBe(200);
    expect(await statusOf(uuid)).toBe('OPENED');

    expect(await (await postDsn(dsnReport({ messageId, envelopeId, to }))).json()).toEqual({
      outcome: 'late_claim',
    });
    expect(await statusOf(uuid)).toBe('OPENED');
    const events = await eventsOf(uuid);
    expect(events.map((event) => event.type).slice(-2)).toEqual([
      'notification.opened',
      'notification.bounce_reported',
    ]);
    expect(events.at(-1)?.data).toMatchObject({
      source: 'dsn',
      status: '5.2.1',
      after: 'OPENED',
      authenticatedBy: 'envelope-id',
    });
    // The recipient still acknowledges it.
    expect(await (await recipientApi(token, '/acknowledge', 'POST', {})).json()).toEqual({
      status: 'ACKNOWLEDGED',
    });
    const text = await certificateOf(sender, uuid);
    expect(text).toContain('Alegación tardía: llega un informe de no entrega después de que');
    expect(text).toContain(
      'abriera la notificación; no cambia el estado ni sustituye esa evidencia',
    );
  });

  it('refuses bad input with clear codes, and stores and charges nothing', async () => {
    const sender = await notifyingSender(server, 'bad@example.com');
    const before = await sender.credits();
    const opsBefore = await db().$count(operations);
    const cases: [Parameters<typeof sender.notify>[0], number, string][] = [
      [{ document: null }, 400, 'VALIDATION_FAILED'],
      [
        { document: { name: 'a.pdf', b64: Buffer.from('hola, no soy un PDF').toString('base64') } },
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [{ email: 'no-es-un-correo' }, 400, 'VALIDATION_FAILED'],
      [{ subject: '' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [fields, status, code] of cases) {
      const response = await sender.notify(fields);
      expect(response.status).toBe(status);
      expect(ZProblem.parse(await response.json()).code).toBe(code);
    }
    // A field's message is a sentence for the API's caller; the web client's key beside it.
    const badEmail = ZProblem.parse(await (await sender.notify({ email: 'x' })).json());
    expect(badEmail.errors).toEqual([
      {
        path: 'body.email',
        message: 'Invalid email address',
        key: 'flows:create.validation.emailInvalid',
      },
    ]);
    expect(await db().$count(operations)).toBe(opsBefore);
    expect(await sender.credits()).toBe(before);
    // Spend the balance, then one more is 402.
    for (let left = before; left > 0; left--) expect((await sender.notify()).status).toBe(201);
    const broke = await sender.notify();
    expect(broke.status).toBe(402);
    expect(ZProblem.parse(await broke.json()).code).toBe('INSUFFICIENT_CREDITS');
    expect(await sender.credits()).toBe(0);
    expect(await db().$count(operations)).toBe(opsBefore + before);
  });

  it('may be rejected by the recipient, or cancelled by the sender before it goes out', async () => {
    const sender = await notifyingSender(server, 'ends@example.com');
    const first = ZCreateNotificationResponse.parse(
      await (await sender.notify({ email: 'no-gracias@example.com' })).json(),
    );
    await server.worker.drain();
    const token = tokenOfMail(mailFor('no-gracias@example.com')[0]?.raw ?? '');
    const rejected = await recipientApi(token, '/reject', 'POST', { reason: 'No me corresponde' });
    expect(await rejected.json()).toEqual({ status: 'REJECTED' });
    const types = (await eventsOf(first.uuid)).map((event) => event.type);
    expect(types.slice(-2)).toEqual(['notification.opened', 'notification.rejected']);
    expect((await eventsOf(first.uuid)).at(-1)?.data).toMatchObject({
      reason: 'No me corresponde',
    });
    expect((await recipientApi(token, '/acknowledge', 'POST', {})).status).toBe(409);

    const second = ZCreateNotificationResponse.parse(
      await (await sender.notify({ email: 'nunca@example.com' })).json(),
    );
    expect((await sender.client.post(`/api/operations/${second.uuid}/cancel`)).status).toBe(200);
    await server.worker.drain();
    expect(await statusOf(second.uuid)).toBe('CANCELLED');
    expect(mailFor('nunca@example.com')).toEqual([]);
  });

  it('is in the OpenAPI reference', async () => {
    const spec = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { tags?: string[]; requestBody?: object }>>;
    };
    expect(spec.paths['/api/notifications']?.post?.requestBody).toBeDefined();
    for (const path of ['', '/document', '/code', '/acknowledge', '/reject']) {
      const operations = spec.paths[`/api/notifications/recipient${path}`] ?? {};
      expect(Object.values(operations)[0]?.tags).toEqual(['notifications']);
    }
    expect(spec.paths['/api/notifications/dsn']?.post).toBeDefined();
  });

  it('expires after NOTIFICATION_EXPIRY_DAYS: the recipient can no longer acknowledge', async () => {
    const sender = await notifyingSender(server, 'late@example.com');
    const created = ZCreateNotificationResponse.parse(
      await (
        await sender.notify({
          email: 'slow@example.com',
          document: {
            name: 'x.pdf',
            b64: Buffer.from(await letterPdf('Aviso')).toString('base64'),
          },
        })
      ).json(),
    );
    await server.worker.drain();
    const [op] = await db().select().from(operations).where(eq(operations.id, created.uuid));
    const lasts = (op?.expiresAt.getTime() ?? 0) - (op?.createdAt.getTime() ?? 0);
    expect(Math.abs(lasts - 10 * 24 * 3600_000)).toBeLessThan(60_000);
    await db()
      .update(operations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(operations.id, created.uuid));
    const token = tokenOfMail(mailFor('slow@example.com')[0]?.raw ?? '');
    expect((await recipientApi(token, '/acknowledge', 'POST', {})).status).toBe(409);
    expect(await statusOf(created.uuid)).toBe('EXPIRED');
    expect((await eventsOf(created.uuid)).at(-1)?.type).toBe('operation.expired');
    await server.worker.drain();
    const told = mailFor('late@example.com').map((m) => m.raw.replace(/=\r?\n/g, ''));
    expect(
      told.some((raw) => raw.includes('ha caducado') && raw.includes('sin acuse de recibo')),
    ).toBe(true);
  });
});
