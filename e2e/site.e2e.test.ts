import { SIGNUP_FREE_CREDITS } from '@confirma/contracts/constants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../apps/web/src/config/routes.ts';
import { VIEWPORTS, watchPage } from './support/browser.ts';
import { LANGS, type TLang, translate } from './support/locales.ts';
import { productSuite } from './support/suite.ts';

/**
 * Every public page renders in es, en and it with its own content, its title and
 * description, and the dialogs of the features, products and document-verification pages.
 */
const suite = productSuite();

/** Each page of the site and texts only it shows (beside its h1). */
const SITE: readonly { path: string; texts: readonly string[] }[] = [
  { path: '/homepage2', texts: ['pages:home.signup.title', 'pages:home.services.title'] },
  { path: '/homepage', texts: ['pages:home.features.title', 'pages:start.title'] },
  { path: '/fullpage', texts: ['pages:fullpage.stepsTitle', 'pages:fullpage.explore.title'] },
  { path: '/featurespage', texts: ['pages:features.cards.transparency.title'] },
  { path: '/products', texts: ['pages:products.tabs.ocr'] },
  { path: '/products2', texts: ['pages:notification.title', 'pages:identification.title'] },
  { path: '/signaturepage', texts: ['pages:signature.cardsTitle'] },
  { path: '/signaturepage2', texts: ['pages:signature.cards.handwritten.title'] },
  { path: '/notificationpage', texts: ['pages:notification.cardsTitle'] },
  { path: '/notificationpage2', texts: ['pages:notification.cards.delivery.title'] },
  { path: '/identificationpage', texts: ['pages:identification.cardsTitle'] },
  { path: '/identificationpage2', texts: ['pages:identification.cards.biometry.title'] },
  { path: '/ocrpage', texts: ['pages:ocr.cardsTitle'] },
  { path: '/ocrpage2', texts: ['pages:ocr.cards.extract.title'] },
  { path: '/pricingpage', texts: ['pages:pricing.legacy.title', 'pages:pricing.faq.payment.q'] },
  { path: '/pricingpage2', texts: ['pages:pricing.costsTitle', 'pages:pricing.faqTitle'] },
  { path: '/legal', texts: ['legal:us.consent.title', 'legal:us.exceptions.title'] },
  { path: '/legales', texts: ['legal:es.platform.title', 'legal:es.effects.title'] },
];

const VALUES = { credits: SIGNUP_FREE_CREDITS, number: 3 };

async function expectVisible(page: Page, text: string, where: string) {
  await expect(
    page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout: 10_000 }),
    `${where}: "${text}"`,
  ).resolves.toBeUndefined();
}

function routeOf(path: string) {
  const route = ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
}

/** `pages:meta.<route>`, a variant's base page, else the site-wide text (as the app does). */
function description(lang: TLang, name: string): string {
  for (const candidate of [name, name.replace(/(Es)?2?$/, ''), 'default']) {
    try {
      return translate(lang, `pages:meta.${candidate}`);
    } catch {
      // not this one
    }
  }
  throw new Error(`no description for ${name}`);
}

describe('the home before the app', () => {
  it('is the app’s own page without its scripts, and the first click starts the app', async () => {
    const es = (key: string) => translate('es', key, VALUES);
    const context = await suite.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const problems = watchPage(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const appStarted = () => page.evaluate(() => !document.getElementById('static-home-css'));

    // Spanish at `/`: the home, its title and description, and only the early entry's scripts.
    await page.goto(`${suite.product.url}/`, { waitUntil: 'networkidle' });
    expect(await page.locator('h1').textContent()).toBe(es('pages:home.title'));
    expect(await page.title()).toBe(`${es('pages:home.title')} · Confirma`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      description('es', 'HomePage2'),
    );
    expect(scripts.length).toBeLessThanOrEqual(2);
    expect(scripts.every((url) => /\/assets\/early/.test(url))).toBe(true);
    expect(await appStarted()).toBe(false);

    // A button: the app starts, draws the same page and gets the click (English).
    await page.getByRole('button', { name: 'EN, English', exact: true }).click();
    await page.locator('h1', { hasText: translate('en', 'pages:home.title') }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await appStarted()).toBe(true);
    expect(scripts.length).toBeGreaterThan(2);

    // Remembered: the next visit's home is static and in English; a link opens its page.
    await page.goto(`${suite.product.url}/`, { waitUntil: 'networkidle' });
    expect(await page.locator('h1').textContent()).toBe(translate('en', 'pages:home.title'));
    expect(await appStarted()).toBe(false);
    await page.getByRole('link', { name: translate('en', 'nav:login'), exact: true }).click();
    await page.locator('h1', { hasText: translate('en', 'account:login.title') }).waitFor();
    expect(page.url()).toMatch(/#\/loginpage$/);

    // Italian on a phone through `?lang=`: the menu button opens the app's sidebar.
    const phone = await suite.browser.newContext({ viewport: VIEWPORTS.phone });
    const phonePage = await phone.newPage();
    const phoneProblems = watchPage(phonePage);
    await phonePage.goto(`${suite.product.url}/?lang=it`, { waitUntil: 'networkidle' });
    expect(await phonePage.locator('h1').textContent()).toBe(translate('it', 'pages:home.title'));
    await phonePage.getByRole('button', { name: translate('it', 'common:menu') }).click();
    await phonePage.getByRole('navigation', { name: translate('it', 'common:sidebar') }).waitFor();

    expect([...problems, ...phoneProblems]).toEqual([]);
    await context.close();
    await phone.close();
  });
});

describe.each(LANGS)('the site in %s', (lang) => {
  const tr = (key: string) => translate(lang, key, VALUES);

  it('shows every page with its own content, title, description and language', async () => {
    const context = await suite.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${suite.product.url}/#/homepage2?lang=${lang}`);
    for (const { path, texts } of SITE) {
      const route = routeOf(path);
      await page.goto(`${suite.product.url}/#${path}`);
      const title = tr(route.titleKey);
      await expect
        .poll(async () => (await page.locator('h1').first().textContent())?.trim(), {
          message: `${path} (${lang}) h1`,
          timeout: 10_000,
        })
        .toBe(title);
      for (const key of texts) await expectVisible(page, tr(key), `${path} (${lang})`);
      // A page and its variant (X and X2) share a component and a title: the head follows
      // the route once the router has moved, so it is awaited, not read at once.
      await expect.poll(() => page.title()).toBe(`${title} · Confirma`);
      await expect
        .poll(() => page.locator('meta[name="description"]').getAttribute('content'))
        .toBe(description(lang, route.name));
      await expect
        .poll(() => page.locator('link[rel="canonical"]').getAttribute('href'), {
          message: `${path} (${lang}) canonical`,
        })
        .toBe(`${suite.product.url}/#${path}`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the features dialog, the product tabs and the sign-in dialogs', async () => {
    const context = await suite.browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    const problems = watchPage(page);

    // Features: 'Create New Identification' with its help tooltip (keyboard focus) and Close.
    await page.goto(`${suite.product.url}/#/featurespage?lang=${lang}`);
    await page
      .getByRole('button', { name: tr('pages:features.identificationDialog.title') })
      .click();
    const dialog = page.getByRole('dialog', {
      name: tr('pages:features.identificationDialog.title'),
    });
    await dialog.waitFor();
    await expectVisible(page, tr('pages:features.identificationDialog.steps.sign.title'), 'dialog');
    // The first Tab inside the dialog reaches the help button, and focus shows the tooltip.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      tr('pages:features.identificationDialog.helpLabel'),
    );
    await expectVisible(page, tr('pages:features.identificationDialog.help'), 'tooltip');
    await dialog.getByRole('button', { name: tr('pages:try.close'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // Products: each tab shows its service.
    await page.goto(`${suite.product.url}/#/products`);
    for (const service of ['signature', 'notification', 'identification', 'ocr']) {
      await page.getByRole('tab', { name: tr(`pages:products.tabs.${service}`) }).click();
      await expect
        .poll(() => page.getByRole('tabpanel').locator('h2').textContent())
        .toBe(tr(`pages:${service}.title`));
    }

    // Document verification: 'Pruébalo' asks a visitor to sign in ('Es necesario estar Logado').
    // The products page left on its OCR tab has the same button: press it only once the
    // OCR page has replaced it.
    await page.goto(`${suite.product.url}/#/ocrpage`);
    await expectVisible(page, tr('pages:ocr.cardsTitle'), '/ocrpage');
    await page.getByRole('button', { name: tr('pages:try.button'), exact: true }).click();
    const access = page.getByRole('dialog', { name: tr('pages:try.accessRequired.ocrTitle') });
    await access.waitFor();
    await access.getByRole('button', { name: tr('pages:try.close'), exact: true }).click();
    await access.waitFor({ state: 'detached' });

    // Pricing 2: the Basic plans lead to the contact page.
    await page.goto(`${suite.product.url}/#/pricingpage2`);
    await expectVisible(page, tr('pages:pricing2.planName'), '/pricingpage2');
    await page
      .getByRole('link', { name: tr('pages:pricing2.contact') })
      .first()
      .click();
    await page.waitForURL(/#\/contactpage/);

    expect(problems).toEqual([]);
    await context.close();
  });
});
