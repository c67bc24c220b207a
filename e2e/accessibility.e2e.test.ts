import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCHEME_NAMES } from '../apps/web/src/features/settings/settings-types.ts';
import { seriousViolations } from './support/axe.ts';
import { VIEWPORTS } from './support/browser.ts';
import { LANGS, translate } from './support/locales.ts';
import { productSuite } from './support/suite.ts';

/** Issue 7: home, pricing (both), legal (both), API and contact pages. */
const PAGES = [
  { path: '/homepage2', titleKey: 'pages:home.title' },
  { path: '/homepage', titleKey: 'pages:home.title' },
  { path: '/pricingpage', titleKey: 'pages:pricing.title' },
  { path: '/pricingpage2', titleKey: 'pages:pricing2.title' },
  { path: '/legal', titleKey: 'legal:us.title' },
  { path: '/legales', titleKey: 'legal:es.title' },
  { path: '/apipage', titleKey: 'pages:api.title' },
  { path: '/contactpage', titleKey: 'pages:contact.title' },
] as const;

const suite = productSuite();

async function showsHeading(page: Page, text: string) {
  await expect
    .poll(async () => (await page.locator('h1').first().textContent())?.trim(), { timeout: 10_000 })
    .toBe(text);
}

describe.each(LANGS)('axe-core in %s', (lang) => {
  it('finds no serious or critical violation on the home, pricing, legal, API and contact pages', async () => {
    const context = await suite.browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto(`${suite.product.url}/#/homepage2?lang=${lang}`);
    const found: string[] = [];
    for (const { path, titleKey } of PAGES) {
      await page.goto(`${suite.product.url}/#${path}`);
      await showsHeading(page, translate(lang, titleKey));
      for (const violation of await seriousViolations(page)) found.push(`${path}: ${violation}`);
    }
    expect(found).toEqual([]);
    await context.close();
  });
});

describe('axe-core in every colour scheme', () => {
  it.each(SCHEME_NAMES)(
    'finds no serious or critical violation on the home page in %s',
    async (scheme) => {
      const context = await suite.browser.newContext({ viewport: VIEWPORTS.desktop });
      await context.addInitScript((value) => {
        window.localStorage.setItem('confirma.settings', value);
      }, JSON.stringify({ scheme }));
      const page = await context.newPage();
      const found: string[] = [];
      for (const path of ['/homepage2', '/homepage']) {
        await page.goto(`${suite.product.url}/#${path}`);
        await showsHeading(page, translate('es', 'pages:home.title'));
        for (const violation of await seriousViolations(page)) found.push(`${path}: ${violation}`);
      }
      expect(found).toEqual([]);
      await context.close();
    },
  );
});
