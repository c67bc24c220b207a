import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../apps/web/src/config/routes.ts';
import { launchBrowser, VIEWPORTS, watchPage } from './support/browser.ts';
import { LANGS, translate } from './support/locales.ts';
import { startProduct, type TProduct } from './support/start-product.ts';

/**
 * Pages that send a visitor elsewhere: My Account and the sender's page of
 * an operation go to the login page.
 */
const VISITOR_LANDS_ON: Record<string, string> = {
  '/profilepage': 'account:login.title',
  '/operations/:uuid': 'account:login.title',
};

let product: TProduct;
let browser: Browser;

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.close();
});

describe.each(LANGS)('every route in %s', (lang) => {
  it.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])(
    'renders at %s size with its title and no console error or failed request',
    async (viewport) => {
      const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
      const page = await context.newPage();
      const problems = watchPage(page);
      // First load carries ?lang=; later routes are client-side navigations in that language.
      await page.goto(`${product.url}/#/homepage2?lang=${lang}`);
      for (const route of ROUTES) {
        await page.goto(`${product.url}/#${route.path}`);
        const heading = page.locator('h1').first();
        const expected = translate(lang, VISITOR_LANDS_ON[route.path] ?? route.titleKey);
        await expect
          .poll(async () => (await heading.textContent())?.trim(), {
            message: `${route.path} (${lang}, ${viewport}) title`,
            timeout: 10_000,
          })
          .toBe(expected);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
        expect(await page.title()).toContain(expected);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(
          overflow,
          `${route.path} (${lang}, ${viewport}) scrolls sideways`,
        ).toBeLessThanOrEqual(0);
      }
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});

describe('navigation basics', () => {
  it('redirects / to /homepage2 in Spanish by default', async () => {
    const page = await browser.newPage();
    const problems = watchPage(page);
    await page.goto(`${product.url}/`);
    await page.waitForURL(/#\/homepage2$/);
    await expect
      .poll(() => page.locator('h1').first().textContent())
      .toBe(translate('es', 'pages:home.title'));
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows a localised 404 page for an unknown path', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.url}/#/no-such-page?lang=en`);
    await expect
      .poll(() => page.locator('h1').first().textContent())
      .toBe(translate('en', 'common:notFound.title'));
    await page.close();
  });

  it('switches language from the toolbar and remembers it after a reload', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${product.url}/#/pricingpage`);
    const heading = page.locator('h1').first();
    await expect.poll(() => heading.textContent()).toBe(translate('es', 'pages:pricing.title'));
    await page.locator('header button[value="it"]').first().click();
    await expect.poll(() => heading.textContent()).toBe(translate('it', 'pages:pricing.title'));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('it');
    await page.reload();
    await expect.poll(() => heading.textContent()).toBe(translate('it', 'pages:pricing.title'));
    // An explicit ?lang= on a fresh load wins over the remembered choice.
    await page.goto(`${product.url}/?lang=en#/pricingpage`);
    await expect.poll(() => heading.textContent()).toBe(translate('en', 'pages:pricing.title'));
    expect(problems).toEqual([]);
    await context.close();
  });
});
