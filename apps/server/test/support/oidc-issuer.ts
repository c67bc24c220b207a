import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Adapter, type AdapterPayload } from 'oidc-provider';

export interface TOidcAccount {
  sub: string;
  email: string;
  name: string;
}

/**
 * The provider's storage, one map per model: what oidc-provider's development adapter does,
 * written out so that it does not warn about using that adapter.
 */
function memoryAdapter(): (name: string) => Adapter {
  const stored = new Map<string, AdapterPayload>();
  return (name) => {
    const key = (id: string) => `${name}:${id}`;
    const all = () => [...stored.values()];
    return {
      upsert: async (id, payload) => void stored.set(key(id), payload),
      find: async (id) => stored.get(key(id)),
      findByUid: async (uid) => all().find((payload) => payload.uid === uid),
      findByUserCode: async (userCode) => all().find((payload) => payload.userCode === userCode),
      consume: async (id) => {
        const payload = stored.get(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      destroy: async (id) => void stored.delete(key(id)),
      revokeByGrantId: async (grantId) => {
        for (const [id, payload] of stored) if (payload.grantId === grantId) stored.delete(id);
      },
    };
  };
}

/**
 * A real OpenID Connect provider (npm oidc-provider) on a random local port, standing in for
 * Google. Its login and consent screens approve at once, as `account`.
 */
export async function startOidcIssuer(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  account: TOidcAccount;
}) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const { account } = options;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    adapter: memoryAdapter(),
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    // Explicit lifetimes (seconds), long enough for one test and without the default's notice.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    jwks: {
      keys: [{ ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: 'k1' }],
    },
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => false },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, email: account.email, email_verified: true, name: account.name }),
    }),
  });
  provider.proxy = false;
  const callback = provider.callback();

  server.on('request', async (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return callback(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'login') {
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: account.sub } },
          {
            mergeWithLastSubmission: false,
          },
        );
        return;
      }
      const grant = new provider.Grant({
        accountId: account.sub,
        clientId: String(details.params.client_id),
      });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        {
          mergeWithLastSubmission: true,
        },
      );
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
