import type { TDbOrTx } from '../../platform/db/client.ts';
import type { TAccessResolver } from '../../platform/http/access.ts';
import type { TAuth } from './auth.ts';
import {
  assertSecondFactorIfRequired,
  findMembership,
  type TMembership,
} from './organization-membership.ts';
import { requireSession, type TSessionUser } from './require-user.ts';

declare module '../../platform/http/access.ts' {
  interface TAccessScopes {
    /**
     * The browser's account session (cookie) only: no bearer token counts. With the
     * organisation the session acts for (chosen, else the user's own; not checked here).
     */
    session: TSessionActor;
    /**
     * The browser's session (cookie only) of a member, acting for the organisation the
     * session chose: the route's `permission` is checked against their role.
     */
    member: TMembership;
  }
}

/** The signed-in person of a `session` route, and the organisation their session chose. */
export type TSessionActor = TSessionUser & { organizationId: string };

/** The `session` scope: the signed-in user of the session cookie, or 401 UNAUTHORIZED. */
export function sessionAccess(auth: TAuth): TAccessResolver<TSessionActor> {
  return {
    resolve: async (request) => {
      const { user, organizationId } = await requireSession(auth, request);
      return { ...user, organizationId };
    },
  };
}

/**
 * The `member` scope: the session cookie's user as a member of the session's organisation
 * (401 UNAUTHORIZED without a session, 403 NOT_A_MEMBER once removed), before the body is
 * validated, so that a role refused is told so whatever it sent.
 */
export function memberAccess(auth: TAuth, db: TDbOrTx): TAccessResolver<TMembership> {
  return {
    phase: 'preValidation',
    resolve: async (request) => {
      const { user, organizationId, signedInWith } = await requireSession(auth, request);
      const membership = await findMembership(db, { userId: user.id, organizationId });
      assertSecondFactorIfRequired(membership, { signedInWith });
      return membership;
    },
  };
}
