import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkPdf } from '../apps/server/test/support/operations.ts';
import { logInThroughForm, mailedLink } from './support/accounts.ts';
import { launchBrowser, VIEWPORTS, watchPage } from './support/browser.ts';
import { type TLang, translate } from './support/locales.ts';
import {
  createSigningOperation,
  drawSignature,
  pdfRendered,
  senderToken,
  smsCode,
  snapshot,
} from './support/signing.ts';
import { startProduct, type TProduct } from './support/start-product.ts';

let product: TProduct;
let browser: Browser;
beforeAll(async () => {
  product = await startProduct({
    JOBS_POLL_MS: '100',
    AUTH_EMAIL_LIMIT: '100',
    AUTH_SIGN_IN_LIMIT: '100',
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.close();
});

// Every run of a test (CI retries a failed one once) uses addresses of its own, so a retry
// starts with a new account and its sign-up credits, not the first run's leftovers.
let run = 0;
beforeEach(() => {
  run += 1;
});
const fresh = (email: string) => email.replace('@', `.${run}@`);

const FLOWS = [
  { lang: 'es', viewport: 'phone', type: 'SIMPLE' },
  { lang: 'en', viewport: 'desktop', type: 'SIMPLE' },
  { lang: 'es', viewport: 'desktop', type: 'BIOMETRICA' },
  { lang: 'en', viewport: 'phone', type: 'BIOMETRICA' },
] as const;

/**
 * The signer's part, from the signing page already open: read, accept and type the SMS
 * code, or draw with the mouse; then the completion screen with both PDFs, and the
 * downloaded signed PDF checked by pdfsig.
 */
async function signAndCheck(
  page: Page,
  flow: {
    lang: TLang;
    type: 'SIMPLE' | 'BIOMETRICA';
    phone: string;
    name: string;
    /** Whether the signer's name is a summary field (resumen 'Y'). */
    summaryName?: boolean;
  },
) {
  const tr = (key: string) => translate(flow.lang, key);
  // The page's own errors, for the failure message below.
  const errors = watchPage(page);
  const heading =
    flow.type === 'SIMPLE' ? 'flows:simpleSignature.title' : 'flows:handwrittenSignature.title';
  await expect.poll(() => page.locator('h1').first().textContent()).toBe(tr(heading));
  await pdfRendered(page);
  await snapshot(page, `${flow.name}-1-document`);
  const sign = page.getByRole('button', { name: tr('flows:signing.sign'), exact: true });
  if (flow.type === 'SIMPLE') {
    await page.getByRole('button', { name: tr('flows:signing.readAccept') }).click();
    await sign.waitFor();
    // An empty code is refused on the page with the spec's message.
    await sign.click();
    await page.getByText(tr('flows:signing.otpEmpty')).waitFor();
    await snapshot(page, `${flow.name}-2-otp`);
    await page.getByTestId('otp-input').fill(await smsCode(product.url, flow.phone));
    await sign.click();
  } else {
    expect(await sign.count()).toBe(0);
    await drawSignature(page);
    await sign.waitFor();
    await snapshot(page, `${flow.name}-2-drawn`);
    await sign.click();
  }
  await page.waitForURL(/#\/resumeSignature/, { timeout: 20_000 });
  // What the page shows instead, in the failure itself (the CI log keeps only the summary).
  // (The layouts have no <main>: read the body, without waiting for anything.)
  const showPage = async (error: unknown) => {
    // biome-ignore lint/performance/useDomNodeTextContent: innerText keeps the page's line breaks
    const shown = await page.evaluate(() => document.body.innerText).catch(String);
    const seen = `${shown.slice(0, 1500)}\npage errors:\n${errors.join('\n').slice(0, 3000)}`;
    throw new Error(`${flow.name} at ${page.url()} shows:\n${seen}`, {
      cause: error,
    });
  };
  await page.getByText(tr('flows:resumeSignature.done.title')).waitFor().catch(showPage);
  if (flow.summaryName !== false) {
    await page.getByText('Lucía', { exact: true }).waitFor().catch(showPage);
  }
  await pdfRendered(page, 'summary-signed');
  await pdfRendered(page, 'summary-acta');
  await snapshot(page, `${flow.name}-3-summary`);
  await page.getByTestId('summary-signed').scrollIntoViewIfNeeded();
  await snapshot(page, `${flow.name}-4-documents`, false);
  const downloads = page.getByRole('button', { name: tr('flows:resumeSignature.download') });
  const [download] = await Promise.all([page.waitForEvent('download'), downloads.first().click()]);
  const report = checkPdf(await readFile(await download.path())).pdfsig;
  expect(report).toContain('Signature is Valid');
}

describe.each(FLOWS)('the signer ($type, $lang, $viewport)', ({ lang, viewport, type }) => {
  it('opens the e-mailed link, signs, sees both PDFs and downloads a valid signed PDF', async () => {
    const email = fresh(`signer.${type.toLowerCase()}.${lang}.${viewport}@example.com`);
    const phone = `+346000${String(FLOWS.findIndex((flow) => flow.lang === lang && flow.viewport === viewport && flow.type === type)).padStart(5, '0')}`;
    // Each sender has the 5 sign-up credits: enough for one signature request.
    const token = await senderToken(product.url, `sender.${email}`);
    await createSigningOperation(product.url, token, { email, phone, lang, type });
    const link = await mailedLink(product.url, email);
    expect(link).toContain(`lang=${lang}`);

    const context = await browser.newContext({
      viewport: VIEWPORTS[viewport],
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(link);
    // The token leaves the address bar once it is in the session: when the page has run,
    // which on a busy machine may be well over a second after the load event (the page's
    // chunk and texts are loaded by the early script, which does not hold the load event).
    await expect.poll(() => page.url(), { timeout: 10_000 }).not.toContain('token=');
    await signAndCheck(page, {
      lang,
      type,
      phone,
      name: `${type.toLowerCase()}-${lang}-${viewport}`,
    });
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a signed-in sender', () => {
  /** Registers over HTTP, then logs in through the form of a fresh browser context. */
  async function senderPage(email: string, lang: TLang, viewport: keyof typeof VIEWPORTS) {
    await senderToken(product.url, email);
    const context = await browser.newContext({
      viewport: VIEWPORTS[viewport],
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${product.url}/#/loginpage?lang=${lang}`);
    await logInThroughForm(page, email, 'secreto1');
    await page.goto(`${product.url}/#/createsignpagelight`);
    return { context, page, problems };
  }

  async function fillForm(
    page: Page,
    lang: TLang,
    form: {
      type: 'SIMPLE' | 'BIOMETRICA';
      email: string;
      phone?: string;
      delivery: 'here' | 'email';
    },
  ) {
    const tr = (key: string) => translate(lang, key);
    const send = page.getByRole('button', { name: tr('flows:create.form.submit'), exact: true });
    expect(await send.isDisabled()).toBe(true);
    await page.getByTestId('type-select').click();
    await page.getByRole('option', { name: tr(`flows:create.form.types.${form.type}`) }).click();
    await page.locator('input[name="name"]').fill('Lucía');
    await page.locator('input[name="lastname"]').fill('Gómez Ruiz');
    await page.locator('input[name="email"]').fill('not-an-email');
    await page.keyboard.press('Tab');
    await page.getByText(tr('flows:create.validation.emailInvalid')).waitFor();
    await page.locator('input[name="email"]').fill(form.email);
    if (form.phone) {
      await page.locator('input[name="phone"]').fill('12');
      await page.keyboard.press('Tab');
      await page.getByText(tr('flows:create.validation.phoneInvalid')).waitFor();
      await page.locator('input[name="phone"]').fill(form.phone);
    }
    await page.getByLabel(tr(`flows:create.form.deliveries.${form.delivery}`)).check();
    await snapshot(page, `create-${form.type.toLowerCase()}-${lang}-form`);
    await send.click();
  }

  it('sends an OTP request by e-mail; the signer signs from the link (es, desktop)', async () => {
    const { context, page, problems } = await senderPage(
      fresh('ana.sender@example.com'),
      'es',
      'desktop',
    );
    const email = fresh('lucia.remote@example.com');
    const phone = '+34611222333';
    await fillForm(page, 'es', { type: 'SIMPLE', email, phone, delivery: 'email' });
    await page
      .getByText(translate('es', 'flows:create.sent.title'))
      .waitFor()
      .catch((error) => {
        console.log(problems);
        throw error;
      });
    expect(problems).toEqual([]);
    await context.close();

    const signer = await browser.newContext({ viewport: VIEWPORTS.phone, acceptDownloads: true });
    const signerPage = await signer.newPage();
    const signerProblems = watchPage(signerPage);
    await signerPage.goto(await mailedLink(product.url, email));
    await signAndCheck(signerPage, { lang: 'es', type: 'SIMPLE', phone, name: 'sender-otp-es' });
    expect(signerProblems).toEqual([]);
    await signer.close();
  });

  it('has a handwritten signature signed now, on this device (en, phone)', async () => {
    const { context, page, problems } = await senderPage(
      fresh('bob.sender@example.com'),
      'en',
      'phone',
    );
    await fillForm(page, 'en', {
      type: 'BIOMETRICA',
      email: fresh('lucia.here@example.com'),
      delivery: 'here',
    });
    await page.waitForURL(/#\/handwrittenSignature/);
    await signAndCheck(page, { lang: 'en', type: 'BIOMETRICA', phone: '', name: 'sender-here-en' });
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the public demo', () => {
  async function fillDemo(page: Page, lang: TLang, type: string, email: string, phone: string) {
    const tr = (key: string) => translate(lang, key);
    await page.goto(`${product.url}/#/createsignpage?lang=${lang}`);
    await page.getByText(tr('flows:demo.notice')).waitFor();
    const send = page.getByRole('button', { name: tr('flows:create.form.submit'), exact: true });
    await page.locator('input[name="name"]').fill('Lucía');
    await page.locator('input[name="lastname"]').click();
    await page.keyboard.press('Tab');
    await page.getByText(tr('flows:demo.validation.lastnameRequired')).waitFor();
    await page.locator('input[name="lastname"]').fill('Gómez Ruiz');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="phone"]').fill(phone);
    expect(await send.isDisabled()).toBe(true);
    await page.getByTestId('demo-type-select').click();
    await page.getByRole('option', { name: tr(`flows:demo.types.${type}`) }).click();
    await snapshot(page, `demo-${type.toLowerCase()}-${lang}-form`);
    await send.click();
  }

  it('sends an anonymous OTP demo; the signer signs the watermarked document (en, phone)', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, acceptDownloads: true });
    const page = await context.newPage();
    const problems = watchPage(page);
    const email = fresh('demo.otp@example.com');
    const phone = '+34622333444';
    await fillDemo(page, 'en', 'SIMPLE', email, phone);
    await page.getByText(translate('en', 'flows:demo.sent.title')).waitFor({ timeout: 30_000 });
    await snapshot(page, 'demo-simple-en-sent');
    await page.goto(await mailedLink(product.url, email));
    await signAndCheck(page, { lang: 'en', type: 'SIMPLE', phone, name: 'demo-otp-en' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('signs a handwritten demo right away on this device (it, desktop)', async () => {
    const context = await browser.newContext({
      viewport: VIEWPORTS.desktop,
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const problems = watchPage(page);
    await fillDemo(page, 'it', 'BIOMETRICA', fresh('demo.grafo@example.com'), '+34622333555');
    await page.waitForURL(/#\/handwrittenSignature/, { timeout: 30_000 });
    // The handwritten demo marks no field for the summary (spec 000 §3: resumen N).
    await signAndCheck(page, {
      lang: 'it',
      type: 'BIOMETRICA',
      phone: '',
      name: 'demo-grafo-it',
      summaryName: false,
    });
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the signing pages without a link', () => {
  it('say the ids are mandatory and keep the action disabled', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto(`${product.url}/#/simpleSignature?lang=es`);
    await page.getByText(translate('es', 'flows:signing.missingIds')).waitFor();
    const action = page.getByRole('button', { name: translate('es', 'flows:signing.readAccept') });
    expect(await action.isDisabled()).toBe(true);
    await context.close();
  });
});
