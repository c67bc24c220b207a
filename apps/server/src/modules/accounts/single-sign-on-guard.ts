import { roleMay } from '@confirma/contracts/organizations';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { authSsoProviders } from './accounts-schema.ts';
import type { TAuth } from './auth.ts';
import { resetAccount } from './check-new-password.ts';
import { findMembership } from './organization-membership.ts';
import { webHeaders } from './require-user.ts';
import { domainMatches, domainOf, SSO_MEMBER_ROLES } from './single-sign-on.ts';

/**
 * The SSO plugin's endpoints the product uses (single-sign-on.ts): sign-in by e-mail
 * domain, the OpenID redirect back and the SAML assertion consumer service (the IdP's form
 * post), the SP metadata an organisation gives its IdP, and registering and listing an
 * organisation's providers. Updating and deleting a provider, single logout and domain
 * verification by DNS answer 404.
 */
export const SSO_EXPOSED: readonly [method: 'GET' | 'POST', path: RegExp][] = [
  ['POST', /^\/sign-in\/sso$/],
  ['GET', /^\/sso\/callback\/[^/]+$/],
  ['POST', /^\/sso\/saml2\/sp\/acs\/[^/]+$/],
  ['GET', /^\/sso\/saml2\/sp\/metadata$/],
  ['POST', /^\/sso\/register$/],
  ['GET', /^\/sso\/providers$/],
];

/** The calls that set or use a password: refused for a domain that enforces its provider. */
const PASSWORD_PATHS = new Set(['/sign-in/email', '/sign-up/email', '/request-password-reset']);

/** SSO_REQUIRED when a provider marked `enforced` signs in this address's domain. */
export async function refuseEnforcedDomain(db: TDbOrTx, email: string) {
  const domain = domainOf(email);
  const enforced = await db
    .select({ domain: authSsoProviders.domain })
    .from(authSsoProviders)
    .where(eq(authSsoProviders.enforced, true));
  if (enforced.some((row) => domainMatches(domain, row.domain))) {
    throw new AppError('SSO_REQUIRED', `${domain} signs in through its organisation's provider`);
  }
}

/** Whether the user may manage the organisation's single sign-on: its owners and admins. */
async function administers(db: TDbOrTx, userId: string, organizationId: string) {
  try {
    const membership = await findMembership(db, { userId, organizationId });
    return roleMay(membership.role, 'manage');
  } catch {
    return false;
  }
}

/**
 * What the bridge checks before the plugin registers a provider: a signed-in user who
 * administers the organisation named, a role a newcomer may get, and domains the user's
 * own verified address belongs to (a provider may claim, and enforce, only a domain whose
 * mailbox its registrant proved). Answers the organisation's id, which the bridge writes on
 * the provider once the plugin created it (the plugin checks organisation members itself,
 * which exist only with the organisation plugin).
 */
async function checkRegistration(
  { auth, db }: { auth: TAuth; db: TDbOrTx },
  request: FastifyRequest,
  body: TBody,
) {
  const session = await auth.api.getSession({ headers: webHeaders(request) });
  if (!session) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
  const { user } = session;
  const organizationId = body.organizationId;
  if (typeof organizationId !== 'string' || !(await administers(db, user.id, organizationId))) {
    throw new AppError('FORBIDDEN', "Only the organisation's owner or an admin registers its SSO");
  }
  const role = body.defaultRole ?? 'viewer';
  if (!SSO_MEMBER_ROLES.some((allowed) => allowed === role)) {
    throw new AppError('VALIDATION_FAILED', `defaultRole must be one of ${SSO_MEMBER_ROLES}`);
  }
  const own = domainOf(user.email);
  const domains = typeof body.domain === 'string' ? body.domain.split(',') : [];
  if (!user.emailVerified || domains.length === 0 || domains.some((d) => !domainMatches(own, d))) {
    throw new AppError('FORBIDDEN', `Register SSO only for the domain of your address (${own})`);
  }
  delete body.organizationId;
  return organizationId;
}

type TBody = Record<string, unknown>;

/**
 * The bridge's single sign-on checks for one /api/auth call (call-better-auth.ts): a
 * password for an enforced domain (or a reset of one) is refused, a registration is checked. Answers what to
 * do once better-auth answered.
 */
export async function guardSingleSignOn(
  { auth, db }: { auth: TAuth; db: TDbOrTx },
  request: FastifyRequest,
  path: string,
  body: TBody,
): Promise<(response: Response) => Promise<void>> {
  const nothing = async () => {};
  if (PASSWORD_PATHS.has(path) && typeof body.email === 'string') {
    await refuseEnforcedDomain(db, body.email);
  }
  // A reset link asked for before the domain enforced its provider is refused too.
  if (path === '/reset-password' && typeof body.token === 'string') {
    const account = await resetAccount(auth, body.token);
    if (account) await refuseEnforcedDomain(db, account.email);
  }
  if (path !== '/sso/register') return nothing;
  const organizationId = await checkRegistration({ auth, db }, request, body);
  const providerId = String(body.providerId);
  return async (response) => {
    if (!response.ok) return;
    await db
      .update(authSsoProviders)
      .set({ organizationId })
      .where(eq(authSsoProviders.providerId, providerId));
  };
}
