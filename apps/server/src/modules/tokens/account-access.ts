import type { TAccessResolver } from '../../platform/http/access.ts';
import { requireAccountHolder, type TAccountHolderAuth } from './require-account-holder.ts';
import { requireToken, type TTokenVerifier } from './require-token.ts';

/** An account holder, and whether they came with an account token or the session cookie. */
export interface TAccountActor {
  userId: string;
  via: 'token' | 'session';
}

declare module '../../platform/http/access.ts' {
  interface TAccessScopes {
    /** An account: its token (`Authorization: Bearer`) or, without one, the session cookie. */
    account: TAccountActor;
    /** An account's token only (the signing service's API): the cookie does not count. */
    'account-token': { userId: string };
  }
}

/** The `account` scope: see requireAccountHolder (401 UNAUTHORIZED without an account). */
export function accountAccess(holder: TAccountHolderAuth): TAccessResolver<TAccountActor> {
  return { resolve: (request) => requireAccountHolder(holder, request) };
}

/** The `account-token` scope: a live account token, or 401 UNAUTHORIZED. */
export function accountTokenAccess(tokens: TTokenVerifier): TAccessResolver<{ userId: string }> {
  return {
    resolve: async (request) => ({ userId: (await requireToken(tokens, request, 'account')).sub }),
  };
}
