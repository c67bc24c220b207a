import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../apps/server/test/support/sign-up.ts';
import { logInThroughForm } from './support/accounts.ts';
import { launchBrowser, VIEWPORTS, watchPage } from './support/browser.ts';
import { writeFakeCameraVideo } from './support/fake-camera.ts';
import { translate } from './support/locales.ts';
import { buyCredits } from './support/payments.ts';
import { senderToken, signedUp, smsCode, snapshot } from './support/signing.ts';
import { startProduct, type TProduct } from './support/start-product.ts';

// The reception kiosk: a tablet signed in as a member with the kiosk role checks in two
// guests in a row — each identified with the tablet's (fake) camera, the parte completed
// and signed with the SMS code typed on the tablet — and the second guest finds nothing of
// the first: an empty form, no frame, no token of the first operation in the tablet's
// storage. Chromium's fake camera plays the passport video of fake-camera.ts.

let product: TProduct;
let camera: string;
let workDir: string;
let browser: Browser | undefined;
beforeAll(async () => {
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'confirma-kiosk-'));
  camera = await writeFakeCameraVideo('passport', workDir);
  product = await startProduct({
    JOBS_POLL_MS: '100',
    AUTH_EMAIL_LIMIT: '100',
    AUTH_SIGN_IN_LIMIT: '100',
    IDENTIFICATION_COLOUR_REQUIRED: 'false',
  });
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
  if (workDir) await fs.rm(workDir, { recursive: true, force: true });
});

const tr = (key: string) => translate('es', key);

/** One guest at the kiosk, from its start screen to the thanks. Answers their operation. */
async function checkInGuest(
  tablet: Page,
  guest: { email: string; phone: string },
): Promise<string> {
  await tablet.getByTestId('kiosk-start').click();
  const form = tablet.getByRole('form', { name: tr('flows:checkin.formLabel') });
  // Nothing of an earlier guest: every field but the dates starts empty.
  for (const name of ['name', 'lastname', 'email', 'phone', 'nif', 'bookingReference']) {
    expect(await form.locator(`input[name="${name}"]`).inputValue()).toBe('');
  }
  await form.locator('input[name="name"]').fill('José Luis');
  await form.locator('input[name="lastname"]').fill('García de la Fuente');
  await form.locator('input[name="email"]').fill(guest.email);
  await form.locator('input[name="phone"]').fill(guest.phone);
  await form.locator('input[name="nif"]').fill('PAB123456');
  const started = tablet.waitForResponse(
    (one) =>
      /\/api\/establishments\/[^/]+\/kiosk$/.test(one.url()) && one.request().method() === 'POST',
  );
  await form.getByRole('button', { name: tr('flows:checkin.submit') }).click();
  const { operationUuid } = (await (await started).json()) as { operationUuid: string };

  const frame: FrameLocator = tablet.frameLocator('[data-testid="kiosk-guest-frame"]');
  await frame.getByRole('checkbox').check({ timeout: 60_000 });
  const result = tablet.waitForResponse(
    (one) => one.url().includes('/api/v2/identificationresult/'),
    { timeout: 240_000 },
  );
  await frame
    .getByRole('button', { name: tr('flows:identificationSignature.consent.start') })
    .click();
  expect(await (await result).json()).toMatchObject({ status: 'PASSED' });
  await frame.getByRole('link', { name: tr('flows:parte.continue.action') }).click({
    timeout: 60_000,
  });
  await frame.getByTestId('parte-document').getByText('PAB123456').waitFor({ timeout: 30_000 });
  await frame.locator('input[name="address"]').fill('Via Roma 12');
  await frame.locator('input[name="town"]').fill('Bologna');
  await frame.locator('input[name="postalCode"]').fill('40121');
  await frame.getByTestId('payment-type-select').click();
  await frame.getByRole('option', { name: tr('flows:parte.paymentTypes.CASH') }).click();
  await frame.getByRole('button', { name: tr('flows:parte.review.submitSign') }).click();
  await frame.getByRole('button', { name: tr('flows:signing.readAccept') }).click({
    timeout: 60_000,
  });
  await frame.getByTestId('otp-input').fill(await smsCode(product.url, guest.phone));
  await frame.getByRole('button', { name: tr('flows:signing.sign'), exact: true }).click();
  await tablet.getByTestId('kiosk-thanks').waitFor({ timeout: 90_000 });
  await snapshot(tablet, `kiosk-thanks-${guest.phone.slice(-2)}`);
  await tablet.getByRole('button', { name: tr('flows:kiosk.thanks.next') }).click();
  await tablet.getByTestId('kiosk-start').waitFor();
  return operationUuid;
}

describe('the reception kiosk', () => {
  it('checks in two guests in a row on one tablet, nothing of the first left for the second', async () => {
    const stamp = Date.now();
    const ownerEmail = `hotel.${stamp}@example.com`;
    const ownerToken = await senderToken(product.url, ownerEmail);
    const auth = { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' };
    const created = await fetch(`${product.url}/api/establishments`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        name: 'Hotel Mirador',
        address: 'Paseo Marítimo 3, 29016 Málaga',
        registry: 'H/MA/01234',
        mode: 'SIGN',
        dailyLimit: 20,
        linkPaused: true,
        ses: null,
      }),
    });
    expect(created.status).toBe(201);
    // Two guests who sign cost 10 credits, the sign-up gave 5: the owner buys a pack.
    browser = await launchBrowser({ fakeCamera: camera });
    const office = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
    await office.goto(`${product.url}/#/loginpage`);
    await logInThroughForm(office, ownerEmail, TEST_PASSWORD);
    await office.goto(`${product.url}/#/prepaypalPaymentPage`);
    await buyCredits(office);
    const credits = async () =>
      (await office.evaluate(async () => {
        const account = (await (await fetch('/api/account')).json()) as {
          credits?: { currentcredits: number };
        };
        return account.credits?.currentcredits ?? 0;
      })) as number;
    await expect.poll(credits, { timeout: 30_000 }).toBeGreaterThanOrEqual(10);
    // The tablet's account: invited with the kiosk role, joined.
    const tabletEmail = `tablet.${stamp}@example.com`;
    // Signed up first: the verification link is then the newest e-mail to the address.
    const tabletClient = await signedUp(product.url, tabletEmail);
    const invited = await office.evaluate(async (email) => {
      const response = await fetch('/api/organization/invitations', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, role: 'kiosk' }),
      });
      return { status: response.status, body: (await response.json()) as { id: string } };
    }, tabletEmail);
    expect(invited.status).toBe(201);
    const { id } = invited.body;
    expect((await tabletClient.post(`/api/invitations/${id}/accept`)).status).toBe(200);
    await office.close();

    const tablet = await (
      await browser.newContext({ viewport: { width: 1024, height: 768 } })
    ).newPage();
    const errors = watchPage(tablet);
    await tablet.goto(`${product.url}/#/loginpage`);
    await tablet.locator('input[name="email"]').fill(tabletEmail);
    await tablet.locator('input[name="password"]').fill(TEST_PASSWORD);
    await tablet.locator('form button[type="submit"]').click();
    // A kiosk member lands on the kiosk: it picks the establishment.
    await tablet.waitForURL(/#\/kiosk/);
    await tablet.getByTestId('kiosk-picker-item').filter({ hasText: 'Hotel Mirador' }).click();
    await tablet.getByTestId('kiosk-start').waitFor();
    await snapshot(tablet, 'kiosk-start');

    const first = await checkInGuest(tablet, {
      email: `ana.${stamp}@example.com`,
      phone: '+34600123461',
    });
    // Nothing of the first guest on the tablet: no frame, no token of their operation.
    expect(await tablet.getByTestId('kiosk-guest-frame').count()).toBe(0);
    const stored = await tablet.evaluate(() =>
      JSON.stringify({ ...sessionStorage, ...localStorage }),
    );
    expect(stored).not.toContain(first);
    const second = await checkInGuest(tablet, {
      email: `luis.${stamp}@example.com`,
      phone: '+34600123462',
    });
    expect(second).not.toBe(first);

    // Both partes in the establishment's register, signed.
    const register = (await (
      await fetch(`${product.url}/api/traveller/register`, { headers: auth })
    ).json()) as { entries: { operationUuid: string; status: string }[] };
    expect(register.entries.map((entry) => [entry.operationUuid, entry.status])).toEqual([
      [second, 'SIGNED'],
      [first, 'SIGNED'],
    ]);
    expect(errors).toEqual([]);
  }, 900_000);
});
