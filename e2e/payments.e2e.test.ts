import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { letterPdf } from '../apps/server/test/support/notifications.ts';
import { TEST_PASSWORD } from '../apps/server/test/support/sign-up.ts';
import { logInThroughForm, mailedLink, registerThroughForm } from './support/accounts.ts';
import { VIEWPORTS, watchPage } from './support/browser.ts';
import { translate } from './support/locales.ts';
import { choosePack as choosePackOnPage } from './support/payments.ts';
import { createSigningOperation } from './support/signing.ts';
import { productSuite } from './support/suite.ts';

const suite = productSuite({ JOBS_POLL_MS: '200' });
const tr = (key: string) => translate('es', key);
const PASSWORD = TEST_PASSWORD;

async function balance(page: Page): Promise<number> {
  const account = await page.evaluate(async () => (await fetch('/api/account')).json());
  return (account as { credits: { currentcredits: number } }).credits.currentcredits;
}

/**
 * From the buy page (`buyPage`, or the one shown): choose the 10 € pack, give the billing
 * data the first time, and wait for the ways to pay.
 */
async function choosePack(page: Page, buyPage: string | null = '/prepaypalPaymentPage') {
  if (buyPage) await page.goto(`${suite.product.url}/#${buyPage}`);
  await choosePackOnPage(page);
}

/** From the buy page: choose the 10 € pack and pay by card on the sandbox's page. */
async function payCard(
  page: Page,
  cardNumber: string,
  buyPage: string | null = '/prepaypalPaymentPage',
) {
  await choosePack(page, buyPage);
  await page.getByTestId('pay-card').click();
  await page.waitForURL(/\/sandbox-psp\/checkout\//);
  await page.locator('input[name="number"]').fill(cardNumber);
  await page.locator('input[name="expiry"]').fill('12/40');
  await page.locator('input[name="cvc"]').fill('123');
  await page.locator('input[name="holder"]').fill('Lucía Pérez');
  await submitCard(page);
}

const submitCard = (page: Page) =>
  page.locator('form[action$="/pay"] button[type="submit"]').click();

describe('buying credits with the sandbox PSP', () => {
  it('comes back to a request written with 0 credits, retries a declined card on the checkout page, finds the transfer instructions again', async () => {
    const context = await suite.browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    const problems = watchPage(page);
    const email = 'buyer@example.com';
    const url = suite.product.url;
    await page.goto(`${url}/#/registerpage?lang=es`);
    await registerThroughForm(page, { name: 'Lucía Pérez', email, password: PASSWORD });
    await page.goto(await mailedLink(url, email));
    await page.waitForURL(/#\/loginpage/);
    await logInThroughForm(page, email, PASSWORD);
    expect(await balance(page)).toBe(5);

    // The sign-up credits spent through the API: two signatures (2 each) and a certified
    // notification (1) leave 0.
    const token = await page.evaluate(async () =>
      (await fetch('/api/v2/login', { method: 'POST' })).text(),
    );
    for (const index of [1, 2]) {
      await createSigningOperation(url, token, {
        email: `spent.${index}@example.com`,
        phone: '+34611000111',
        lang: 'es',
        type: 'SIMPLE',
      });
    }
    const letter = Buffer.from(await letterPdf()).toString('base64');
    const notified = await page.evaluate(async (b64) => {
      const response = await fetch('/api/notifications', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Lucía',
          lastname: 'Gómez Ruiz',
          email: 'spent.3@example.com',
          phone: '',
          subject: 'Requerimiento',
          message: 'Le notificamos el requerimiento adjunto.',
          document: { name: 'requerimiento.pdf', b64 },
        }),
      });
      return response.status;
    }, letter);
    expect(notified).toBe(201);
    expect(await balance(page)).toBe(0);

    // A request written with 0 credits: it says what is missing, Send is off, and buying
    // (the challenge card: a 3-D Secure-style page, authorised) comes back to it as it was.
    await page.goto(`${url}/#/createsignpagelight`);
    const field = (name: string) => page.locator(`input[name="signers.0.${name}"]`);
    await field('name').fill('Marta');
    await field('lastname').fill('Ruiz Gil');
    await field('email').fill('marta.signer@example.com');
    await field('phone').fill('+34611222555');
    const submit = page.getByRole('button', { name: tr('flows:create.form.submit'), exact: true });
    await page
      .getByTestId('credits-needed')
      .getByText(translate('es', 'payments:buy.needed', { count: 2 }))
      .waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByTestId('buy-credits-link').click();
    await payCard(page, '4000 0000 0000 3220', null);
    await page.getByText('Autenticación 3-D Secure').waitFor();
    await page.getByRole('button', { name: 'Autorizar' }).click();
    await page.waitForURL(/#\/paymentReturn\?order=/);
    await page.getByTestId('order-balance').waitFor();
    await page.waitForURL(/#\/createsignpagelight/);
    expect(await field('name').inputValue()).toBe('Marta');
    expect(await field('phone').inputValue()).toBe('+34611222555');
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await submit.click();
    await page
      .getByText(
        translate('es', 'flows:create.request.sent', { emails: 'marta.signer@example.com' }),
      )
      .waitFor();
    expect(await balance(page)).toBe(18);

    // The succeeding card: the return page, polling the order, shows it paid and the balance
    // risen by 20.
    await payCard(page, '4242 4242 4242 4242');
    await page.waitForURL(/#\/paymentReturn\?order=/);
    await page.getByTestId('order-balance').waitFor();
    expect(await page.getByTestId('order-status').getAttribute('data-status')).toBe('PAID');
    expect(await page.getByTestId('order-balance').textContent()).toContain('38');
    expect(await balance(page)).toBe(38);

    // The declined card: the sandbox's page again, the refusal in Spanish; another card
    // on the same page pays.
    await payCard(page, '4000 0000 0000 0002');
    await page.getByText('Tu tarjeta ha sido rechazada.', { exact: false }).waitFor();
    expect(page.url()).toMatch(/\/sandbox-psp\/checkout\//);
    expect(await balance(page)).toBe(38);
    await page.locator('input[name="number"]').fill('4242 4242 4242 4242');
    await page.locator('input[name="cvc"]').fill('123');
    await submitCard(page);
    await page.waitForURL(/#\/paymentReturn\?order=/);
    await page.getByTestId('order-balance').waitFor();
    expect(await balance(page)).toBe(58);

    // A bank transfer: its instructions, and the same again on its Compras row until paid.
    await choosePack(page);
    await page.getByTestId('pay-transfer').click();
    const reference = await page.getByTestId('transfer-reference').textContent();
    expect(reference).toBeTruthy();
    const iban = await page.getByTestId('transfer-iban').textContent();
    await page.goto(`${url}/#/profilepage?tab=purchases`);
    await expect.poll(() => page.getByTestId('purchase-row').count()).toBe(4);
    await page.getByTestId('purchase-details').click();
    await expect.poll(() => page.getByTestId('transfer-reference').textContent()).toBe(reference);
    expect(await page.getByTestId('transfer-iban').textContent()).toBe(iban);
    expect(await balance(page)).toBe(58);
    expect(problems.filter((p) => !p.includes('/api/auth/get-session'))).toEqual([]);
    await context.close();
  });
});
