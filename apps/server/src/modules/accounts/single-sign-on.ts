import { getCurrentAdapter } from '@better-auth/core/context';
import { sso } from '@better-auth/sso';
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';

/** The roles a provider may give the people it signs in first (never `owner`). */
export const SSO_MEMBER_ROLES = ['admin', 'sender', 'reviewer', 'viewer', 'billing'] as const;

export const domainOf = (email: string) => email.trim().toLowerCase().split('@').at(-1) ?? '';

/** `domains`: a provider's, comma-separated; a subdomain of one matches as the plugin does. */
export function domainMatches(domain: string, domains: string) {
  return domains
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .some((item) => item !== '' && (domain === item || domain.endsWith(`.${item}`)));
}

/** What better-auth hands a database hook about the call (its endpoint context). */
export interface THookContext {
  path?: string;
  params?: Record<string, string | undefined>;
  context: { adapter: Parameters<typeof getCurrentAdapter>[0] };
}

/**
 * Whether a user the SSO plugin is about to create has an address of the signing provider's
 * domains: an organisation's IdP speaks for its own people, not for addresses of other
 * domains (their owners could never sign in by password later: the address would be taken).
 * Any other creation passes. Read through better-auth's transaction, which holds the
 * connection.
 */
export async function ssoAddressAllowed(email: string, context: THookContext | null) {
  const providerId = context?.params?.providerId;
  if (!context?.path?.startsWith('/sso/') || !providerId) return true;
  const adapter = await getCurrentAdapter(context.context.adapter);
  const provider = await adapter.findOne<{ domain: string }>({
    model: 'ssoProvider',
    where: [{ field: 'providerId', value: providerId }],
  });
  return provider !== null && domainMatches(domainOf(email), provider.domain);
}

/**
 * Whether a session may open for this user: through single sign-on always; otherwise (a
 * password, Google, a second factor) only when no enforced provider signs their domain in.
 * The bridge refuses a password first with SSO_REQUIRED; this holds for every other way.
 */
export async function sessionAllowedBySso(userId: string, context: THookContext | null) {
  if (!context || context.path?.startsWith('/sso/')) return true;
  const adapter = await getCurrentAdapter(context.context.adapter);
  const user = await adapter.findOne<{ email: string }>({
    model: 'user',
    where: [{ field: 'id', value: userId }],
  });
  if (!user) return true;
  const enforced = await adapter.findMany<{ domain: string }>({
    model: 'ssoProvider',
    where: [{ field: 'enforced', value: true }],
  });
  const domain = domainOf(user.email);
  return !enforced.some((provider) => domainMatches(domain, provider.domain));
}

/**
 * A provider's `defaultRole`, one a newcomer may get, else `viewer`. The plugin's type names
 * its own two roles; ours are the organisation's (the cast).
 */
function memberRoleOf(provider: object): 'member' | 'admin' {
  const role = (provider as { defaultRole?: unknown }).defaultRole;
  const known = SSO_MEMBER_ROLES.find((allowed) => allowed === role) ?? 'viewer';
  return known as 'member' | 'admin';
}

/**
 * How long the plugin waits for a SAML response to the AuthnRequest it sent, and how far
 * the IdP's clock may be from ours: the plugin's defaults (5 minutes), written here.
 */
const SAML_REQUEST_TTL_MS = 5 * 60_000;
const SAML_CLOCK_SKEW_MS = 5 * 60_000;

/**
 * Single sign-on per organisation (better-auth's SSO plugin, `@better-auth/sso`): OpenID
 * Connect and SAML 2.0 identity providers in `auth_sso_providers`, found by the e-mail
 * domain at `/sign-in/sso`. Besides the plugin's fields a provider keeps `defaultRole` and
 * `enforced` (single-sign-on-guard.ts refuses passwords for its domain).
 *
 * The plugin stores a provider's OpenID and SAML configurations as JSON in clear, with the
 * OpenID client secret and any SAML private key inside: both columns are encrypted with the
 * auth secret here (AES through better-auth's `symmetricEncrypt`, as the two-factor
 * secrets), by the adapter's field transforms, so every read and write of the plugin goes
 * through them.
 */
export function singleSignOn(secret: string) {
  const plugin = sso({
    providersLimit: 10,
    // Just-in-time membership: a person a provider signs in first joins its organisation with
    // the provider's default role (once the organisation plugin is there; a no-op before).
    organizationProvisioning: { getRole: async ({ provider }) => memberRoleOf(provider) },
    // A SAML response must answer an AuthnRequest of ours (no IdP-initiated sign-in), be
    // signed, and carry its validity window.
    saml: {
      enableInResponseToValidation: true,
      allowIdpInitiated: false,
      requestTTL: SAML_REQUEST_TTL_MS,
      clockSkew: SAML_CLOCK_SKEW_MS,
      requireTimestamps: true,
    },
    schema: {
      ssoProvider: {
        additionalFields: {
          defaultRole: { type: 'string', required: false, defaultValue: 'viewer' },
          enforced: { type: 'boolean', required: false, defaultValue: false },
        },
      },
    },
  });
  const fields = plugin.schema.ssoProvider.fields;
  for (const name of ['oidcConfig', 'samlConfig'] as const) {
    fields[name] = {
      ...fields[name],
      type: 'string',
      transform: {
        input: (value) =>
          typeof value === 'string' ? symmetricEncrypt({ key: secret, data: value }) : value,
        output: (value) =>
          typeof value === 'string' ? symmetricDecrypt({ key: secret, data: value }) : value,
      },
    };
  }
  return plugin;
}
