import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../apps/server/test/support/sign-up.ts';
import { logInThroughForm } from './support/accounts.ts';
import { launchBrowser, VIEWPORTS, watchPage } from './support/browser.ts';
import { translate } from './support/locales.ts';
import { signedUp } from './support/signing.ts';
import { freePort, startProduct, type TProduct } from './support/start-product.ts';

let product: TProduct;
let browser: Browser;
/**
 * The address browsed: a passkey's relying party is a domain, never an IP address, so the
 * product is started with `localhost` as its public address (a secure context too).
 */
let url: string;

beforeAll(async () => {
  const port = await freePort();
  url = `http://localhost:${port}`;
  product = await startProduct({ PUBLIC_URL: url }, { port });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.close();
});

describe('passkeys, in English', () => {
  const tr = (key: string) => translate('en', key);

  it('adds a passkey in My Account, signs out, and signs in with it: from the autofill, then by its button', async () => {
    const email = 'passkey.holder@example.com';
    await signedUp(url, email);
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const problems = watchPage(page);
    // The device: Chrome's virtual authenticator, a platform one that verifies its user.
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    await page.goto(`${url}/?lang=en#/loginpage`);
    await logInThroughForm(page, email, TEST_PASSWORD);

    // Datos: none yet; one added under a name, kept on the device as a discoverable key.
    await page.getByText(tr('account:profile.passkeys.empty'), { exact: true }).waitFor();
    await page
      .getByRole('button', { name: tr('account:profile.passkeys.add'), exact: true })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(tr('account:profile.passkeys.name')).fill('Work laptop');
    await dialog.getByRole('button', { name: tr('account:profile.passkeys.create') }).click();
    await page.getByText(tr('account:profile.passkeys.addedNotice'), { exact: true }).waitFor();
    const list = page.getByRole('list', { name: tr('account:profile.passkeys.listLabel') });
    await list.getByText('Work laptop', { exact: true }).waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);

    // Signed out, then in again with the passkey alone, no e-mail, no password: offered
    // among the e-mail field's suggestions (the virtual authenticator picks the one it has),
    // (Signed out once the server has ended the session: its answer clears the cookie.)
    const signOut = async () => {
      const ended = page.waitForResponse((response) =>
        response.url().endsWith('/api/auth/sign-out'),
      );
      await page
        .locator('header')
        .getByRole('button', { name: tr('nav:signOut') })
        .click();
      await ended;
      await page.waitForURL(/#\/homepage2$/);
    };
    const signedIn = () =>
      expect.poll(() => page.locator('header').getByTestId('user-email').textContent()).toBe(email);
    await signOut();
    await page.goto(`${url}/?lang=en#/loginpage`);
    await page.waitForURL(/#\/profilepage/);
    await signedIn();
    // and by its button where the browser has no such suggestions.
    await signOut();
    await page.addInitScript(() => {
      Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', {
        value: () => Promise.resolve(false),
        configurable: true,
      });
    });
    await page.reload();
    await page.goto(`${url}/?lang=en#/loginpage`);
    await page.getByRole('button', { name: tr('account:login.passkey'), exact: true }).click();
    await page.waitForURL(/#\/profilepage/);
    await signedIn();
    // One signature to make it, one for each sign-in: two sign-ins, no more.
    const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(after.credentials[0]?.signCount).toBe(3);
    expect(problems).toEqual([]);
    await context.close();
  });
});
