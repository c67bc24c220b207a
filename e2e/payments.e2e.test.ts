import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInThroughForm, mailedLink, registerThroughForm } from './support/accounts.ts';
import { VIEWPORTS, watchPage } from './support/browser.ts';
import { translate } from './support/locales.ts';
import { productSuite } from './support/suite.ts';

const suite = productSuite({ JOBS_POLL_MS: '200' });
const tr = (key: string) => translate('es', key);
const PASSWORD = 'secreto1';

async function balance(page: Page): Promise<number> {
  const account = await page.evaluate(async () => (await fetch('/api/account')).json());
  return (account as { credits: { currentcredits: number } }).credits.currentcredits;
}

/** From the buy page: choose the 10 € pack and pay by card on the sandbox's page. */
async function payCard(page: Page, cardNumber: string) {
  const url = suite.product.url;
  await page.goto(`${url}/#/prepaypalPaymentPage`);
  const pack = page.getByTestId('pack-credits-20');
  await pack.getByText(tr('payments:packs.select'), { exact: true }).click();
  const billing = page.locator('input[name="taxId"]');
  const card = page.getByTestId('pay-card');
  await Promise.race([billing.waitFor(), card.waitFor()]);
  if (await billing.isVisible()) {
    await billing.fill('12345678Z');
    await page.locator('input[name="address"]').fill('Calle Mayor 2');
    await page.locator('input[name="postalcode"]').fill('28013');
    await page.locator('input[name="city"]').fill('Madrid');
    await page.locator('input[name="country"]').fill('España');
    await page.getByRole('button', { name: tr('payments:billing.save') }).click();
  }
  await card.click();
  await page.waitForURL(/\/sandbox-psp\/checkout\//);
  await page.locator('input[name="number"]').fill(cardNumber);
  await page.locator('input[name="expiry"]').fill('12/40');
  await page.locator('input[name="cvc"]').fill('123');
  await page.locator('input[name="holder"]').fill('Lucía Pérez');
  await page.locator('form[action$="/pay"] button[type="submit"]').click();
}

describe('buying credits with the sandbox PSP', () => {
  it('succeeds, declines with the provider message, and goes through the challenge', async () => {
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

    // The succeeding card: the return page, polling the order, shows it paid and the balance
    // risen by 20.
    await payCard(page, '4242 4242 4242 4242');
    await page.waitForURL(/#\/paymentReturn\?order=/);
    await page.getByTestId('order-balance').waitFor();
    expect(await page.getByTestId('order-status').getAttribute('data-status')).toBe('PAID');
    expect(await page.getByTestId('order-balance').textContent()).toContain('25');
    expect(await balance(page)).toBe(25);

    // The declined card: the provider's message, and nothing changes.
    await payCard(page, '4000 0000 0000 0002');
    await page.waitForURL(/#\/paymentReturn\?order=/);
    await page.getByTestId('order-failed').waitFor();
    expect(await page.getByTestId('order-failed').textContent()).toContain(
      'Your card was declined.',
    );
    expect(await balance(page)).toBe(25);

    // The challenge card: the 3-D Secure-style page, authorised, then paid.
    await payCard(page, '4000 0000 0000 3220');
    await page.getByText('Autenticación 3-D Secure').waitFor();
    await page.getByRole('button', { name: 'Autorizar' }).click();
    await page.waitForURL(/#\/paymentReturn\?order=/);
    await page.getByTestId('order-balance').waitFor();
    expect(await balance(page)).toBe(45);

    // Compras lists the three orders.
    await page.goto(`${url}/#/profilepage`);
    await page.getByRole('tab', { name: tr('account:profile.tabs.purchases') }).click();
    await expect.poll(() => page.getByTestId('purchase-row').count()).toBe(3);
    expect(problems.filter((p) => !p.includes('/api/auth/get-session'))).toEqual([]);
    await context.close();
  });
});
