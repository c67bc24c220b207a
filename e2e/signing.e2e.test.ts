import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderGray, writeTemp } from '../apps/server/src/modules/sealing/testing/pdf-tools.ts';
import { certificateText } from '../apps/server/test/support/identification-flow.ts';
import { letterPdf } from '../apps/server/test/support/notifications.ts';
import { checkPdf } from '../apps/server/test/support/operations.ts';
import { TEST_PASSWORD } from '../apps/server/test/support/sign-up.ts';
import { awaitOutbox, logInThroughForm, mailedLink } from './support/accounts.ts';
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
  // Without a pointer: the keyboard alone, the name typed instead of drawn.
  { lang: 'en', viewport: 'phone', type: 'BIOMETRICA', keyboard: true },
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
    /** Handwritten with the keyboard alone: the name typed instead of drawn. */
    keyboard?: boolean;
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
    // An empty code is refused on the page with the spec's message, under the field and
    // announced in the error summary.
    await sign.click();
    await page
      .getByTestId('error-summary')
      .getByText(tr('flows:signing.otpEmpty'), { exact: false })
      .waitFor();
    await snapshot(page, `${flow.name}-2-otp`);
    await page.getByTestId('otp-input').fill(await smsCode(product.url, flow.phone));
    await sign.click();
  } else if (flow.keyboard) {
    // The keyboard's way: "Type my name", the signer's name to start from, Tab to Sign.
    await page.getByRole('button', { name: tr('flows:signing.modeType') }).focus();
    await page.keyboard.press('Enter');
    const name = page.getByRole('textbox', { name: tr('flows:signing.typedLabel') });
    await expect.poll(() => name.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await name.inputValue()).toBe('Lucía Gómez Ruiz');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Lucía Gómez');
    await page.getByTestId('typed-signature-preview').waitFor();
    await snapshot(page, `${flow.name}-2-typed`);
    await page.keyboard.press('Tab');
    expect(await sign.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
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

describe.each(FLOWS)('the signer ($type, $lang, $viewport)', (flow) => {
  const { lang, viewport, type } = flow;
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
    // The document comes first: the app's scripts and pdf.js are asked for only once the
    // first page's picture has arrived (apps/web/vite-load-entry.ts).
    const requested: { url: string; at: number }[] = [];
    let pictureAt = Number.POSITIVE_INFINITY;
    page.on('request', (request) => requested.push({ url: request.url(), at: Date.now() }));
    page.on('requestfinished', (request) => {
      if (request.url().includes('/api/v2/getdocumentpage/')) {
        pictureAt = Math.min(pictureAt, Date.now());
      }
    });
    await page.goto(link);
    await page.locator('[data-testid="page-preview"]').first().waitFor();
    const appScripts = requested.filter(({ url }) =>
      /\/assets\/(index|react|pdf-viewer)-/.test(url),
    );
    expect(appScripts.length).toBeGreaterThan(0);
    for (const script of appScripts) expect(script.at).toBeGreaterThanOrEqual(pictureAt);
    // The token leaves the address bar once it is in the session: when the page has run,
    // which on a busy machine may be well over a second after the load event (the page's
    // chunk and texts are loaded by the early script, which does not hold the load event).
    await expect.poll(() => page.url(), { timeout: 10_000 }).not.toContain('token=');
    await signAndCheck(page, {
      lang,
      type,
      phone,
      name: `${type.toLowerCase()}-${lang}-${viewport}`,
      keyboard: 'keyboard' in flow,
    });
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a signed-in sender', () => {
  /** Registers over HTTP, then logs in through the form of a fresh browser context. */
  async function senderPage(email: string, lang: TLang, viewport: keyof typeof VIEWPORTS) {
    const token = await senderToken(product.url, email);
    const context = await browser.newContext({
      viewport: VIEWPORTS[viewport],
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${product.url}/#/loginpage?lang=${lang}`);
    await logInThroughForm(page, email, TEST_PASSWORD);
    await page.goto(`${product.url}/#/createsignpagelight`);
    return { context, page, problems, token };
  }

  type TSignerForm = {
    type: 'SIMPLE' | 'BIOMETRICA';
    email: string;
    phone?: string;
    name?: string;
  };

  /**
   * Fills signer `index` of the request form: the way they sign, then their data, with the
   * spec's messages for a bad e-mail and a bad mobile on the way.
   */
  async function fillSigner(page: Page, lang: TLang, index: number, signer: TSignerForm) {
    const tr = (key: string) => translate(lang, key);
    const field = (name: string) => page.locator(`input[name="signers.${index}.${name}"]`);
    await page.getByTestId('request-signer').nth(index).getByRole('combobox').first().click();
    await page.getByRole('option', { name: tr(`flows:create.form.types.${signer.type}`) }).click();
    await field('name').fill(signer.name ?? 'Lucía');
    await field('lastname').fill('Gómez Ruiz');
    await field('email').fill('not-an-email');
    await page.keyboard.press('Tab');
    await page.getByText(tr('flows:create.validation.emailInvalid')).waitFor();
    await field('email').fill(signer.email);
    if (signer.phone) {
      await field('phone').fill('12');
      await page.keyboard.press('Tab');
      await page.getByText(tr('flows:create.validation.phoneInvalid')).waitFor();
      await field('phone').fill(signer.phone);
    }
  }

  /** The language signer `index` is written to and reads their pages in. */
  async function chooseLanguage(page: Page, index: number, lang: TLang) {
    await page.getByTestId('request-signer').nth(index).getByRole('combobox').nth(1).click();
    await page
      .getByRole('option', { name: translate('es', `flows:create.request.languages.${lang}`) })
      .click();
  }

  /** Chooses how the request goes out, and sends it. */
  async function send(page: Page, lang: TLang, delivery: 'here' | 'email', shot: string) {
    const tr = (key: string) => translate(lang, key);
    await page.getByLabel(tr(`flows:create.request.deliveries.${delivery}`)).check();
    await snapshot(page, `create-${shot}-${lang}-form`);
    await page.getByRole('button', { name: tr('flows:create.form.submit'), exact: true }).click();
  }

  /**
   * Adds a field to signer `index` of the request form and places it on the document's page
   * at (`left`, `top`), fractions of the page's width and height.
   */
  async function addField(
    page: Page,
    index: number,
    field: { type: 'text' | 'date'; label?: string; left: number; top: number },
  ) {
    const tr = (key: string) => translate('es', key);
    const card = page.getByTestId('request-signer').nth(index);
    await card.getByRole('button', { name: tr('flows:create.fields.add') }).click();
    const box = card.getByTestId('request-field').last();
    if (field.type !== 'text') {
      await box.getByRole('combobox').click();
      await page
        .getByRole('option', { name: tr(`flows:create.fields.types.${field.type}`) })
        .click();
    }
    if (field.label) {
      await box.locator(`input[name$=".label"]`).fill(field.label);
      await box.getByLabel(tr('flows:create.fields.required')).check();
    }
    // "Colocar el campo «Città» de Marta …": the field's box, in the one view of the document.
    const [placeWord = ''] = tr('flows:create.placement.place').split(' ');
    await box.getByRole('button', { name: new RegExp(`^${placeWord} `) }).click();
    const view = page.getByTestId('request-document-view');
    const [hereWord = ''] = tr('flows:create.placement.placeHereItem').split(' ');
    const sheet = view.getByRole('button', { name: new RegExp(`^${hereWord} `) });
    await sheet.waitFor();
    const area = await sheet.boundingBox();
    if (!area) throw new Error('the page to place the field on is not shown');
    await sheet.click({ position: { x: area.width * field.left, y: area.height * field.top } });
    await box.getByTestId('placement-status').filter({ hasText: '1' }).waitFor();
    await snapshot(page, `request-view-${index}`);
    await view.getByRole('button', { name: tr('flows:create.placement.done') }).click();
  }

  /** Dark pixels (ink) of page 1 between `from` and `to`, fractions of its height. */
  function inkBetween(pdf: Uint8Array, from: number, to: number) {
    const dir = mkdtempSync(path.join(tmpdir(), 'fields-'));
    try {
      const { width, height, pixels } = renderGray(writeTemp(dir, 'doc.pdf', pdf), 1, 50);
      let dark = 0;
      for (let y = Math.floor(height * from); y < height * to; y += 1) {
        for (let x = 0; x < width; x += 1) if ((pixels[y * width + x] ?? 255) < 128) dark += 1;
      }
      return dark;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('sends a request to two people in order with a copy and fields; each signs on a phone in their language', async () => {
    const senderEmail = fresh('ana.sender@example.com');
    const { context, page, problems, token } = await senderPage(senderEmail, 'es', 'desktop');
    const tr = (key: string) => translate('es', key);
    const first = {
      type: 'SIMPLE',
      email: fresh('lucia.remote@example.com'),
      phone: '+34611222333',
    } as const;
    const second = {
      type: 'SIMPLE',
      email: fresh('marta.remote@example.com'),
      phone: '+34611222444',
      name: 'Marta',
    } as const;
    const copy = fresh('gestoria@example.com');
    const submit = page.getByRole('button', { name: tr('flows:create.form.submit'), exact: true });
    expect(await submit.isDisabled()).toBe(true);
    // The sender's own document: a letter with its text at the top, the rest of the page
    // blank for the fields.
    await page.getByLabel(tr('flows:create.form.ownDocument')).check();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'arrendamiento.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await letterPdf('Contrato de arrendamiento')),
    });
    await fillSigner(page, 'es', 0, first);
    await chooseLanguage(page, 0, 'en');
    await addField(page, 0, { type: 'date', left: 0.3, top: 0.4 });
    await page.getByRole('button', { name: tr('flows:create.request.addSigner') }).click();
    await fillSigner(page, 'es', 1, second);
    await chooseLanguage(page, 1, 'it');
    await addField(page, 1, { type: 'text', label: 'Città', left: 0.3, top: 0.55 });
    await page.getByRole('button', { name: tr('flows:create.request.addCopy') }).click();
    await page.locator('input[name="copies.0.name"]').fill('Gestoría López');
    await page.locator('input[name="copies.0.email"]').fill(copy);
    await page.locator('input[name="subject"]').fill('Arrendamiento Calle Mayor 3');

    // Saving the complete request as a template sends nothing and charges nothing.
    const credits = async () =>
      (
        (await (await page.request.get(`${product.url}/api/account`)).json()) as {
          credits: { currentcredits: number };
        }
      ).credits.currentcredits;
    const before = await credits();
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await page.getByRole('button', { name: tr('flows:templates.save') }).click();
    const saving = page.getByRole('dialog', { name: tr('flows:templates.saveTitle') });
    await saving.getByRole('button', { name: tr('flows:templates.saveAction') }).click();
    await page
      .getByText(translate('es', 'flows:templates.saved', { name: 'Arrendamiento Calle Mayor 3' }))
      .waitFor();
    await saving.waitFor({ state: 'detached' });
    // Long enough for a request to have been created and its invitation queued.
    await page.waitForTimeout(1_500);
    expect(await credits()).toBe(before);
    const operations = (await (
      await fetch(`${product.url}/api/operations?limit=1`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { items: unknown[] };
    expect(operations.items).toEqual([]);
    for (const to of [first.email, second.email]) {
      const outbox = (await (
        await fetch(`${product.url}/api/dev/outbox?to=${encodeURIComponent(to)}`)
      ).json()) as { messages: unknown[] };
      expect(outbox.messages).toEqual([]);
    }
    await snapshot(page, 'template-saved-nothing-sent');

    await send(page, 'es', 'email', 'two-signers');
    await page
      .getByText(translate('es', 'flows:create.request.sent', { emails: first.email }), {
        exact: false,
      })
      .waitFor()
      .catch((error) => {
        console.log(problems);
        throw error;
      });
    expect(problems).toEqual([]);
    await context.close();

    // In order: the first signer signs (in English; the date fills itself); only then is the
    // second invited.
    const signer = await browser.newContext({ viewport: VIEWPORTS.phone, acceptDownloads: true });
    const firstPage = await signer.newPage();
    const signerProblems = watchPage(firstPage);
    const invitation = await awaitOutbox(product.url, first.email, 'email', (text) => text);
    expect(invitation).toContain('Arrendamiento Calle Mayor 3');
    const outboxTo = async (to: string) =>
      (await (
        await fetch(`${product.url}/api/dev/outbox?channel=email&to=${encodeURIComponent(to)}`)
      ).json()) as {
        messages: unknown[];
      };
    expect((await outboxTo(second.email)).messages).toEqual([]);
    await firstPage.goto(await mailedLink(product.url, first.email));
    const en = (key: string) => translate('en', key);
    await expect
      .poll(() => firstPage.locator('h1').first().textContent())
      .toBe(en('flows:simpleSignature.title'));
    await pdfRendered(firstPage);
    await firstPage.getByRole('button', { name: en('flows:signing.readAccept') }).click();
    const sign = firstPage.getByRole('button', { name: en('flows:signing.sign'), exact: true });
    await sign.waitFor();
    await firstPage.getByTestId('otp-input').fill(await smsCode(product.url, first.phone));
    await sign.click();
    await firstPage.waitForURL(/#\/resumeSignature/, { timeout: 20_000 });
    expect(signerProblems).toEqual([]);
    await signer.close();

    // The second, in Italian: the required text field stops the signature until filled.
    const other = await browser.newContext({ viewport: VIEWPORTS.phone, acceptDownloads: true });
    const secondPage = await other.newPage();
    const otherProblems = watchPage(secondPage);
    await secondPage.goto(await mailedLink(product.url, second.email));
    const it_ = (key: string) => translate('it', key);
    await pdfRendered(secondPage);
    await secondPage.getByRole('button', { name: it_('flows:signing.readAccept') }).click();
    const itSign = secondPage.getByRole('button', { name: it_('flows:signing.sign'), exact: true });
    await secondPage.getByTestId('otp-input').fill(await smsCode(product.url, second.phone));
    await itSign.click();
    await secondPage
      .getByTestId('error-summary')
      .getByText(it_('flows:signing.fields.required'), { exact: false })
      .waitFor();
    await secondPage.getByLabel('Città').fill('Valencia');
    await snapshot(secondPage, 'sender-two-it-field');
    await itSign.click();
    await secondPage.waitForURL(/#\/resumeSignature/, { timeout: 20_000 });
    await secondPage.getByText(it_('flows:resumeSignature.done.title')).waitFor();
    expect(otherProblems).toEqual([]);
    await other.close();

    // The copy recipient gets the signed document once both have signed.
    const copied = await awaitOutbox(product.url, copy, 'email', (text) => text);
    expect(copied).toContain('Arrendamiento Calle Mayor 3');

    // The signed PDF: valid, both fields drawn where they were placed (the page was blank
    // there); the certificate lists them.
    const auth = { authorization: `Bearer ${token}` };
    const { items } = (await (
      await fetch(`${product.url}/api/operations?limit=1`, { headers: auth })
    ).json()) as { items: { uuid: string; documents: { documentUuid: string }[] }[] };
    const [operation] = items;
    const file = async (name: string) =>
      new Uint8Array(
        await (
          await fetch(`${product.url}/api/operations/${operation?.uuid}/files/${name}`, {
            headers: auth,
          })
        ).arrayBuffer(),
      );
    const signed = await file(`signed/${operation?.documents[0]?.documentUuid}`);
    expect(checkPdf(signed).pdfsig).toContain('Signature is Valid');
    const original = await file(`original/${operation?.documents[0]?.documentUuid}`);
    for (const [from, to] of [
      [0.35, 0.45],
      [0.5, 0.6],
    ] as const) {
      expect(inkBetween(original, from, to)).toBe(0);
      expect(inkBetween(signed, from, to)).toBeGreaterThan(20);
    }
    const certificate = certificateText(await file('certificate'), 'two-signers');
    expect(certificate).toContain('Città: Valencia');
    // In order, each signer's own: the first's date, the second's text.
    expect(certificate).toMatch(
      /Lucía Gómez Ruiz .*: \d{2}\/\d{2}\/\d{4} .*Marta Gómez Ruiz .*Città: Valencia/,
    );
  });

  it('has a handwritten signature signed now, on this device (en, phone)', async () => {
    const { context, page, problems } = await senderPage(
      fresh('bob.sender@example.com'),
      'en',
      'phone',
    );
    await fillSigner(page, 'en', 0, { type: 'BIOMETRICA', email: fresh('lucia.here@example.com') });
    await send(page, 'en', 'here', 'biometrica');
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
    // The handwritten demo marks no field for the summary (resumen N).
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
