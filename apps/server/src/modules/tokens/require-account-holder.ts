import type { FastifyRequest } from 'fastify';
import { requireUser, type TAuth } from '../accounts/index.ts';
import { requireToken, type TTokenVerifier } from './require-token.ts';

/** What recognising an account holder takes: the session reader and the token verifier. */
export interface TAccountHolderAuth {
  auth: TAuth;
  tokens: TTokenVerifier;
}

/**
 * The user an account holder's request comes from: an account token when the request
 * carries `Authorization: Bearer` (an integrator, or the web with its session's token),
 * otherwise the browser's session cookie. A signer's or a file token is no account's, and
 * neither is a request with no valid one: UNAUTHORIZED.
 */
export async function requireAccountHolder(
  { auth, tokens }: TAccountHolderAuth,
  request: FastifyRequest,
): Promise<{ userId: string; via: 'token' | 'session' }> {
  if (request.headers.authorization !== undefined) {
    const token = await requireToken(tokens, request, 'account');
    return { userId: token.sub, via: 'token' };
  }
  const user = await requireUser(auth, request);
  return { userId: user.id, via: 'session' };
}
