import type { TAccessResolver } from '../../platform/http/access.ts';
import {
  requireAccountHolder,
  requireTokenHolder,
  type TAccountActor,
  type TAccountHolderAuth,
} from './require-account-holder.ts';

export type { TAccountActor } from './require-account-holder.ts';

declare module '../../platform/http/access.ts' {
  interface TAccessScopes {
    /**
     * A member acting for an organisation: an account token (`Authorization: Bearer`) or,
     * without one, the session cookie. The route's `permission` is checked against their role.
     */
    account: TAccountActor;
    /** An account's token only (the signing service's API): the cookie does not count. */
    'account-token': TAccountActor;
  }
}

/** The `account` scope: see requireAccountHolder (401 UNAUTHORIZED without an account). */
export function accountAccess(holder: TAccountHolderAuth): TAccessResolver<TAccountActor> {
  return { phase: 'preValidation', resolve: (request) => requireAccountHolder(holder, request) };
}

/** The `account-token` scope: a live account token, or 401 UNAUTHORIZED. */
export function accountTokenAccess(holder: TAccountHolderAuth): TAccessResolver<TAccountActor> {
  return { phase: 'preValidation', resolve: (request) => requireTokenHolder(holder, request) };
}
