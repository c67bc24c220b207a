import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { run, writeTemp } from '../src/modules/sealing/testing/pdf-tools.ts';
import { createHttpClient } from './support/http-client.ts';
import {
  bearer,
  checkPdf,
  createOperation,
  invitationToken,
  outboxTo,
  PHONE,
  senderToken,
  signerData,
} from './support/operations.ts';
import type { TTestServer } from './support/test-server.ts';
import { useTestServer } from './support/use-test-server.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';

const SUBJECT = 'Alquiler del local de la calle Mayor';

/** An OTP operation in `language`, signed from an Android phone's Chrome; its certificate. */
async function signedActa(server: TTestServer, email: string, language: 'es' | 'en') {
  const token = await senderToken(server, `sender-${email}`);
  const fields = signerData(email).map((field) =>
    field.identifier === 'idiomadef'
      ? { ...field, value: language === 'en' ? 'en-gb' : 'es-es' }
      : field,
  );
  const { op, doc } = await createOperation(
    server,
    token,
    [{ level: 1, order: 1, signerData: fields, signaturesType: ['SIMPLE'] }],
    { subject: SUBJECT },
  );
  const signer = createHttpClient(server.url, { 'user-agent': ANDROID_CHROME });
  const auth = bearer(await invitationToken(server, email));
  await signer.get(`/api/v2/getdocumentbyuuidb64/${op}/${doc}`, auth);
  await signer.post(`/api/v2/documentread/${op}`, { operationUuid: op, documentUuid: doc }, auth);
  await signer.post(
    `/api/v2/createotp/${op}`,
    { operationUuid: op, cellPhone: PHONE, otpType: 'FIRMA' },
    auth,
  );
  const [sms] = await outboxTo(server, PHONE, 'sms');
  const otpValue = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '';
  const signed = await signer.post(
    `/api/v2/verifyotpforbot/${op}`,
    { operationUuid: op, otpValue, otpType: 'FIRMA' },
    auth,
  );
  expect(signed.status).toBe(200);
  await server.worker.drain(); // the anchor taken at the seal
  const acta = await signer.get(`/api/v2/actabyoperationuuidb64/${op}`, auth);
  return { op, pdf: Buffer.from(await acta.text(), 'base64') };
}

/** ACTA_SAMPLE_DIR=dir keeps the certificates made, to look at them (pdftoppm). */
function keepSample(name: string, pdf: Uint8Array) {
  const dir = process.env.ACTA_SAMPLE_DIR;
  if (dir) fs.writeFileSync(path.join(dir, name), pdf);
}

/** The certificate's text, lines joined (pdftotext -layout off), spaces collapsed. */
function textOf(pdf: Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acta-'));
  try {
    const file = writeTemp(dir, 'acta.pdf', pdf);
    return run('pdftotext', [file, '-']).stdout.replace(/\s+/g, ' ');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** zbarimg (Debian's zbar-tools), when installed, reads the QR code of page 1. */
const hasZbar = spawnSync('zbarimg', ['--version']).status === 0;

function qrCodeOf(pdf: Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acta-qr-'));
  try {
    const file = writeTemp(dir, 'acta.pdf', pdf);
    run('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', file, path.join(dir, 'page')]);
    const image = fs.readdirSync(dir).find((name) => name.endsWith('.png')) ?? '';
    return run('zbarimg', ['-q', '--raw', path.join(dir, image)]).stdout.trim();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the operation certificate', () => {
  const server = useTestServer({ CERTIFICATE_TIME_ZONE: 'Europe/Madrid' });

  it('writes each event as a Spanish sentence with its times, IP and device, statuses and types in words', async () => {
    const { op, pdf } = await signedActa(server(), 'acta-es@example.com', 'es');
    keepSample('acta-es.pdf', pdf);
    const check = checkPdf(pdf);
    expect(check.pdfsig).toContain('Signature is Valid');
    expect(check.qpdf.code).toBe(0);
    const text = textOf(pdf);
    expect(text).toContain('Certificado de la operación');
    expect(text).toContain('El remitente crea la operación con sus documentos');
    expect(text).toContain('José Pérez Núñez declara haber leído y aceptado el documento');
    expect(text).toContain('José Pérez Núñez firma con el código recibido por SMS');
    // Statuses and types in words, events by their sentence alone.
    expect(text).toContain('Tipo de firma: Firma con OTP');
    expect(text).toContain('Estado: Firmada');
    expect(text).toContain('Ha firmado');
    expect(text).not.toMatch(/\[(operation|signer)\.|SIGNED|SIMPLE/);
    expect(text).toMatch(
      /IP (127\.0\.0\.1|::1|::ffff:127\.0\.0\.1) · Dispositivo: Chrome 142 en Android/,
    );
    expect(text).toMatch(
      /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC · \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}:\d{2} CES?T/,
    );
    for (const phrase of [
      'Certificado de sello de la plataforma',
      'CN=Confirma Platform Seal',
      'Número de serie',
      'Autoridad de sellado de tiempo',
      'CN=Confirma Time-Stamping Authority',
      'Cómo verificar',
      `/#/verify?op=${op}`,
      'Verificar en línea',
    ]) {
      expect(text).toContain(phrase);
    }
    // Who asks and for what; the class and the domain in words, no command to run.
    expect(text).toContain(`Asunto: ${SUBJECT}`);
    expect(text).toMatch(/Remitente: [^·]+\(sender-acta-es@example\.com\)/);
    expect(text).toContain('Tipo de operación: Firma de documentos');
    expect(text).toContain(
      'La página de verificación la recalcula y comprueba sus sellos de tiempo',
    );
    expect(text).not.toMatch(/Clase|Dominio|1241|npm run/);
    expect(text).not.toContain(server().platform.domainUuid);
  });

  it('carries a QR code to the verification page of the operation', async (context) => {
    context.skip(!hasZbar, 'zbarimg is not installed (Debian zbar-tools)');
    const { op, pdf } = await signedActa(server(), 'acta-qr@example.com', 'es');
    expect(qrCodeOf(pdf)).toBe(`${server().url}/#/verify?op=${op}`);
  });

  it('writes the same in English', async () => {
    const { pdf } = await signedActa(server(), 'acta-en@example.com', 'en');
    const text = textOf(pdf);
    expect(text).toContain('Operation certificate');
    expect(text).toContain('José Pérez Núñez signs with the code received by SMS');
    expect(text).toContain('Device: Chrome 142 on Android');
    expect(text).toContain('How to verify');
    expect(text).toContain("The platform's seal certificate");
    expect(text).toContain(`Subject: ${SUBJECT}`);
    expect(text).toMatch(/Sender: [^·]+\(sender-acta-en@example\.com\)/);
    expect(text).toContain('Kind of operation: Signature of documents');
    keepSample('acta-en.pdf', pdf);
  });
});
