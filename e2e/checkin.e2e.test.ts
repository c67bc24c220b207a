import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSesSimulator,
  type TSesReceived,
  type TSesSimulator,
} from '../apps/server/test/support/ses-simulator.ts';
import { TEST_PASSWORD } from '../apps/server/test/support/sign-up.ts';
import { logInThroughForm } from './support/accounts.ts';
import { launchBrowser, VIEWPORTS, watchPage } from './support/browser.ts';
import { writeFakeCameraVideo } from './support/fake-camera.ts';
import { translate } from './support/locales.ts';
import { senderToken, smsCode, snapshot } from './support/signing.ts';
import { startProduct, type TProduct } from './support/start-product.ts';

// The guest's own check-in, end to end: a guest opens the establishment's QR link on a phone, identifies,
// completes and signs the parte, and within a minute the local SES.HOSPEDAJES simulator has
// received a schema-valid communication for it (it answers only a message its XSD accepts),
// and the register shows it accepted with its lote. Chromium's fake camera plays the
// passport video of fake-camera.ts (José Luis García de la Fuente, PAB123456).

const SES = {
  landlordCode: '0000000001',
  establishmentCode: '0000012345',
  username: 'B12345678WS',
  password: 'Secreto-2026',
};

let product: TProduct;
let simulator: TSesSimulator;
let camera: string;
let workDir: string;
let browser: Browser | undefined;
beforeAll(async () => {
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'confirma-checkin-'));
  camera = await writeFakeCameraVideo('passport', workDir);
  simulator = await startSesSimulator({
    username: SES.username,
    password: SES.password,
    codigoArrendador: SES.landlordCode,
    establishments: [SES.establishmentCode],
  });
  product = await startProduct({
    JOBS_POLL_MS: '100',
    AUTH_EMAIL_LIMIT: '100',
    IDENTIFICATION_COLOUR_REQUIRED: 'false',
    SES_TEST_URL: simulator.url,
  });
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
  await simulator?.close();
  if (workDir) await fs.rm(workDir, { recursive: true, force: true });
});

const tr = (key: string) => translate('es', key);
const PHONE = '+34600123457';

/** The link the poster's QR code carries, read as a phone's camera would (zbarimg). */
async function posterLink(establishmentId: string, token: string): Promise<string> {
  const response = await fetch(
    `${product.url}/api/establishments/${establishmentId}/poster?format=A4&lang=es`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(response.status).toBe(200);
  const pdf = path.join(workDir, 'poster.pdf');
  await fs.writeFile(pdf, Buffer.from(await response.arrayBuffer()));
  execFileSync('pdftoppm', ['-r', '150', '-png', '-singlefile', pdf, path.join(workDir, 'poster')]);
  const decoded = execFileSync('zbarimg', ['-q', '--raw', path.join(workDir, 'poster.png')], {
    encoding: 'utf8',
  });
  return decoded.trim();
}

async function received(kind: TSesReceived['operation'], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = simulator.received.find((one) => one.operation === kind);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${kind} reached the simulator`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('guest check-in on the QR link, communicated to SES.HOSPEDAJES', () => {
  it('phone: QR link → identification → parte → OTP → the simulator receives it; the register shows it accepted with its lote', async () => {
    const email = `recepcion.${Date.now()}@example.com`;
    const ownerToken = await senderToken(product.url, email);
    const created = await fetch(`${product.url}/api/establishments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Hostal Las Acacias',
        address: 'Calle Mayor 1, 28013 Madrid',
        registry: 'HM-4321',
        mode: 'SIGN',
        dailyLimit: 20,
        linkPaused: false,
        ses: { ...SES, environment: 'test' },
      }),
    });
    expect(created.status).toBe(201);
    const establishment = (await created.json()) as { id: string; checkinUrl: string };
    const link = await posterLink(establishment.id, ownerToken);
    expect(link).toBe(establishment.checkinUrl);

    // The guest's phone: the link, the checklist, their details.
    browser = await launchBrowser({ fakeCamera: camera });
    const phone = await (await browser.newContext({ viewport: VIEWPORTS.phone })).newPage();
    const errors = watchPage(phone);
    await phone.goto(link);
    await phone.getByText('Hostal Las Acacias').first().waitFor();
    const form = phone.getByRole('form', { name: tr('flows:checkin.formLabel') });
    await form.locator('input[name="name"]').fill('José Luis');
    await form.locator('input[name="lastname"]').fill('García de la Fuente');
    await form.locator('input[name="email"]').fill(`guest.${email}`);
    await form.locator('input[name="phone"]').fill(PHONE);
    await form.locator('input[name="nif"]').fill('PAB123456');
    await form.locator('input[name="bookingReference"]').fill('RES-2031-77');
    await snapshot(phone, 'checkin-1-link');
    await form.getByRole('button', { name: tr('flows:checkin.submit') }).click();

    // The identification with the phone's (fake) camera.
    await phone.getByRole('checkbox').check({ timeout: 60_000 });
    const result = phone.waitForResponse(
      (one) => one.url().includes('/api/v2/identificationresult/'),
      { timeout: 240_000 },
    );
    await phone
      .getByRole('button', { name: tr('flows:identificationSignature.consent.start') })
      .click();
    expect(await (await result).json()).toMatchObject({ status: 'PASSED', document: 'PASSPORT' });

    // The parte: the booking prefilled, the residence completed, signed by SMS code.
    await phone.getByRole('link', { name: tr('flows:parte.continue.action') }).click({
      timeout: 60_000,
    });
    await phone.getByTestId('parte-document').getByText('PAB123456').waitFor({ timeout: 30_000 });
    expect(await phone.locator('input[name="contractReference"]').inputValue()).toBe('RES-2031-77');
    await phone.locator('input[name="address"]').fill('Avenida de la Paz 7');
    await phone.locator('input[name="town"]').fill('Sevilla');
    await phone.locator('input[name="postalCode"]').fill('41001');
    await phone.getByTestId('payment-type-select').click();
    await phone.getByRole('option', { name: tr('flows:parte.paymentTypes.CARD') }).click();
    await snapshot(phone, 'checkin-2-parte');
    await phone.getByRole('button', { name: tr('flows:parte.review.submitSign') }).click();
    await phone.getByRole('button', { name: tr('flows:signing.readAccept') }).click({
      timeout: 60_000,
    });
    await phone.getByTestId('otp-input').fill(await smsCode(product.url, PHONE));
    await phone.getByRole('button', { name: tr('flows:signing.sign'), exact: true }).click();
    await phone.getByText(tr('flows:resumeSignature.title')).first().waitFor({ timeout: 60_000 });
    const signedAt = Date.now();
    await snapshot(phone, 'checkin-3-signed');
    expect(errors).toEqual([]);

    // Within a minute (the job runs every minute), the simulator has the parte: it answers
    // codigo 0 and a lote only to a message its published XSD accepts.
    const communication = await received('comunicacion', 90_000);
    console.log(`SES communication received ${Date.now() - signedAt} ms after the signature`);
    expect(communication).toMatchObject({ codigo: 0, tipoComunicacion: 'PV' });
    expect(communication.xml).toContain('<numeroDocumento>PAB123456</numeroDocumento>');
    expect(communication.xml).toContain('<tipoDocumento>PAS</tipoDocumento>');
    expect(communication.xml).toContain('<codigoMunicipio>41091</codigoMunicipio>');
    expect(communication.xml).toContain('<referencia>RES-2031-77</referencia>');

    // The establishment's register: accepted, with its lote (the job asks about the lote).
    const register = async () =>
      (await (
        await fetch(`${product.url}/api/traveller/register`, {
          headers: { authorization: `Bearer ${ownerToken}` },
        })
      ).json()) as { entries: { communication: { state: string; lote: string } | null }[] };
    await expect
      .poll(async () => (await register()).entries[0]?.communication?.state, {
        timeout: 90_000,
        interval: 2_000,
      })
      .toBe('ACCEPTED');
    const desk = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
    await desk.goto(`${product.url}/#/loginpage`);
    await logInThroughForm(desk, email, TEST_PASSWORD);
    await desk.goto(`${product.url}/#/profilepage`);
    await desk.getByRole('tab', { name: tr('account:profile.tabs.guests') }).click();
    const cell = desk.getByTestId('guest-row').getByTestId('ses-communication');
    await cell.getByText(tr('account:profile.guests.ses.state.ACCEPTED')).waitFor();
    expect(await cell.textContent()).toContain(communication.lote ?? 'no lote');
    await snapshot(desk, 'checkin-4-register');
  }, 600_000);
});
