import { ZAccountDocument } from '@confirma/contracts/account';
import { ZAuthSsoStart } from '@confirma/contracts/auth';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, type THttpClient } from './support/http-client.ts';
import { createSamlIdp } from './support/saml-idp.ts';
import { signedInClient } from './support/sign-up.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';

const IDP_ENTITY_ID = 'https://idp.globex.test/saml';
const PROVIDER = 'globex-saml';

/** Posts the IdP's form to the ACS as a browser would, keeping the cookies it sets. */
async function postForm(client: THttpClient, url: string, form: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(IDP_ENTITY_ID).origin,
    },
    body: new URLSearchParams(form).toString(),
  });
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const index = pair.indexOf('=');
    client.jar.set(pair.slice(0, index), pair.slice(index + 1));
  }
  return response;
}

describe('single sign-on through an organisation’s SAML 2.0 identity provider', () => {
  let server: TTestServer;
  let idp: Awaited<ReturnType<typeof createSamlIdp>>;
  let admin: THttpClient;

  beforeAll(async () => {
    server = await startTestServer();
    idp = await createSamlIdp({ entityID: IDP_ENTITY_ID, ssoUrl: 'https://idp.globex.test/sso' });
    admin = await signedInClient(server, 'it@globex.test');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('registers the IdP with its entry point, certificate and our entity id, kept encrypted', async () => {
    const account = ZAccountDocument.parse(await (await admin.get('/api/account')).json());
    const response = await admin.post('/api/auth/sso/register', {
      providerId: PROVIDER,
      issuer: `${server.url}/api/auth/sso/saml2/sp/metadata?providerId=${PROVIDER}`,
      domain: 'globex.test',
      organizationId: account.userUid,
      samlConfig: {
        entryPoint: 'https://idp.globex.test/sso',
        cert: idp.certPem,
        idpMetadata: { entityID: IDP_ENTITY_ID },
        wantAssertionsSigned: true,
        identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const { rows } = (await server.platform.database.db.execute(
      sql`select saml_config, organization_id, default_role, enforced from auth_sso_providers`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(rows).toEqual([
      expect.objectContaining({
        organization_id: account.userUid,
        default_role: 'viewer',
        enforced: false,
      }),
    ]);
    expect(String(rows[0]?.saml_config)).not.toContain('entryPoint');
  });

  it('signs in by domain: the AuthnRequest answered by a signed response posted to the ACS', async () => {
    const metadata = await admin.get(`/api/auth/sso/saml2/sp/metadata?providerId=${PROVIDER}`);
    expect(metadata.status).toBe(200);
    const spMetadata = await metadata.text();
    expect(spMetadata).toContain(`/api/auth/sso/saml2/sp/acs/${PROVIDER}`);

    const browser = createHttpClient(server.url);
    const start = await browser.post('/api/auth/sign-in/sso', {
      email: 'luis.vidal@globex.test',
      callbackURL: '/',
    });
    expect(start.status, await start.clone().text()).toBe(200);
    const { url } = ZAuthSsoStart.parse(await start.json());
    expect(url.startsWith('https://idp.globex.test/sso?SAMLRequest=')).toBe(true);

    const { acsUrl, form } = await idp.answer(url, spMetadata, 'luis.vidal@globex.test');
    expect(acsUrl).toBe(`${server.url}/api/auth/sso/saml2/sp/acs/${PROVIDER}`);
    const consumed = await postForm(browser, acsUrl, form);
    expect(consumed.status, await consumed.clone().text()).toBe(302);
    expect(consumed.headers.get('location')).toBe('/');
    const account = ZAccountDocument.parse(await (await browser.get('/api/account')).json());
    expect(account.userEmail).toBe('luis.vidal@globex.test');

    // The same response again is a replay: no second session from it.
    const replayed = await postForm(createHttpClient(server.url), acsUrl, form);
    expect(replayed.headers.get('location')).toMatch(/error=/);
  });
  it('creates no account for an address outside the provider’s domains', async () => {
    const spMetadata = await (
      await admin.get(`/api/auth/sso/saml2/sp/metadata?providerId=${PROVIDER}`)
    ).text();
    const browser = createHttpClient(server.url);
    const start = await browser.post('/api/auth/sign-in/sso', {
      email: 'someone@globex.test',
      callbackURL: '/',
    });
    const { url } = ZAuthSsoStart.parse(await start.json());
    const { acsUrl, form } = await idp.answer(url, spMetadata, 'mallory@elsewhere.test');
    const consumed = await postForm(browser, acsUrl, form);
    expect(consumed.status).toBe(302);
    expect(consumed.headers.get('location')).toMatch(/error=/);
    expect((await browser.get('/api/account')).status).toBe(401);
    const { rows } = (await server.platform.database.db.execute(
      sql`select id from auth_users where email = 'mallory@elsewhere.test'`,
    )) as unknown as { rows: unknown[] };
    expect(rows).toEqual([]);
  });
});
