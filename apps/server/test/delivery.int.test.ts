import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/db-schema.ts';
import { MAIL_JOB } from '../src/platform/mail/mail.ts';
import { SMS_JOB } from '../src/platform/sms/sms.ts';
import { jobById, retriesDue } from './support/jobs.ts';
import { mimeParts } from './support/mime-parts.ts';
import { startSmtpSink } from './support/smtp-sink.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';

interface TSmsRequest {
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: { from: string; to: string; text: string };
}

async function startSmsProvider(failFirst: number) {
  const requests: TSmsRequest[] = [];
  let failures = failFirst;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (failures > 0) {
        failures -= 1;
        response.writeHead(502).end();
        return;
      }
      requests.push({
        authorization: request.headers.authorization,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        body: JSON.parse(body),
      });
      response.writeHead(202, { 'content-type': 'application/json' }).end('{"id":"m1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/messages`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('mail and SMS delivery through jobs', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let sms: Awaited<ReturnType<typeof startSmsProvider>>;
  let server: TTestServer;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    sms = await startSmsProvider(1);
    server = await startTestServer({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Confirma <no-reply@confirma.test>',
      SMS_PROVIDER_URL: sms.url,
      SMS_PROVIDER_TOKEN: 'provider-secret',
      SMS_SENDER: 'Confirma',
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await sms?.close();
  });

  it('delivers e-mail to a real SMTP server, text and HTML, and keeps nothing in the outbox', async () => {
    const { platform, worker } = server;
    const link = 'https://confirma.test/#/verify?token=a&lang=es';
    await platform.database.db.transaction((tx) =>
      platform.queueMail(tx, {
        to: 'lucia@example.com',
        subject: 'Verifica tu correo',
        text: `Hola Lucía, pulsa el enlace:\n\n${link}`,
        language: 'es',
        action: { url: link, label: 'Verificar <mi> correo' },
      }),
    );
    await worker.drain();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['lucia@example.com']);
    expect(mail?.from).toBe('no-reply@confirma.test');
    expect(mail?.raw).toContain('Subject: Verifica tu correo');
    expect(mail?.raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    const [text, html] = mimeParts(mail?.raw ?? '');
    expect(text).toEqual({ type: 'text/plain', body: `Hola Lucía, pulsa el enlace:\n\n${link}` });
    expect(html?.type).toBe('text/html');
    expect(html?.body).toContain('<html lang="es"');
    // The button's label and address are escaped, never markup.
    expect(html?.body).toContain('>Verificar &lt;mi&gt; correo</a>');
    expect(html?.body).toContain('href="https://confirma.test/#/verify?token=a&amp;lang=es"');
    expect(await platform.database.db.select().from(outboxMessages)).toHaveLength(0);
  });

  it('attaches files from the blob store to SMTP mail', async () => {
    const { platform, worker } = server;
    const { key } = await platform.blobs.put(new TextEncoder().encode('%PDF-1.7 attached'));
    await platform.database.db.transaction((tx) =>
      platform.queueMail(tx, {
        to: 'adjunto@example.com',
        subject: 'Documento firmado',
        text: 'Adjunto.',
        language: 'es',
        attachments: [
          { filename: 'contrato-firmado.pdf', contentType: 'application/pdf', blobKey: key },
        ],
      }),
    );
    await worker.drain();
    const mail = smtp.received.find((item) => item.to.includes('adjunto@example.com'));
    expect(mail?.raw).toContain('filename=contrato-firmado.pdf');
    expect(mail?.raw).toContain(Buffer.from('%PDF-1.7 attached').toString('base64'));
  });

  it('sends SMS to the HTTP provider with its token, retrying after a provider error', async () => {
    const { platform, worker } = server;
    const id = await platform.database.db.transaction((tx) =>
      platform.queueSms(tx, { to: '+34600111222', text: 'Código: 482913' }),
    );
    const db = platform.database.db;
    await worker.drain();
    expect(await jobById(db, SMS_JOB, id)).toMatchObject({
      state: 'retry',
      lastError: 'SMS provider answered 502',
    });
    // The retry waits a minute and more: the test moves it forward itself.
    await retriesDue(db, SMS_JOB);
    await worker.drain();
    expect(sms.requests).toEqual([
      {
        authorization: 'Bearer provider-secret',
        idempotencyKey: `sms-job-${id}`,
        body: { from: 'Confirma', to: '+34600111222', text: 'Código: 482913' },
      },
    ]);
    expect(await jobById(db, SMS_JOB, id)).toMatchObject({ state: 'completed', tries: 2 });
  });

  it('keeps malformed messages as dead letters that are never sent', async () => {
    const { platform, worker } = server;
    const db = platform.database.db;
    const mailId = await db.transaction((tx) =>
      platform.queueMail(tx, { to: 'not-an-address', subject: 's', text: 't', language: 'es' }),
    );
    const smsId = await db.transaction((tx) => platform.queueSms(tx, { to: 'abc', text: 't' }));
    const mailsBefore = smtp.received.length;
    const smsBefore = sms.requests.length;
    await worker.drain();
    expect(await jobById(db, MAIL_JOB, mailId)).toMatchObject({ state: 'failed', tries: 0 });
    expect(await jobById(db, SMS_JOB, smsId)).toMatchObject({ state: 'failed', tries: 0 });
    expect(smtp.received).toHaveLength(mailsBefore);
    expect(sms.requests).toHaveLength(smsBefore);
  });
});
