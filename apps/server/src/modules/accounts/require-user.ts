import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { CLIENT_IP_HEADER, type TAuth } from './auth.ts';

export interface TSessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  createdAt: Date;
  /** Two-step verification is on (the session was opened with a second factor). */
  twoFactorEnabled?: boolean | null | undefined;
}

/**
 * The signed-in user of this request (session cookie), the session's id and the
 * organisation it acts for (the one chosen, else the user's own), or UNAUTHORIZED.
 */
export async function requireSession(
  auth: TAuth,
  request: FastifyRequest,
): Promise<{
  user: TSessionUser;
  sessionId: string;
  organizationId: string;
  /** How the session signed in (auth_sessions.signed_in_with); null when unknown. */
  signedInWith: string | null;
}> {
  const session = await auth.api.getSession({ headers: webHeaders(request) });
  if (!session) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
  return {
    user: session.user,
    sessionId: session.session.id,
    signedInWith: (session.session as { signedInWith?: string | null }).signedInWith ?? null,
    organizationId:
      (session.session as { activeOrganizationId?: string | null }).activeOrganizationId ??
      session.user.id,
  };
}

/** The signed-in user of this request (session cookie), or UNAUTHORIZED. */
export async function requireUser(auth: TAuth, request: FastifyRequest): Promise<TSessionUser> {
  return (await requireSession(auth, request)).user;
}

/**
 * The request's headers as Web `Headers`, for better-auth. The client address header is
 * ours alone: whatever the client sent under that name is dropped and `request.ip` (the
 * address `TRUSTED_PROXIES` lets us believe) is written instead.
 */
export function webHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}
