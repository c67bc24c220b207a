import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcIssuer } from '../apps/server/test/support/oidc-issuer.ts';
import { launchBrowser, VIEWPORTS, watchPage } from './support/browser.ts';
import { translate } from './support/locales.ts';
import { freePort, startProduct, type TProduct } from './support/start-product.ts';

// Google sign-in in a real browser: a local OpenID Connect provider (npm oidc-provider)
// stands in for Google through GOOGLE_DISCOVERY_URL; its screens approve at once.
let product: TProduct;
let issuer: Awaited<ReturnType<typeof startOidcIssuer>>;
let browser: Browser;

beforeAll(async () => {
  const port = await freePort();
  issuer = await startOidcIssuer({
    clientId: 'confirma-e2e',
    clientSecret: 'confirma-e2e-secret',
    redirectUri: `http://127.0.0.1:${port}/api/auth/callback/google`,
    account: { sub: 'google-e2e-1', email: 'elena.google@example.com', name: 'Elena Ruiz' },
  });
  product = await startProduct(
    {
      GOOGLE_CLIENT_ID: 'confirma-e2e',
      GOOGLE_CLIENT_SECRET: 'confirma-e2e-secret',
      GOOGLE_DISCOVERY_URL: issuer.discoveryUrl,
    },
    { port },
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.close();
  await issuer?.close();
});

describe('Google sign-in', () => {
  it('signs in through the provider and lands in My Account with 5 credits', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${product.url}/#/loginpage?lang=es`);
    await page.getByRole('button', { name: translate('es', 'account:login.google') }).click();
    await page.waitForURL(/#\/profilepage/, { timeout: 20_000 });
    await expect
      .poll(() => page.locator('header').first().textContent(), { timeout: 10_000 })
      .toContain('elena.google@example.com');
    const account = await page.evaluate(async () => (await fetch('/api/account')).json());
    expect(account).toMatchObject({
      userEmail: 'elena.google@example.com',
      credits: { currentcredits: 5, usedcredits: 0, totalcredits: 5, debt: 0 },
    });
    expect(problems).toEqual([]);
    await context.close();
  });
});
