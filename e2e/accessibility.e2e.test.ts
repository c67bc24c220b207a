import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../apps/server/test/support/sign-up.ts';
import { operationPath, ROUTES } from '../apps/web/src/config/routes.ts';
import { SCHEME_NAMES } from '../apps/web/src/features/settings/settings-types.ts';
import { logInThroughForm, mailedLink } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';
import { VIEWPORTS } from './support/browser.ts';
import { type TLang, translate } from './support/locales.ts';
import { createSigningOperation, pdfRendered, senderToken, smsCode } from './support/signing.ts';
import { productSuite } from './support/suite.ts';

const suite = productSuite({
  JOBS_POLL_MS: '100',
  AUTH_EMAIL_LIMIT: '100',
  AUTH_SIGN_IN_LIMIT: '100',
});

const PASSWORD = TEST_PASSWORD;

/** Pages that send a visitor elsewhere (as in routes.e2e.test.ts). */
const VISITOR_LANDS_ON: Record<string, string> = {
  '/profilepage': 'account:login.title',
  '/operations/:uuid': 'account:login.title',
};

interface TFixture {
  sender: string;
  operationId: string;
  simpleLink: string;
  simplePhone: string;
  handwrittenLink: string;
}

/**
 * What one pass walks, its own: a new sender (its billing never saved) with an operation
 * nobody signed (its page offers to cancel it), and one signer of each kind whose link was
 * never opened. Each pass makes its own, so neither finds what the other left behind (a
 * document already read, a code already used, a billing form already saved) and both walk
 * every state.
 */
async function createFixture(pass: string): Promise<TFixture> {
  const { url } = suite.product;
  const run = `${pass}.${Date.now().toString(36)}`;
  const sender = `a11y-sender.${run}@example.com`;
  const token = await senderToken(url, sender, PASSWORD);
  const simpleSigner = `a11y-otp.${run}@example.com`;
  const handwrittenSigner = `a11y-hand.${run}@example.com`;
  const phone = (n: number) => `+34622${String((Date.now() + n) % 1_000_000).padStart(6, '0')}`;
  const simplePhone = phone(pass === 'phone' ? 0 : 500_000);
  await createSigningOperation(url, token, {
    email: simpleSigner,
    phone: simplePhone,
    lang: 'es',
    type: 'SIMPLE',
  });
  const handwritten = await createSigningOperation(url, token, {
    email: handwrittenSigner,
    phone: phone(pass === 'phone' ? 1 : 500_001),
    lang: 'es',
    type: 'BIOMETRICA',
  });
  return {
    sender,
    operationId: handwritten.uuids[0] ?? '',
    simpleLink: await mailedLink(url, simpleSigner),
    simplePhone,
    handwrittenLink: await mailedLink(url, handwrittenSigner),
  };
}

/** Runs axe on each state it is told of and keeps what it finds (and any focus lost). */
function auditor(page: Page, label: string) {
  const found: string[] = [];
  let states = 0;
  return {
    found,
    get states() {
      return states;
    },
    async check(state: string) {
      await settled(page);
      states += 1;
      for (const violation of await axeViolations(page))
        found.push(`${label} ${state}: ${violation}`);
    },
  };
}

/**
 * Until no spinner is shown (data still loading; for up to 5 s) and every transition has
 * ended (a dialog fading in is not yet what its reader gets).
 */
async function settled(page: Page) {
  await page
    .waitForFunction(() => !document.querySelector('.MuiCircularProgress-root'), null, {
      timeout: 5000,
    })
    .catch(() => undefined);
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

async function showsHeading(page: Page, text: string) {
  await expect
    .poll(async () => (await page.locator('h1').first().textContent())?.trim(), {
      timeout: 10_000,
      message: `h1 of ${page.url()}`,
    })
    .toBe(text);
}

async function visit(page: Page, lang: TLang, path: string, titleKey: string) {
  await page.goto(`${suite.product.url}/#${path}`);
  await showsHeading(page, translate(lang, titleKey));
}

/**
 * Spanish is checked everywhere; English (desktop) and Italian (phone) on the pages whose
 * words could change what axe finds: a text's length moves layouts (a table that starts to
 * scroll, targets that crowd: scrollable-region-focusable, target-size) and a missing
 * translation empties a name (button-name, label). One page of each layout and each kind of
 * component (landing, tables, tabs, forms, the signer's pages, a dialog); the rest repeat
 * these components with other words, and `every-route-text.test.tsx` checks every text.
 */
const OTHER_LANGUAGE_STATES = [
  ['/homepage2', 'pages:home.title'],
  ['/pricingpage', 'pages:pricing.title'],
  ['/products', 'pages:products.title'],
  ['/fullpage', 'pages:fullpage.title'],
  ['/registerpage', 'account:register.title'],
  ['/createparteviajeropage', 'flows:traveller.title'],
  ['/createsignpagelight', 'flows:createSignLight.title'],
  ['/profilepage?tab=operations', 'account:profile.title'],
  ['/profilepage?tab=data', 'account:profile.title'],
  ['/profilepage?tab=purchases', 'account:profile.title'],
  ['/profilepage?tab=history', 'account:profile.title'],
  ['/resumeSignature', 'flows:resumeSignature.title'],
  ['/no-such-page', 'common:notFound.title'],
] as const;

/** One browser context's walk: its page, the auditor, the language's texts. */
interface TTour {
  page: Page;
  audit: ReturnType<typeof auditor>;
  lang: TLang;
  tr: (key: string) => string;
  fixture: TFixture;
}

/**
 * Until the app has taken over #root (it marks it `data-app-ready` once mounted): the
 * static home it replaces looks the same.
 */
async function appMounted(page: Page) {
  await page.locator('#root[data-app-ready]').waitFor({ state: 'attached', timeout: 30_000 });
}

/** Notes (as a finding) a page whose heading does not have the focus after a route change. */
async function expectHeadingFocus(tour: TTour, state: string) {
  const focused = () => tour.page.evaluate(() => document.activeElement?.tagName ?? '');
  // The app waits up to 20 s for a page's heading (a lazy chunk on a busy machine).
  const deadline = Date.now() + 20_000;
  let tag = await focused();
  while (tag !== 'H1' && Date.now() < deadline) {
    await tour.page.waitForTimeout(50);
    tag = await focused();
  }
  if (tag !== 'H1') tour.audit.found.push(`${tour.lang} ${state}: focus on ${tag}, not the h1`);
}

/** Opens a dialog (or drawer) with `open`, checks it, and closes it with Escape. */
async function checkDialog(tour: TTour, state: string, open: () => Promise<void>) {
  await open();
  await tour.page.locator('.MuiModal-root:not(.MuiModal-hidden)').last().waitFor();
  await tour.audit.check(state);
  await tour.page.keyboard.press('Escape');
  await tour.page.locator('.MuiModal-root:not(.MuiModal-hidden)').waitFor({ state: 'detached' });
}

const button = (tour: TTour, key: string) =>
  tour.page.getByRole('button', { name: tour.tr(key), exact: true }).first();

/**
 * A visitor: every route (focus on its heading once the app runs), the navigation menu and
 * the appearance drawer, "Pruébalo"'s access dialog, the privacy policy, the login form's
 * summary of what is missing.
 */
async function visitorTour(tour: TTour) {
  const { page, audit, lang, fixture } = tour;
  for (const [index, route] of ROUTES.entries()) {
    const path = route.path.replace(':uuid', fixture.operationId).replace(':token', 'no-token');
    await visit(page, lang, path, VISITOR_LANDS_ON[route.path] ?? route.titleKey);
    // The first route starts the app (the home before it is static): no route change yet.
    // Its heading may still be the static home's: the next route is a route change only
    // once the app has mounted (a link followed before is the app's first page).
    if (index === 0) await appMounted(page);
    else await expectHeadingFocus(tour, route.path);
    await audit.check(route.path);
  }
  await visit(page, lang, '/homepage', 'pages:home.title');
  await checkDialog(tour, 'navigation menu', () => button(tour, 'common:menu').click());
  await checkDialog(tour, 'appearance settings', () => button(tour, 'common:openSettings').click());
  await visit(page, lang, '/signaturepage', 'pages:signature.title');
  await checkDialog(tour, 'signaturepage: access required', () =>
    button(tour, 'pages:try.button').click(),
  );
  await visit(page, lang, '/registerpage', 'account:register.title');
  await checkDialog(tour, 'registerpage: privacy policy', () =>
    page.locator('#policy-link').click(),
  );
  await visit(page, lang, '/loginpage', 'account:login.title');
  await page.locator('input[name="email"]').press('Enter');
  await page.getByTestId('error-summary').waitFor();
  await audit.check('loginpage: error summary');
}

/**
 * A signer: the OTP page's document and code steps (the code missing), signing and the
 * completion page; the handwritten page, drawn and typed.
 */
async function signerTour(tour: TTour) {
  const { page, audit, tr, fixture } = tour;
  await page.goto(fixture.simpleLink);
  await showsHeading(page, tr('flows:simpleSignature.title'));
  await pdfRendered(page);
  await audit.check('simpleSignature: document');
  await button(tour, 'flows:signing.readAccept').click();
  const code = page.getByTestId('otp-input');
  await code.waitFor();
  // The code step follows the document: its field has the focus.
  expect(await code.evaluate((field) => field === document.activeElement)).toBe(true);
  await button(tour, 'flows:signing.sign').click();
  await page.getByTestId('error-summary').waitFor();
  await audit.check('simpleSignature: code missing');
  await code.fill(await smsCode(suite.product.url, fixture.simplePhone));
  await button(tour, 'flows:signing.sign').click();
  await page.waitForURL(/#\/resumeSignature/, { timeout: 20_000 });
  await pdfRendered(page, 'summary-signed');
  await pdfRendered(page, 'summary-acta');
  await audit.check('resumeSignature');
  // The link opened again, once signed.
  await page.goto(fixture.simpleLink);
  await showsHeading(page, tr('flows:simpleSignature.title'));
  await page.getByText(tr('flows:signing.seeSummary')).waitFor();
  await audit.check('simpleSignature: signed');

  await page.goto(fixture.handwrittenLink);
  await showsHeading(page, tr('flows:handwrittenSignature.title'));
  await pdfRendered(page);
  await audit.check('handwrittenSignature: drawing');
  await button(tour, 'flows:signing.modeType').click();
  await page.getByTestId('typed-signature-preview').waitFor();
  await audit.check('handwrittenSignature: typed name');
}

/**
 * The sender, signed in: My Account's tabs and dialogs, an operation and its cancel dialog,
 * the request form and its summary, the traveller trial, each "Pruébalo" dialog, buying
 * credits (the billing form, its summary, focus on the choices once saved).
 */
async function senderTour(tour: TTour) {
  const { page, audit, lang, tr, fixture } = tour;
  const url = suite.product.url;
  await visit(page, lang, '/loginpage', 'account:login.title');
  await logInThroughForm(page, fixture.sender, PASSWORD);
  for (const tab of PROFILE_TABS) {
    await page.goto(`${url}/#/profilepage?tab=${tab}`);
    await showsHeading(page, tr('account:profile.title'));
    await audit.check(`profilepage ${tab}`);
    if (tab === 'data') {
      await checkDialog(tour, 'profilepage: delete account', () =>
        button(tour, 'account:profile.yourData.delete').click(),
      );
    }
    if (tab === 'api') {
      await checkDialog(tour, 'profilepage: new API key', () =>
        button(tour, 'account:api.keys.create').click(),
      );
    }
  }
  await visit(page, lang, operationPath(fixture.operationId), 'workspace:operation.title');
  await audit.check('operation');
  await checkDialog(tour, 'operation: cancel', () =>
    button(tour, 'workspace:actions.cancel').click(),
  );

  await visit(page, lang, '/createsignpagelight', 'flows:createSignLight.title');
  await audit.check('createsignpagelight');
  await page.locator('input[name="signers.0.name"]').press('Enter');
  await page.getByTestId('error-summary').waitFor();
  await audit.check('createsignpagelight: error summary');
  await visit(page, lang, '/createparteviajeropage', 'flows:traveller.title');
  await audit.check('createparteviajeropage');
  for (const [path, titleKey] of TRY_PAGES) {
    await visit(page, lang, path, titleKey);
    await button(tour, 'pages:try.button').click();
    await page.getByRole('dialog').waitFor();
    if (path === '/ocrpage') await page.frameLocator('iframe').locator('h1').first().waitFor();
    await audit.check(`${path}: creation dialog`);
    await button(tour, 'pages:try.close').click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }

  await visit(page, lang, '/prepaypalPaymentPage', 'account:buyCredits.title');
  await page
    .getByTestId('pack-credits-20')
    .getByText(tr('payments:packs.select'), { exact: true })
    .click();
  // The billing form (this pass's sender never saved it), its summary, then the choices.
  const billing = page.locator('input[name="taxId"]');
  await billing.waitFor();
  await audit.check('buy credits: billing');
  await button(tour, 'payments:billing.save').click();
  await page.getByTestId('error-summary').waitFor();
  await audit.check('buy credits: billing summary');
  await billing.fill('12345678Z');
  await page.locator('input[name="address"]').fill('Calle Mayor 2');
  await page.locator('input[name="postalcode"]').fill('28013');
  await page.locator('input[name="city"]').fill('Madrid');
  await page.locator('input[name="country"]').fill('España');
  await button(tour, 'payments:billing.save').click();
  await page.getByTestId('pay-card').waitFor();
  // The step after the form has the focus, not <body>.
  const heading = page.getByRole('heading', { name: tr('payments:choices.title') });
  await expect
    .poll(() => heading.evaluate((element) => element === document.activeElement))
    .toBe(true);
  await audit.check('buy credits: payment choices');
  // A bank transfer (offered outside production): its instructions, then the order in
  // Compras (a table, cards on a phone).
  await page.getByTestId('pay-transfer').click();
  await page.getByTestId('order-status').waitFor();
  await audit.check('buy credits: transfer instructions');
  await page.goto(`${url}/#/profilepage?tab=purchases`);
  await page.getByTestId('purchase-row').first().waitFor();
  await audit.check('profilepage purchases: an order');
}

/** The same session in the other language (OTHER_LANGUAGE_STATES says which states). */
async function otherLanguageTour(tour: TTour) {
  const { page, audit, lang, fixture } = tour;
  await page.goto(`${suite.product.url}/?lang=${lang}#/homepage2`);
  for (const [path, titleKey] of OTHER_LANGUAGE_STATES) {
    await visit(page, lang, path, titleKey);
    await audit.check(path);
  }
  await visit(page, lang, operationPath(fixture.operationId), 'workspace:operation.title');
  await audit.check('operation');
  await visit(page, lang, '/signaturepage', 'pages:signature.title');
  await button(tour, 'pages:try.button').click();
  await page.getByRole('dialog').waitFor();
  await audit.check('/signaturepage: creation dialog');
}

const PROFILE_TABS = [
  'operations',
  'guests',
  'data',
  'credits',
  'purchases',
  'subscriptions',
  'history',
  'api',
];

const TRY_PAGES = [
  ['/signaturepage', 'pages:signature.title'],
  ['/notificationpage', 'pages:notification.title'],
  ['/identificationpage', 'pages:identification.title'],
  ['/ocrpage', 'pages:ocr.title'],
] as const;

describe('axe-core (WCAG 2.0–2.2 A and AA, every impact) and focus', () => {
  it.each([
    ['phone', 'it'],
    ['desktop', 'en'],
  ] as const)(
    'find nothing on every route and dialog at %s size in Spanish, nor in %s',
    async (viewport, other) => {
      const started = Date.now();
      const fixture = await createFixture(viewport);
      const context = await suite.browser.newContext({ viewport: VIEWPORTS[viewport] });
      const page = await context.newPage();
      const tourIn = (lang: TLang): TTour => ({
        page,
        audit: auditor(page, `${lang} ${viewport}`),
        lang,
        tr: (key) => translate(lang, key),
        fixture,
      });
      const spanish = tourIn('es');
      await page.goto(`${suite.product.url}/#/homepage2?lang=es`);
      await visitorTour(spanish);
      await signerTour(spanish);
      await senderTour(spanish);
      const otherTour = tourIn(other);
      await otherLanguageTour(otherTour);
      console.log(
        `${viewport}: ${spanish.audit.states} states in es, ${otherTour.audit.states} in ${other}, ${Date.now() - started} ms`,
      );
      await context.close();
      expect([...spanish.audit.found, ...otherTour.audit.found]).toEqual([]);
    },
  );
});

describe('axe-core in every colour scheme', () => {
  it.each(SCHEME_NAMES)('finds nothing on the home pages in %s', async (scheme) => {
    const context = await suite.browser.newContext({ viewport: VIEWPORTS.desktop });
    await context.addInitScript((value) => {
      window.localStorage.setItem('confirma.settings', value);
    }, JSON.stringify({ scheme }));
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of ['/homepage2', '/homepage']) {
      await page.goto(`${suite.product.url}/#${path}`);
      await showsHeading(page, translate('es', 'pages:home.title'));
      for (const violation of await axeViolations(page)) found.push(`${path}: ${violation}`);
    }
    expect(found).toEqual([]);
    await context.close();
  });
});
