import type { TAccessResolver } from '../../platform/http/access.ts';
import type { TAuth } from './auth.ts';
import { requireUser, type TSessionUser } from './require-user.ts';

declare module '../../platform/http/access.ts' {
  interface TAccessScopes {
    /** The browser's account session (cookie) only: no bearer token counts. */
    session: TSessionUser;
  }
}

/** The `session` scope: the signed-in user of the session cookie, or 401 UNAUTHORIZED. */
export function sessionAccess(auth: TAuth): TAccessResolver<TSessionUser> {
  return { resolve: (request) => requireUser(auth, request) };
}
