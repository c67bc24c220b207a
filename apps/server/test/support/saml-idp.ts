import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import { XMLValidator } from 'fast-xml-parser';
import * as samlify from 'samlify';
import type { PostBindingContext } from 'samlify/types/src/types';
import { toPem } from '../../src/modules/sealing/pki/certificate-info.ts';
import { createCertificate } from '../../src/modules/sealing/pki/create-certificate.ts';

const HOUR_MS = 3600_000;

// samlify parses nothing until it is given a validator: well-formed XML, as the product's own
// SAML plugin requires of what it receives (its process sets its own).
samlify.setSchemaValidator({
  validate: async (xml: string) => {
    if (XMLValidator.validate(xml, { allowBooleanAttributes: true }) === true) {
      return 'SUCCESS_VALIDATE_XML';
    }
    throw new Error('ERR_INVALID_XML');
  },
});

/**
 * A SAML 2.0 identity provider (npm samlify, as the IdP) with a generated RSA key and a
 * self-signed certificate: it answers a service provider's AuthnRequest with a signed
 * response for a given person. No HTTP server: the test takes the request from the redirect
 * the product answers and posts the response to the product's ACS itself.
 */
export async function createSamlIdp({ entityID, ssoUrl }: { entityID: string; ssoUrl: string }) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const now = Date.now();
  const certificate = await createCertificate({
    profile: 'document-signing',
    commonName: new URL(entityID).host,
    organization: 'SAML IdP double',
    publicKey,
    selfKey: { kind: 'local', privateKey },
    notBefore: new Date(now - HOUR_MS),
    notAfter: new Date(now + 24 * HOUR_MS),
  });
  const certPem = toPem('CERTIFICATE', certificate.der);
  const idp = samlify.IdentityProvider({
    entityID,
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    signingCert: certPem,
    wantAuthnRequestsSigned: false,
    singleSignOnService: [
      { Binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect', Location: ssoUrl },
    ],
    singleLogoutService: [
      { Binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect', Location: ssoUrl },
    ],
  });

  return {
    certPem,
    /**
     * The signed answer to the AuthnRequest carried by `requestUrl` (HTTP-Redirect binding),
     * for the service provider described by `spMetadata`: where to post it and the form.
     */
    async answer(requestUrl: string, spMetadata: string, email: string) {
      const sp = samlify.ServiceProvider({ metadata: spMetadata });
      const query = Object.fromEntries(new URL(requestUrl).searchParams);
      const { extract } = await idp.parseLoginRequest(sp, 'redirect', { query });
      const response = (await idp.createLoginResponse(
        sp,
        { extract },
        'post',
        { email },
        {
          relayState: query.RelayState,
        },
      )) as PostBindingContext;
      return {
        acsUrl: response.entityEndpoint,
        form: { SAMLResponse: response.context, RelayState: query.RelayState ?? '' },
      };
    },
  };
}

/**
 * The IdP of `createSamlIdp` as a browser meets it: its single sign-on URL answers the
 * service provider's AuthnRequest (HTTP-Redirect) with a page that posts the signed response
 * for `email` to the ACS at once, as identity providers do once their user has signed in.
 * `spMetadataUrl`: where the service provider publishes its metadata.
 */
export async function serveSamlIdp({
  port,
  spMetadataUrl,
  email,
}: {
  port: number;
  spMetadataUrl: string;
  email: string;
}) {
  const origin = `http://127.0.0.1:${port}`;
  const idp = await createSamlIdp({ entityID: `${origin}/saml`, ssoUrl: `${origin}/sso` });
  const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const server = http.createServer((request, response) => {
    void (async () => {
      const metadata = await fetch(spMetadataUrl);
      const spMetadata = await metadata.text();
      if (!metadata.ok) throw new Error(`SP metadata: HTTP ${metadata.status} ${spMetadata}`);
      const { acsUrl, form } = await idp.answer(`${origin}${request.url}`, spMetadata, email);
      const fields = Object.entries(form)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${attribute(value)}">`)
        .join('');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><title>IdP</title><form method="post" action="${attribute(acsUrl)}">${fields}</form>` +
          '<script>document.forms[0].submit()</script>',
      );
    })().catch((error: unknown) => {
      response
        .writeHead(500)
        .end(error instanceof Error ? (error.stack ?? String(error)) : String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin,
    entityID: `${origin}/saml`,
    ssoUrl: `${origin}/sso`,
    certPem: idp.certPem,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
