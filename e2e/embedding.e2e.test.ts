import { createServer, type Server } from 'node:http';
import { createConfirmaClient } from '@confirma/client';
import type { Browser, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../apps/server/test/support/sign-up.ts';
import { logInThroughForm, mailedLink, registerThroughForm } from './support/accounts.ts';
import { launchBrowser, VIEWPORTS, watchPage } from './support/browser.ts';
import { translate } from './support/locales.ts';
import { createSigningOperation, pdfRendered, senderToken, smsCode } from './support/signing.ts';
import { freePort, startProduct, type TProduct } from './support/start-product.ts';

const EVENTS = ['ready', 'document-read', 'signed', 'rejected', 'error'];

/** An integrator's page embedding a signer token's signing page with the product's /embed.js. */
function hostPage(productUrl: string, token: string, attributes = '') {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title>
<script src="${productUrl}/embed.js"></script></head><body><h1>Shop checkout</h1>
<confirma-signing token="${token}" lang="en" primary-color="#aa3300"${attributes}></confirma-signing>
<script>
window.received = [];
const element = document.querySelector('confirma-signing');
for (const type of ${JSON.stringify(EVENTS)}) {
  element.addEventListener('confirma:' + type, (event) => window.received.push([type, event.detail]));
}
</script></body></html>`;
}

/** A second local origin (another port) serving one page. */
async function startHost(): Promise<{ url: string; server: Server; page: { html: string } }> {
  const page = { html: '' };
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page.html);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, server, page };
}

/** One request the integrator's webhook receiver got, with the status it answered. */
interface TWebhookTry {
  id: string;
  body: string;
  headers: Record<string, string>;
  answered: number;
}

/**
 * The integrator's webhook receiver on 127.0.0.1: it records every request and answers
 * `state.status` (500 while the integrator's server is broken, 200 once it works).
 */
async function startReceiver() {
  const state = { status: 500, tries: [] as TWebhookTry[] };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = request.headers as Record<string, string>;
      const answered = state.status;
      state.tries.push({
        id: headers['webhook-id'] ?? '',
        body: Buffer.concat(chunks).toString('utf8'),
        headers,
        answered,
      });
      response.writeHead(answered).end();
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/confirma`, server, state };
}

const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: [string, unknown][] }).received);

const tr = (key: string, values?: Record<string, string | number>) => translate('en', key, values);

/** In the embedded signing page: accept the document, type the SMS code, sign. */
async function acceptAndSign(page: Page, phone: string) {
  const frame = page.frameLocator('confirma-signing iframe');
  await frame.getByRole('button', { name: tr('flows:signing.readAccept') }).click();
  await frame.getByTestId('otp-input').fill(await smsCode(product.url, phone));
  await frame.getByRole('button', { name: tr('flows:signing.sign'), exact: true }).click();
}

let product: TProduct;
let browser: Browser;
let allowed: Awaited<ReturnType<typeof startHost>>;
let refused: Awaited<ReturnType<typeof startHost>>;
let integratorHost: Awaited<ReturnType<typeof startHost>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let token: string;
let operationId: string;

beforeAll(async () => {
  [product, browser, allowed, refused, integratorHost, receiver] = await Promise.all([
    startProduct({
      JOBS_POLL_MS: '100',
      // The integrator's webhook receiver runs on 127.0.0.1; a failed try is retried once,
      // a second later, then the delivery is FAILED.
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_RETRY_SCHEDULE_SECONDS: '1',
    }),
    launchBrowser(),
    startHost(),
    startHost(),
    startHost(),
    startReceiver(),
  ]);
  const account = await senderToken(product.url, 'embedder@example.com');
  // The account lets the first host embed its pages; the second host is nobody's.
  const saved = await fetch(`${product.url}/api/account/embed-origins`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${account}`, 'content-type': 'application/json' },
    body: JSON.stringify({ origins: [allowed.url] }),
  });
  expect(saved.status).toBe(200);
  const created = (await createSigningOperation(product.url, account, {
    email: 'embedded.signer@example.com',
    phone: '+34600777001',
    lang: 'en',
    type: 'SIMPLE',
  })) as { uuids: string[]; loginautToken?: string };
  token = created.loginautToken ?? '';
  operationId = created.uuids[0] ?? '';
  allowed.page.html = hostPage(product.url, token);
  refused.page.html = hostPage(product.url, token, ' ready-timeout="2500"');
});

afterAll(async () => {
  await browser?.close();
  await product?.close();
  for (const host of [allowed, refused, integratorHost, receiver]) {
    await new Promise((done) => host?.server.close(done));
  }
});

describe('signing embedded in an integrator page on another origin', () => {
  it('signs inside the iframe; the host page hears ready, document-read and signed', async () => {
    const page = await browser.newPage();
    const errors = watchPage(page);
    await page.goto(`${allowed.url}/`);
    const frame = page.frameLocator('confirma-signing iframe');
    await expect.poll(async () => (await received(page)).map(([type]) => type)).toContain('ready');

    // Only the signing flow: the page's title, no site toolbar, footer or menu in the frame.
    await frame.locator('main h1').waitFor();
    expect(await frame.locator('.MuiAppBar-root, footer, nav').count()).toBe(0);
    await pdfRendered(page.frame({ url: /\/embed\/signing/ }) as unknown as Page);
    const accept = frame.getByRole('button', { name: tr('flows:signing.readAccept') });
    // The element's primary-color is the theme's primary.
    expect(await accept.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
      'rgb(170, 51, 0)',
    );
    // The frame's address no longer carries the token.
    expect(page.frame({ url: /\/embed\/signing/ })?.url()).not.toContain(token);
    await acceptAndSign(page, '+34600777001');

    await expect
      .poll(async () => (await received(page)).map(([type]) => type), { timeout: 20_000 })
      .toContain('signed');
    const events = await received(page);
    expect(events.map(([type]) => type)).toEqual(['ready', 'document-read', 'signed']);
    for (const [, detail] of events) expect(detail).toMatchObject({ operationId });
    // The token never reaches the host's events, and the frame's address dropped it.
    expect(JSON.stringify(events)).not.toContain(token);
    expect(errors.filter((line) => !line.includes('favicon'))).toEqual([]);
    await page.close();
  });

  it('is refused by the browser on an origin the account does not allow; the host hears FRAME_REFUSED and the element says so', async () => {
    const page = await browser.newPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) blocked.push(message.text());
    });
    await page.goto(`${refused.url}/`);
    // Chromium reports the CSP violation and leaves the frame empty (an error page).
    await expect.poll(() => blocked.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const child = page.frames().find((frame) => frame !== page.mainFrame());
    expect(child?.url()).not.toMatch(/\/embed\/signing/);
    // The refused page cannot speak: once its ready-timeout has passed after the frame's
    // load, the element tells the host and shows a message where the broken frame was.
    await expect
      .poll(async () => received(page), { timeout: 10_000 })
      .toEqual([['error', { code: 'FRAME_REFUSED' }]]);
    expect(await page.locator('confirma-signing iframe').count()).toBe(0);
    const notice = page.locator('confirma-signing [role="alert"]');
    expect(await notice.textContent()).toContain('This Confirma page could not be shown here.');
    await page.close();
  });
});

describe("the integrator's path: My Account → API, the client package, embedding, webhooks", () => {
  it('creates a key, an endpoint and an allowed origin in the UI; signs on its page; gets operation.signed, resent after failing', async () => {
    // The integrator, in the product: register, verify the e-mail, log in, open the API tab.
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const account = await context.newPage();
    const problems = watchPage(account);
    const email = 'integrator.embed@example.com';
    await account.goto(`${product.url}/#/registerpage?lang=en`);
    await registerThroughForm(account, { name: 'Shop', email, password: TEST_PASSWORD });
    await account.goto(await mailedLink(product.url, email));
    await logInThroughForm(account, email, TEST_PASSWORD);
    await account.getByRole('tab', { name: tr('account:profile.tabs.api') }).click();

    // An API key: the username and the secret, read from the dialog that shows them once.
    await account.getByRole('button', { name: tr('account:api.keys.create') }).click();
    let dialog = account.getByRole('dialog');
    await dialog.getByLabel(tr('account:api.keys.name')).fill('Shop server');
    await dialog.getByRole('button', { name: tr('account:api.keys.submit'), exact: true }).click();
    const secretField = dialog.getByLabel(tr('account:api.keys.secret'), { exact: true });
    await secretField.waitFor();
    const credentials = {
      username: await dialog
        .getByLabel(tr('account:api.keys.username'), { exact: true })
        .inputValue(),
      userpassword: await secretField.inputValue(),
    };
    await dialog.getByRole('button', { name: tr('account:api.savedSecret') }).click();
    await dialog.waitFor({ state: 'detached' });

    // A webhook endpoint: the receiver, every operation event; its signing secret.
    await account.getByRole('button', { name: tr('account:api.webhooks.add') }).click();
    dialog = account.getByRole('dialog');
    await dialog.getByLabel(tr('account:api.webhooks.url')).fill(receiver.url);
    const operations = tr('account:api.webhooks.groups.operation');
    await dialog.getByLabel(tr('account:api.webhooks.allOf', { group: operations })).check();
    await dialog
      .getByRole('button', { name: tr('account:api.webhooks.submitCreate'), exact: true })
      .click();
    const whsecField = dialog.getByLabel(tr('account:api.webhooks.secretTitle'), { exact: true });
    await whsecField.waitFor();
    const webhook = new Webhook(await whsecField.inputValue());
    await dialog.getByRole('button', { name: tr('account:api.savedSecret') }).click();
    await dialog.waitFor({ state: 'detached' });

    // The shop's origin may embed the account's signing pages.
    await account.getByLabel(tr('account:api.embed.origin')).fill(integratorHost.url);
    await account.getByRole('button', { name: tr('account:api.embed.add') }).click();
    await account.getByText(tr('account:api.embed.saved')).waitFor();
    await account.getByText(integratorHost.url, { exact: true }).waitFor();

    // The integrator's server: @confirma/client with the key creates an OTP operation.
    const api = createConfirmaClient({ baseUrl: product.url, credentials });
    const { data: config } = await api.GET('/api/config');
    const domainUuid = config?.domainUuid ?? '';
    const phone = '+34600777002';
    const created = await api.POST('/api/v2/create/withotpandtoken/{domainUuid}', {
      params: { path: { domainUuid } },
      body: {
        signers: [
          {
            level: 1,
            order: 1,
            signaturesType: ['SIMPLE'],
            signerData: [
              { identifier: 'name', value: 'Marta', label: 'Name', resumen: 'Y' },
              { identifier: 'lastname', value: 'Ruiz', label: 'Last name', resumen: 'Y' },
              { identifier: 'email', value: 'marta@example.com', resumen: 'Y' },
              { identifier: 'cellphone', value: phone },
              { identifier: 'idiomadef', value: 'en-en' },
            ],
          },
        ],
        operationData: { opClass: 1241 },
      },
    });
    if (!created.data) throw new Error(`create: ${created.error?.code}`);
    const { loginautToken } = created.data;
    const operationUuid = created.data.uuids[0] ?? '';

    // operation.created: the receiver is down (500); it comes up and the scheduled retry,
    // a second later, lands with the same webhook-id.
    const tries = (type: string) =>
      receiver.state.tries.filter((one) => JSON.parse(one.body).type === type);
    await expect.poll(() => tries('operation.created').length, { timeout: 10_000 }).toBe(1);
    receiver.state.status = 200;
    await expect.poll(() => tries('operation.created').length, { timeout: 10_000 }).toBe(2);
    const [firstCreated, retriedCreated] = tries('operation.created');
    expect(retriedCreated?.id).toBe(firstCreated?.id);
    expect(webhook.verify(retriedCreated?.body ?? '', retriedCreated?.headers ?? {})).toEqual({
      type: 'operation.created',
      timestamp: expect.any(String),
      data: { operationUuid, status: expect.any(String) },
    });
    receiver.state.status = 500;

    // The signer, on the shop's page (another origin): the signing page in the iframe.
    integratorHost.page.html = hostPage(product.url, loginautToken);
    const shop = await browser.newPage();
    const shopProblems = watchPage(shop);
    await shop.goto(`${integratorHost.url}/`);
    await pdfRendered(shop.frame({ url: /\/embed\/signing/ }) as unknown as Page);
    await acceptAndSign(shop, phone);
    await expect
      .poll(async () => (await received(shop)).map(([type]) => type), { timeout: 20_000 })
      .toContain('signed');
    expect((await received(shop)).find(([type]) => type === 'signed')?.[1]).toMatchObject({
      operationId: operationUuid,
    });

    // operation.signed fails twice (the try and its one retry): the delivery is FAILED.
    await expect.poll(() => tries('operation.signed').length, { timeout: 20_000 }).toBe(2);
    expect(tries('operation.signed').map((one) => one.answered)).toEqual([500, 500]);
    receiver.state.status = 200;

    // The integrator sees it in the deliveries view: operation.created delivered at its
    // second attempt, operation.signed failed; resends it and watches it turn delivered.
    const endpoint = account.getByTestId('webhook-endpoint');
    await endpoint.getByRole('button', { name: tr('account:api.webhooks.deliveries') }).click();
    dialog = account.getByRole('dialog');
    const item = (type: string) => dialog.getByTestId('webhook-delivery').filter({ hasText: type });
    const status = (key: string) => tr(`account:api.webhooks.deliveryStatus.${key}`);
    await item('operation.created').getByText(status('SUCCEEDED'), { exact: true }).waitFor();
    await item('operation.created')
      .getByText(tr('account:api.webhooks.attempts', { count: 2 }))
      .waitFor();
    await item('operation.signed').getByText(status('FAILED'), { exact: true }).waitFor();
    await item('operation.signed')
      .getByText(tr('account:api.webhooks.responseStatus', { status: 500 }))
      .waitFor();
    const resendLabel = tr('account:api.webhooks.resendLabel', { event: 'operation.signed' });
    await item('operation.signed')
      .getByRole('button', { name: resendLabel.replace('{{date}}', '') })
      .click();
    await account.getByText(tr('account:api.webhooks.resent')).waitFor();
    await item('operation.signed')
      .getByText(status('SUCCEEDED'), { exact: true })
      .waitFor({ timeout: 10_000 });
    await item('operation.signed')
      .getByText(tr('account:api.webhooks.attempts', { count: 3 }))
      .waitFor();

    // The receiver got it, same webhook-id, signed with the endpoint's secret.
    const signed = tries('operation.signed');
    expect(signed.map((one) => one.answered)).toEqual([500, 500, 200]);
    expect(new Set(signed.map((one) => one.id)).size).toBe(1);
    expect(webhook.verify(signed[2]?.body ?? '', signed[2]?.headers ?? {})).toEqual({
      type: 'operation.signed',
      timestamp: expect.any(String),
      data: { operationUuid, status: 'SIGNED' },
    });
    // A body changed on the way is refused.
    expect(() =>
      webhook.verify(
        (signed[2]?.body ?? '').replace('SIGNED', 'REJECTED'),
        signed[2]?.headers ?? {},
      ),
    ).toThrow();
    const read = await api.GET('/api/v2/getoperationbyuuid/{domainUuid}/{operationUuid}', {
      params: { path: { domainUuid, operationUuid } },
    });
    expect(read.data?.status).toBe('SIGNED');
    expect(problems).toEqual([]);
    expect(shopProblems.filter((line) => !line.includes('favicon'))).toEqual([]);
    await shop.close();
    await context.close();
  });
});
