import { ZContactsResponse } from '@confirma/contracts/contact';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awaitOutbox } from './support/accounts.ts';
import { launchBrowser, VIEWPORTS, watchPage } from './support/browser.ts';
import { type TLang, translate } from './support/locales.ts';
import { snapshot } from './support/signing.ts';
import { startProduct, type TProduct } from './support/start-product.ts';

const SALES = 'ventas@confirma.local';

let product: TProduct;
let browser: Browser;
beforeAll(async () => {
  // The product and the browser start side by side.
  [product, browser] = await Promise.all([
    startProduct({ JOBS_POLL_MS: '100', CONTACT_IP_LIMIT: '100', SALES_EMAIL: SALES }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

type TForm = 'api' | 'page' | 'request';
/** A field typed in, a box ticked, or an option (its `contact` text key) chosen. */
type TStep = [name: string, value: string | true | { option: string }];

/** Each form: its page, the kind it is stored as, and what a person does in it. */
const FORMS: Record<TForm, { path: string; kind: string; steps: TStep[] }> = {
  api: {
    path: '/apipage',
    kind: 'API',
    steps: [
      ['name', 'Ana García'],
      ['need', 'Firmar contratos desde nuestro CRM.'],
      ['agree', true],
    ],
  },
  page: {
    path: '/contactpage',
    kind: 'CONTACT_PAGE',
    steps: [
      ['name', 'Luis'],
      ['lastname', 'Pérez Gil'],
      ['nif', 'x1234567l'],
      ['signatureSelected', { option: 'page.form.signatureSelectedOptions.TRAVELLER_REPORT' }],
      ['phone', '+34600111222'],
    ],
  },
  request: {
    path: '/identificationpage',
    kind: 'CONTACT_REQUEST',
    steps: [
      ['name', 'Marta Ruiz'],
      ['company', 'Hoteles del Sur S.L.'],
      ['phone', '955 123 456'],
      ['message', 'Identificar a los huéspedes.'],
      ['consentPrivacy', true],
      ['consentContact', true],
    ],
  },
};

/** Fills a contact form as a person would: the e-mail address first, then each step. */
async function fillForm(page: Page, lang: TLang, email: string, steps: TStep[]) {
  const field = (name: string) => page.locator(`:is(input, textarea)[name="${name}"]`);
  await field('email').fill(email);
  for (const [name, value] of steps) {
    if (value === true) {
      await field(name).check();
    } else if (typeof value === 'object') {
      await page.getByTestId(`${name}-select`).click();
      await page.getByRole('option', { name: translate(lang, `contact:${value.option}`) }).click();
    } else {
      await field(name).fill(value);
    }
  }
}

const RUNS = [
  { form: 'api', lang: 'es', viewport: 'phone' },
  { form: 'api', lang: 'en', viewport: 'desktop' },
  { form: 'page', lang: 'es', viewport: 'desktop' },
  { form: 'page', lang: 'en', viewport: 'phone' },
  { form: 'request', lang: 'es', viewport: 'phone' },
  { form: 'request', lang: 'en', viewport: 'desktop' },
] as const;

async function storedContacts(email: string) {
  const response = await fetch(
    `${product.url}/api/dev/contacts?email=${encodeURIComponent(email)}`,
  );
  return ZContactsResponse.parse(await response.json()).contacts;
}

describe.each(RUNS)('the $form contact form ($lang, $viewport)', ({ form, lang, viewport }) => {
  it('is sent from the browser, stored as RECEIVED, thanked, and mailed to sales', async () => {
    const tr = (key: string) => translate(lang, `contact:${key}`);
    const email = `contact.${form}.${lang}.${viewport}@example.com`;
    const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${product.url}/#${FORMS[form].path}?lang=${lang}`);
    const send = page.getByRole('button', { name: tr(`${form}.form.send`), exact: true });
    await send.waitFor();
    expect(await send.isDisabled()).toBe(true);
    await fillForm(page, lang, email, FORMS[form].steps);
    await snapshot(page, `contact-${form}-${lang}-${viewport}-form`);
    await send.click();

    // The proof of work is solved in this browser, then the 'Gracias' dialog.
    const dialog = page.getByRole('dialog', { name: tr('thanks.title') });
    await dialog.getByText(tr('thanks.text')).waitFor({ timeout: 30_000 });
    await snapshot(page, `contact-${form}-${lang}-${viewport}-thanks`, false);

    const [stored] = await storedContacts(email);
    expect(stored).toMatchObject({ kind: FORMS[form].kind, state: 'RECEIVED', lang, email });
    expect(stored?.id).toMatch(/^C\d{13}$/);
    const mail = await awaitOutbox(product.url, SALES, 'email', (text) =>
      text.includes(`${email}`) ? text : null,
    );
    expect(mail).toContain(stored?.id);

    if (form === 'request') {
      const signOperation = page.getByRole('link', { name: tr('request.signOperation') });
      expect(await signOperation.count()).toBe(0);
      if (lang === 'es') {
        await dialog.getByRole('button', { name: 'Cerrar' }).click();
        await signOperation.waitFor();
        await signOperation.click();
        await page.waitForURL(/#\/createsignpage/);
      } else {
        // Video identification is not open yet: the button leads to the identification
        // page's explanation, and the signature demo stays offered.
        await dialog.getByRole('button', { name: tr('request.videoIdentification') }).click();
        await dialog.waitFor({ state: 'hidden' });
        expect(page.url()).toMatch(/#\/identificationpage/);
        await signOperation.waitFor();
      }
    } else {
      await dialog
        .getByRole('button', { name: translate(lang, 'flows:create.sent.close') })
        .click();
      await dialog.waitFor({ state: 'hidden' });
      // The form is empty again.
      expect(await page.locator('input[name="email"]').inputValue()).toBe('');
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the API page', () => {
  it('links to the live API reference', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.url}/#/apipage?lang=en`);
    const link = page.getByRole('link', { name: translate('en', 'contact:api.reference') });
    expect(await link.getAttribute('href')).toBe('/api/docs');
    const docs = await fetch(`${product.url}/api/docs`);
    expect(docs.status).toBe(200);
    await page.close();
  });
});
