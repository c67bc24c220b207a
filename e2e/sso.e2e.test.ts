import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcIssuer } from '../apps/server/test/support/oidc-issuer.ts';
import { serveSamlIdp } from '../apps/server/test/support/saml-idp.ts';
import { launchBrowser, VIEWPORTS, watchPage } from './support/browser.ts';
import { translate } from './support/locales.ts';
import { signedUp } from './support/signing.ts';
import { freePort, startProduct, type TProduct } from './support/start-product.ts';

// Single sign-on in a real browser: one organisation registers a local OpenID provider
// (npm oidc-provider) for its domain, another a SAML 2.0 identity provider (npm samlify,
// served over HTTP); a person of either domain signs in with the e-mail alone and joins
// the organisation with its provider's default role.
let product: TProduct;
let issuer: Awaited<ReturnType<typeof startOidcIssuer>>;
let samlIdp: Awaited<ReturnType<typeof serveSamlIdp>>;
let globexId: string;
let browser: Browser;

beforeAll(async () => {
  const port = await freePort();
  issuer = await startOidcIssuer({
    clientId: 'confirma-e2e-sso',
    clientSecret: 'confirma-e2e-sso-secret',
    redirectUri: `http://127.0.0.1:${port}/api/auth/sso/callback/initech`,
    account: { sub: 'initech-7', email: 'peter@initech.test', name: 'Peter Gibbons' },
  });
  samlIdp = await serveSamlIdp({
    port: await freePort(),
    spMetadataUrl: `http://127.0.0.1:${port}/api/auth/sso/saml2/sp/metadata?providerId=globex`,
    email: 'luis.vidal@globex.test',
  });
  product = await startProduct({ SSO_IDP_ORIGINS: `${issuer.issuer},${samlIdp.origin}` }, { port });
  const admin = await signedUp(product.url, 'it@initech.test');
  const account = (await (await admin.get('/api/account')).json()) as { userUid: string };
  const registered = await admin.post('/api/auth/sso/register', {
    providerId: 'initech',
    issuer: issuer.issuer,
    domain: 'initech.test',
    organizationId: account.userUid,
    oidcConfig: {
      clientId: 'confirma-e2e-sso',
      clientSecret: 'confirma-e2e-sso-secret',
      discoveryEndpoint: issuer.discoveryUrl,
      pkce: true,
    },
  });
  if (registered.status !== 200) throw new Error(`register: ${registered.status}`);
  const globex = await signedUp(product.url, 'it@globex.test');
  globexId = ((await (await globex.get('/api/account')).json()) as { userUid: string }).userUid;
  const saml = await globex.post('/api/auth/sso/register', {
    providerId: 'globex',
    issuer: `${product.url}/api/auth/sso/saml2/sp/metadata?providerId=globex`,
    domain: 'globex.test',
    organizationId: globexId,
    samlConfig: {
      entryPoint: samlIdp.ssoUrl,
      cert: samlIdp.certPem,
      idpMetadata: { entityID: samlIdp.entityID },
      wantAssertionsSigned: true,
      identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    },
  });
  if (saml.status !== 200) throw new Error(`register SAML: ${saml.status} ${await saml.text()}`);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.close();
  await issuer?.close();
  await samlIdp?.close();
});

describe('single sign-on', () => {
  it('signs in with the e-mail alone through the organisation’s provider', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${product.url}/#/loginpage?lang=es`);
    await page.locator('input[name="email"]').fill('peter@initech.test');
    await page.getByRole('button', { name: translate('es', 'account:login.sso') }).click();
    await page.waitForURL(/#\/profilepage/, { timeout: 20_000 });
    await expect
      .poll(() => page.locator('header').first().textContent(), { timeout: 10_000 })
      .toContain('peter@initech.test');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('signs in through the organisation’s SAML identity provider, and joins it', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${product.url}/#/loginpage?lang=en`);
    await page.locator('input[name="email"]').fill('luis.vidal@globex.test');
    await page.getByRole('button', { name: translate('en', 'account:login.sso') }).click();
    await page.waitForURL(/#\/profilepage/, { timeout: 20_000 });
    await expect
      .poll(() => page.locator('header').first().textContent(), { timeout: 10_000 })
      .toContain('luis.vidal@globex.test');
    const mine = await page.evaluate(async () => (await fetch('/api/organizations')).json());
    expect(mine.organizations).toContainEqual(
      expect.objectContaining({ id: globexId, role: 'viewer' }),
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});
