import { generateKeyPairSync } from 'node:crypto';
import * as samlify from 'samlify';
import type { PostBindingContext } from 'samlify/types/src/types';
import { toPem } from '../../src/modules/sealing/pki/certificate-info.ts';
import { createCertificate } from '../../src/modules/sealing/pki/create-certificate.ts';

const HOUR_MS = 3600_000;

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
