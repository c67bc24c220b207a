import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_TEXTS } from '../apps/server/src/modules/traveller/register-texts.ts';
import { certificateText } from '../apps/server/test/support/identification-flow.ts';
import { checkPdf } from '../apps/server/test/support/operations.ts';
import { TEST_PASSWORD } from '../apps/server/test/support/sign-up.ts';
import { logInThroughForm } from './support/accounts.ts';
import { launchBrowser, VIEWPORTS, watchPage } from './support/browser.ts';
import { writeFakeCameraVideo } from './support/fake-camera.ts';
import { translate } from './support/locales.ts';
import { senderToken, smsCode, snapshot } from './support/signing.ts';
import { startProduct, type TProduct } from './support/start-product.ts';

// The traveller report (parte de viajero; Real Decreto 933/2021)
// as an establishment and its guest go through it: the trial on #/createparteviajeropage,
// the identification in the page's video dialog with Chromium's fake camera playing the
// passport video of fake-camera.ts (José Luis García de la Fuente, PAB123456), the parte
// filled from the passport's MRZ and completed by the guest, the OTP signature, and the
// establishment's guest register listing and exporting it. Types and bad input are covered
// by apps/server/test/traveller.int.test.ts.

let product: TProduct;
let camera: string;
let cameraDir: string;
let browser: Browser | undefined;
beforeAll(async () => {
  cameraDir = await fs.mkdtemp(path.join(os.tmpdir(), 'confirma-parte-'));
  camera = await writeFakeCameraVideo('passport', cameraDir);
  // Chromium's fake camera loops a fixed video: it cannot reflect a random colour sequence
  // (no more than a replay can), so the platform switch is off and the pages say so.
  product = await startProduct({
    JOBS_POLL_MS: '100',
    AUTH_EMAIL_LIMIT: '100',
    IDENTIFICATION_COLOUR_REQUIRED: 'false',
  });
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
  if (cameraDir) await fs.rm(cameraDir, { recursive: true, force: true });
});

const tr = (key: string) => translate('es', key);
const PHONE = '+34600123456';

describe('traveller report with a fake camera', () => {
  it('trial → identification → the parte filled with the passport MRZ → OTP → signed parte; the register lists and exports it', async () => {
    const email = `hostal.${Date.now()}@example.com`;
    const ownerToken = await senderToken(product.url, email);
    browser = await launchBrowser({ fakeCamera: camera });
    const page = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
    const errors = watchPage(page);
    await page.goto(`${product.url}/#/loginpage`);
    await logInThroughForm(page, email, TEST_PASSWORD);

    // The establishment, in Datos: printed on each parte.
    await page.getByRole('tab', { name: tr('account:profile.tabs.data') }).click();
    await page.locator('input[name="establishmentName"]').fill('Hostal Las Acacias');
    await page.locator('input[name="establishmentRegistry"]').fill('HM-4321');
    await page.locator('input[name="establishmentAddress"]').fill('Calle Mayor 1, 28013 Madrid');
    await page.getByRole('button', { name: tr('account:profile.data.save'), exact: true }).click();
    await page.getByText(tr('account:profile.data.saved')).waitFor();

    // The trial: 'Parte Viajero' alone, a bad phone and ID number refused on the form.
    await page.goto(`${product.url}/#/createparteviajeropage`);
    const trial = page.getByRole('form', { name: tr('flows:parte.trial.title') });
    await trial.locator('input[name="name"]').fill('José Luis');
    await trial.locator('input[name="lastname"]').fill('García de la Fuente');
    await trial.locator('input[name="email"]').fill(`guest.${email}`);
    await trial.locator('input[name="nif"]').fill('12345678A');
    await trial.locator('input[name="phone"]').fill('12ab');
    await trial.locator('input[name="email"]').click();
    await trial.getByText(tr('flows:create.validation.nifInvalid')).waitFor();
    await trial.getByText(tr('flows:create.validation.phoneInvalid')).waitFor();
    const submit = trial.getByRole('button', { name: tr('flows:create.form.submit'), exact: true });
    expect(await submit.isDisabled()).toBe(true);
    await trial.locator('input[name="nif"]').fill('12345678Z');
    await trial.locator('input[name="phone"]').fill(PHONE);
    await snapshot(page, 'traveller-1-trial');
    await submit.click();

    // The video dialog: the identification page in a frame allowed the camera.
    const frameElement = page.getByTestId('video-identification-frame');
    await frameElement.waitFor({ timeout: 30_000 });
    expect(await frameElement.getAttribute('allow')).toContain('camera');
    const frame = page.frameLocator('[data-testid="video-identification-frame"]');
    await frame.getByRole('checkbox').check();
    const result = page.waitForResponse(
      (one) => one.url().includes('/api/v2/identificationresult/'),
      { timeout: 240_000 },
    );
    await frame
      .getByRole('button', { name: tr('flows:identificationSignature.consent.start') })
      .click();
    expect(await (await result).json()).toMatchObject({ status: 'PASSED', document: 'PASSPORT' });

    // The summary leads to the parte, filled from the passport's MRZ.
    await frame.getByRole('link', { name: tr('flows:parte.continue.action') }).click({
      timeout: 60_000,
    });
    const documentData = frame.getByTestId('parte-document');
    await documentData.getByText('PAB123456').waitFor({ timeout: 30_000 });
    for (const value of ['JOSE LUIS', 'GARCIA DE LA FUENTE', 'Pasaporte', 'ESP', '17/3/1992']) {
      await documentData.getByText(value, { exact: true }).first().waitFor();
    }
    await frame.getByText('Hostal Las Acacias', { exact: false }).waitFor();
    // What the document cannot give: residence, stay, payment.
    await frame.locator('input[name="address"]').fill('Avenida de la Paz 7');
    await frame.locator('input[name="town"]').fill('Sevilla');
    await frame.locator('input[name="postalCode"]').fill('41001');
    await frame.getByTestId('payment-type-select').click();
    await frame.getByRole('option', { name: tr('flows:parte.paymentTypes.CARD') }).click();
    await frame.locator('input[name="checkIn"]').fill('2031-07-01');
    await frame.locator('input[name="checkOut"]').fill('2031-06-30');
    await frame.locator('input[name="travellers"]').fill('2');
    await frame.getByText(tr('flows:parte.validation.checkOutBeforeCheckIn')).waitFor();
    await frame.locator('input[name="checkOut"]').fill('2031-07-05');
    await frame.locator('input[name="contractReference"]').fill('RES-2031-77');
    await snapshot(page, 'traveller-2-parte');
    await frame.getByRole('button', { name: tr('flows:parte.review.submitSign') }).click();

    // The OTP signature of the filled parte.
    await frame.getByRole('button', { name: tr('flows:signing.readAccept') }).click({
      timeout: 60_000,
    });
    await frame.getByTestId('otp-input').fill(await smsCode(product.url, PHONE));
    await frame.getByRole('button', { name: tr('flows:signing.sign'), exact: true }).click();
    await frame.getByText(tr('flows:resumeSignature.title')).first().waitFor({ timeout: 60_000 });
    await snapshot(page, 'traveller-3-signed');
    await page.getByRole('button', { name: tr('flows:parte.video.close') }).click();

    // The register in My Account lists it; its exports carry every field.
    await page.goto(`${product.url}/#/profilepage`);
    await page.getByRole('tab', { name: tr('account:profile.tabs.guests') }).click();
    const row = page.getByTestId('guest-row');
    await row.getByText('PAB123456').waitFor();
    await row.getByText(tr('account:profile.guests.status.SIGNED')).waitFor();
    await page.getByTestId('guest-search').fill('nadie');
    await page.getByText(tr('account:profile.guests.noResults')).waitFor();
    await page.getByTestId('guest-search').fill('pab123');
    await row.waitFor();
    await snapshot(page, 'traveller-4-register');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: tr('account:profile.guests.csv') }).click();
    const csv = await fs.readFile((await (await download).path()) ?? '', 'utf8');
    const [header, line] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // The reader's CSV: its columns in words, in the page's language.
    expect(header).toContain(`"${REGISTER_TEXTS.es.columns.documentNumber}"`);
    expect(line).toContain('PAB123456');
    expect(line).toContain('Hostal Las Acacias');
    const exported = (await page.evaluate(async () =>
      (await fetch('/api/traveller/register/export?format=json')).json(),
    )) as { entries: { operationUuid: string; completion: { checkOut: string } }[] };
    const [entry] = exported.entries;
    expect(entry?.completion.checkOut).toBe('2031-07-05');

    // The signed parte: pdfsig finds the signature valid, its text holds the MRZ data.
    const auth = { authorization: `Bearer ${ownerToken}` };
    const { domainUuid } = (await (await fetch(`${product.url}/api/config`)).json()) as {
      domainUuid: string;
    };
    const operation = (await (
      await fetch(
        `${product.url}/api/v2/getoperationbyuuid/${domainUuid}/${entry?.operationUuid}`,
        { headers: auth },
      )
    ).json()) as { documents: { documentUuid: string }[] };
    const signed = await fetch(
      `${product.url}/api/v2/getdocumentbyuuidb64/${entry?.operationUuid}/${operation.documents[0]?.documentUuid}`,
      { headers: auth },
    );
    const pdf = Buffer.from(await signed.text(), 'base64');
    expect(checkPdf(pdf).pdfsig).toContain('Signature is Valid');
    const text = certificateText(pdf, 'parte-e2e');
    for (const value of [
      'JOSE LUIS',
      'GARCIA DE LA FUENTE',
      'PAB123456',
      'Pasaporte',
      '17/03/1992',
      'Hostal Las Acacias',
      'HM-4321',
      'Avenida de la Paz 7',
      '05/07/2031',
    ]) {
      expect(text).toContain(value);
    }
    expect(errors).toEqual([]);
  }, 600_000);
});
