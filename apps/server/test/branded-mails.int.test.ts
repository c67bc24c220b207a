import { createHash } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCredits } from '../src/modules/credits/add-credits.ts';
import { createHttpClient } from './support/http-client.ts';
import { mimeParts, visibleText } from './support/mime-parts.ts';
import {
  createOperation,
  PHONE,
  prepareOtpSignature,
  readOperation,
  signerData,
} from './support/operations.ts';
import { TEST_PASSWORD } from './support/sign-up.ts';
import { startSmtpSink } from './support/smtp-sink.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';

const logo = () => {
  const canvas = createCanvas(120, 40);
  canvas.getContext('2d').fillRect(0, 0, 40, 40);
  return canvas.toBuffer('image/png');
};

const signer = (email: string, name: string) => ({
  level: 1,
  order: 1,
  signerData: signerData(email, [], { name }),
  signaturesType: ['SIMPLE'],
});

describe('the e-mails sent on a branded account’s behalf', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let server: TTestServer;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  /** The leaf parts of the newest message SMTP received for `to`. */
  const partsTo = async (to: string) => {
    await server.worker.drain();
    const mail = smtp.received.findLast((item) => item.to.includes(to));
    if (!mail) throw new Error(`nothing sent to ${to}`);
    return { raw: mail.raw, parts: mimeParts(mail.raw) };
  };

  /**
   * A sender signed up and verified through the e-mail SMTP received (its text part's
   * link), with credits: the browser and an account token.
   */
  const sender = async (email: string) => {
    const client = createHttpClient(server.url);
    const password = TEST_PASSWORD;
    await client.post('/api/auth/sign-up/email', {
      name: 'Ana',
      email,
      password,
      callbackURL: '/',
    });
    const verification = (await partsTo(email)).parts[0]?.body ?? '';
    await fetch(/https?:\/\/\S+/.exec(verification)?.[0] ?? '', { redirect: 'manual' });
    expect((await client.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    const { userUid } = (await (await client.get('/api/account')).json()) as { userUid: string };
    const { db } = server.platform.database;
    await addCredits(db, { organizationId: userUid, kind: 'grant', amount: 5, reason: 'test' });
    return { client, token: await (await client.post('/api/v2/login')).text() };
  };

  it('invite with the brand in the HTML part and the same sentences in the text part', async () => {
    const { client, token } = await sender('marca-envia@example.com');
    const png = logo();
    const saved = await client.put('/api/account/brand', {
      name: 'Inmobiliaria Sol & Mar',
      color: '#8a1c1c',
      logo: png.toString('base64'),
    });
    expect(saved.status).toBe(200);
    const { op, doc } = await createOperation(
      server,
      token,
      [signer('lucia.marca@example.com', 'Lucía')],
      { copyRecipients: [{ name: 'Eva', email: 'eva.copia@example.com' }] },
    );

    const { raw, parts } = await partsTo('lucia.marca@example.com');
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    const [text, html] = parts;
    expect([text?.type, html?.type]).toEqual(['text/plain', 'text/html']);
    const logoUrl = `${server.platform.config.PUBLIC_URL}/api/brand-logos/${createHash('sha256').update(png).digest('hex')}`;
    expect(html?.body).toContain(`<img src="${logoUrl}" alt="Inmobiliaria Sol &amp; Mar"`);
    expect(html?.body).toContain('background:#8a1c1c');
    expect(html?.body).toContain('<html lang="es"');
    const seen = visibleText(html?.body ?? '');
    expect(seen).toContain('Inmobiliaria Sol & Mar te escribe a través de Confirma.');
    expect(seen).toContain('Leer y firmar el documento');
    // Every sentence of the text part is read in the HTML one, the link as the button's.
    const link = /https?:\/\/\S+/.exec(text?.body ?? '')?.[0] ?? '';
    expect(link).toContain(`/#/simpleSignature?operation=${op}`);
    expect(html?.body).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    const lines = (text?.body ?? '').split('\n').filter((line) => line && line !== link);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(seen).toContain(line);
    // The signer's pages head with the same brand.
    const token2 = new URL(link.replace('/#/', '/')).searchParams.get('token') ?? '';
    expect((await readOperation(server, op, token2)).brand).toEqual({
      name: 'Inmobiliaria Sol & Mar',
      color: '#8a1c1c',
      logoUrl: new URL(logoUrl).pathname,
    });

    // Signed: the signer's confirmation and the copy recipient's copy carry the brand too.
    const verify = await prepareOtpSignature(server, op, doc, token2, PHONE);
    expect((await verify()).status).toBe(200);
    for (const to of ['lucia.marca@example.com', 'eva.copia@example.com']) {
      const { parts } = await partsTo(to);
      const body = parts.find((part) => part.type === 'text/html')?.body ?? '';
      expect(body).toMatch(/<title>(Documento firmado|Copia firmada: .+)<\/title>/);
      expect(body).toContain(`<img src="${logoUrl}"`);
      expect(body).toContain('Inmobiliaria Sol &amp; Mar te escribe a través de Confirma.');
    }
  });

  it("invite for an account without a brand under the product's own header", async () => {
    const { token } = await sender('sin-marca@example.com');
    const { op } = await createOperation(server, token, [
      signer('pablo.sinmarca@example.com', 'Pablo'),
    ]);
    const { parts } = await partsTo('pablo.sinmarca@example.com');
    const html = parts.find((part) => part.type === 'text/html')?.body ?? '';
    expect(html).not.toContain('<img');
    expect(visibleText(html)).toContain('Confirma · Firma electrónica');
    expect(html).toContain('#3f51b5');
    expect((await readOperation(server, op, token)).brand).toBeNull();
  });
});
