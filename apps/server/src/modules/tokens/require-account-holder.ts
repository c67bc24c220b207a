import type { FastifyRequest } from 'fastify';
import type { TDbOrTx } from '../../platform/db/client.ts';
import {
  assertSecondFactorIfRequired,
  findMembership,
  requireSession,
  type TAuth,
  type TMembership,
} from '../accounts/index.ts';
import { requireAnyToken, requireToken, type TTokenVerifier } from './require-token.ts';
import { membershipOfToken } from './token-membership.ts';

/** What recognising an account holder takes: the session reader and the token verifier. */
export interface TAccountHolderAuth {
  auth: TAuth;
  tokens: TTokenVerifier;
  /** Where memberships are read. */
  db: TDbOrTx;
}

/**
 * A member acting for their organisation, and how: the browser's cookie, the account token
 * of a browser session, or one issued for an API key of theirs.
 */
export interface TAccountActor extends TMembership {
  via: 'token' | 'session' | 'api_key';
}

/** How an actor's send reached us, as the organisation's audit log records it. */
export function sentVia({ via }: Pick<TAccountActor, 'via'>): 'api_key' | undefined {
  return via === 'api_key' ? 'api_key' : undefined;
}

/**
 * The member an account holder's request comes from, and the organisation they act for: an
 * account token when the request carries `Authorization: Bearer` (an integrator's key acts
 * for its organisation as the member who created it, within its scope; the web's token for its session's
 * organisation), otherwise the browser's session cookie and the organisation the session
 * chose (the user's own until they choose another). A signer's or a file token is no
 * account's, and neither is a request with no valid one: UNAUTHORIZED; a user no longer a
 * member of that organisation: 403 NOT_A_MEMBER.
 */
export async function requireAccountHolder(
  { auth, tokens, db }: TAccountHolderAuth,
  request: FastifyRequest,
): Promise<TAccountActor> {
  if (request.headers.authorization !== undefined) {
    return requireTokenHolder({ auth, tokens, db }, request);
  }
  const { user, organizationId, signedInWith } = await requireSession(auth, request);
  const membership = await findMembership(db, { userId: user.id, organizationId });
  assertSecondFactorIfRequired(membership, { signedInWith });
  return { ...membership, via: 'session' };
}

/** The member of a live account token and the organisation it acts for, or UNAUTHORIZED. */
export async function requireTokenHolder(
  { tokens, db }: TAccountHolderAuth,
  request: FastifyRequest,
): Promise<TAccountActor> {
  const token = await requireToken(tokens, request, 'account');
  return {
    ...(await membershipOfToken(db, token)),
    via: token.cid === 'session' ? 'token' : 'api_key',
  };
}

/**
 * The member a request comes from, when it is one (an account token, or else the session
 * cookie), or null (a signer's token, no credential, or one that does not hold: the route's
 * own scope then answers why). For the permission gate before validation (access.ts).
 */
export async function memberOfRequest(
  holder: TAccountHolderAuth,
  request: FastifyRequest,
): Promise<TAccountActor | null> {
  try {
    const bearer = request.headers.authorization;
    if (bearer !== undefined && !(await isAccountBearer(holder, request))) return null;
    return await requireAccountHolder(holder, request);
  } catch {
    return null;
  }
}

async function isAccountBearer({ tokens }: TAccountHolderAuth, request: FastifyRequest) {
  return (await requireAnyToken(tokens, request)).typ === 'account';
}
