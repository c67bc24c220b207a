import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD as PASSWORD } from '../apps/server/test/support/sign-up.ts';
import { base32Bytes, totpCode, totpSecretOf } from '../apps/server/test/support/totp.ts';
import {
  awaitOutbox,
  logInThroughForm,
  mailedLink,
  registerThroughForm,
} from './support/accounts.ts';
import { launchBrowser, VIEWPORTS, watchPage } from './support/browser.ts';
import { translate } from './support/locales.ts';
import { createSigningOperation, signedUp } from './support/signing.ts';
import { startProduct, type TProduct } from './support/start-product.ts';

// An organisation as a team, in a real browser: the owner invites a sender and a viewer by
// e-mail; each accepts from the e-mailed link (one an existing account, one new); the
// sender spends the organisation's credits; the viewer sees the work and may not send; the
// owner requires a second factor, and the sender is led to turn one on and asked for it.
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

const tr = (key: string, values?: Record<string, string>) => translate('es', key, values);

/** An account token for the organisation the page's session acts for (as the web gets it). */
function tokenOf(page: Page): Promise<string> {
  return page.evaluate(async () => (await fetch('/api/v2/login', { method: 'POST' })).text());
}

/** Opens the e-mailed invitation to `email`, and accepts it once signed in. */
async function acceptInvitation(
  page: Page,
  { email, role }: { email: string; role: string },
  signIn: () => Promise<void>,
) {
  await page.goto(await mailedLink(product.url, email));
  await page
    .getByText(
      tr('account:invitation.text', {
        inviter: 'Olga',
        organization: 'Acme',
        role: tr(`nav:organization.roles.${role}`),
      }),
    )
    .waitFor();
  await signIn();
  await page.waitForURL(/#\/invitation\//);
  await page.getByRole('button', { name: tr('account:invitation.accept') }).click();
  await page.waitForURL(/#\/profilepage\?tab=operations/);
}

describe('an organisation of three', () => {
  it('invites, shares credits and work, refuses a viewer, and requires a second factor', async () => {
    const owner = await signedUp(product.url, 'olga@acme.test', PASSWORD, 'Olga');
    await owner.patch('/api/organization', { name: 'Acme' });
    await signedUp(product.url, 'sara@acme.test', PASSWORD, 'Sara');

    // The owner invites a sender and a viewer from My Account → Organización.
    const ownerContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const ownerPage = await ownerContext.newPage();
    const ownerProblems = watchPage(ownerPage);
    await ownerPage.goto(`${product.url}/?lang=es#/loginpage`);
    await logInThroughForm(ownerPage, 'olga@acme.test', PASSWORD);
    await ownerPage.getByRole('tab', { name: tr('account:profile.tabs.organization') }).click();
    for (const [email, role] of [
      ['sara@acme.test', 'sender'],
      ['victor@acme.test', 'viewer'],
    ] as const) {
      await ownerPage.getByLabel(tr('account:organization.invite.email')).fill(email);
      await ownerPage.getByLabel(tr('account:organization.invite.role')).click();
      await ownerPage.getByRole('option', { name: tr(`nav:organization.roles.${role}`) }).click();
      await ownerPage.getByRole('button', { name: tr('account:organization.invite.send') }).click();
      await ownerPage.getByText(email).first().waitFor();
    }

    // Sara, an existing account, signs in from the invitation and accepts it.
    const senderContext = await browser.newContext({ viewport: VIEWPORTS.phone });
    const senderPage = await senderContext.newPage();
    const senderProblems = watchPage(senderPage);
    await acceptInvitation(senderPage, { email: 'sara@acme.test', role: 'sender' }, async () => {
      await senderPage.getByRole('link', { name: tr('account:invitation.signIn') }).click();
      await senderPage.locator('input[name="email"]').fill('sara@acme.test');
      await senderPage.locator('input[name="password"]').fill(PASSWORD);
      await senderPage.locator('form button[type="submit"]').click();
    });
    // She sends with the organisation's credits (the owner's balance is the organisation's).
    const creditsBefore = (await (await owner.get('/api/account')).json()).credits.currentcredits;
    await createSigningOperation(product.url, await tokenOf(senderPage), {
      email: 'firmante@example.com',
      phone: '+34600111222',
      lang: 'es',
      type: 'SIMPLE',
    });
    const creditsAfter = (await (await owner.get('/api/account')).json()).credits.currentcredits;
    expect(creditsAfter).toBeLessThan(creditsBefore);

    // Víctor has no account: he registers from the invitation, verifies, signs in, accepts.
    const viewerContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const viewerPage = await viewerContext.newPage();
    const viewerProblems = watchPage(viewerPage);
    await acceptInvitation(viewerPage, { email: 'victor@acme.test', role: 'viewer' }, async () => {
      await viewerPage.getByRole('link', { name: tr('account:invitation.register') }).click();
      await registerThroughForm(viewerPage, {
        name: 'Víctor',
        email: 'victor@acme.test',
        password: PASSWORD,
      });
      const verification = await awaitOutbox(
        product.url,
        'victor@acme.test',
        'email',
        (text) => /https?:\/\/\S+verify-email\S+/.exec(text)?.[0],
      );
      await viewerPage.goto(verification);
      await viewerPage.waitForURL(/verified=1/);
      await viewerPage.locator('input[name="email"]').fill('victor@acme.test');
      await viewerPage.locator('input[name="password"]').fill(PASSWORD);
      await viewerPage.locator('form button[type="submit"]').click();
    });
    // He sees Sara's request, is offered no way to send, and the API refuses him too.
    await viewerPage.getByTestId('operation-row').first().waitFor();
    expect(
      await viewerPage.getByRole('button', { name: tr('workspace:list.newRequest') }).count(),
    ).toBe(0);
    const refused = await viewerPage.evaluate(
      async (token) => {
        const response = await fetch('/api/v2/create/withotpandtoken/any', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '{}',
        });
        return { status: response.status, body: await response.json() };
      },
      await tokenOf(viewerPage),
    );
    expect(refused).toMatchObject({ status: 403, body: { code: 'ROLE_FORBIDDEN' } });

    // The owner, with two-step verification on, requires it of every member.
    const enabled = await owner.post('/api/auth/two-factor/enable', { password: PASSWORD });
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const ownerSecret = totpSecretOf(totpURI);
    const verified = await owner.post('/api/auth/two-factor/verify-totp', {
      code: totpCode(ownerSecret),
    });
    expect(verified.status).toBe(200);
    await ownerPage.reload();
    await ownerPage.getByRole('tab', { name: tr('account:profile.tabs.organization') }).click();
    const requireIt = ownerPage.getByLabel(tr('account:organization.settings.requireSecondFactor'));
    await requireIt.click();
    await ownerPage.getByText(tr('account:organization.settings.saved')).waitFor();
    expect(await requireIt.isChecked()).toBe(true);

    // Sara's My Account now says why and lets her turn it on; then her sign-in asks for it.
    await senderPage.reload();
    await senderPage.getByText(tr('errors:ORGANIZATION_SECOND_FACTOR_REQUIRED')).waitFor();
    await senderPage
      .getByRole('button', { name: tr('account:profile.twoFactor.turnOn'), exact: true })
      .click();
    const dialog = senderPage.getByRole('dialog');
    await dialog.getByLabel(tr('account:fields.password')).fill(PASSWORD);
    await dialog.getByRole('button', { name: tr('account:profile.twoFactor.next') }).click();
    const key = await dialog
      .getByLabel(tr('account:profile.twoFactor.secret'), { exact: true })
      .inputValue();
    const senderSecret = base32Bytes(key.replace(/\s/g, ''));
    await dialog
      .getByLabel(tr('account:profile.twoFactor.confirmCode'))
      .fill(totpCode(senderSecret));
    await dialog.getByRole('button', { name: tr('account:profile.twoFactor.confirm') }).click();
    await dialog.getByRole('button', { name: tr('account:profile.twoFactor.saved') }).click();
    await senderPage
      .getByRole('button', { name: tr('account:profile.secondFactorRequired.continue') })
      .click();
    await senderPage.getByRole('tab', { name: tr('account:profile.tabs.operations') }).waitFor();

    // Signed in again without the session cookie (same document: no stale start-up reads).
    await senderContext.clearCookies();
    await senderPage.goto(`${product.url}/#/loginpage`);
    await senderPage.locator('input[name="email"]').fill('sara@acme.test');
    await senderPage.locator('input[name="password"]').fill(PASSWORD);
    await senderPage.locator('form button[type="submit"]').click();
    const code = senderPage.getByLabel(tr('account:login.twoFactor.code'));
    await code.waitFor();
    // The next period's code: the one just used to turn it on is not accepted twice.
    await code.fill(totpCode(senderSecret, Date.now() + 30_000));
    await senderPage.getByRole('button', { name: tr('account:login.twoFactor.submit') }).click();
    await senderPage.waitForURL(/#\/profilepage/);
    // Back in the organisation she last chose, with its work.
    await senderPage.getByRole('tab', { name: tr('account:profile.tabs.operations') }).click();
    await senderPage.getByTestId('operation-row').first().waitFor();

    expect(ownerProblems).toEqual([]);
    expect(senderProblems).toEqual([
      // Her organisation's first read, before she had turned it on: what the page explains.
      `HTTP 403: ${product.url}/api/organization`,
      'console error: Failed to load resource: the server responded with a status of 403 (Forbidden)',
    ]);
    expect(viewerProblems).toEqual([
      `HTTP 403: ${product.url}/api/v2/create/withotpandtoken/any`,
      'console error: Failed to load resource: the server responded with a status of 403 (Forbidden)',
    ]);
    await Promise.all([ownerContext.close(), senderContext.close(), viewerContext.close()]);
  });
});
