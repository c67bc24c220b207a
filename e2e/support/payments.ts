import type { Page } from 'playwright-core';
import { translate } from './locales.ts';

const tr = (key: string) => translate('es', key);

/**
 * On the buy page: choose the 10 € pack, give the billing data the first time, and wait for
 * the ways to pay.
 */
export async function choosePack(page: Page) {
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
  await card.waitFor();
}

/** From the buy page: the 10 € pack, the billing data, and the sandbox's card page paid. */
export async function buyCredits(page: Page) {
  await choosePack(page);
  await page.getByTestId('pay-card').click();
  await page.waitForURL(/\/sandbox-psp\/checkout\//);
  await page.locator('input[name="number"]').fill('4242 4242 4242 4242');
  await page.locator('input[name="expiry"]').fill('12/40');
  await page.locator('input[name="cvc"]').fill('123');
  await page.locator('input[name="holder"]').fill('Ana García');
  await page.locator('form[action$="/pay"] button[type="submit"]').click();
}
