import type { TAccessResolver } from '../../platform/http/access.ts';
import type { TPlatform } from '../../platform/platform.ts';
import type { TAuth } from '../accounts/index.ts';
import type { TAdminActor } from './admin.types.ts';
import type { TPlatformRole } from './admin-schema.ts';
import { requirePlatformRole } from './require-admin.ts';

/** The platform reviewer acting in a review desk request, and where from. */
export type TReviewerActor = TAdminActor;

declare module '../../platform/http/access.ts' {
  interface TAccessScopes {
    /** A signed-in administrator (session cookie and the admin role). */
    admin: TAdminActor;
    /** A signed-in platform reviewer (session cookie and the reviewer role). */
    reviewer: TReviewerActor;
  }
}

/**
 * A scope of a platform role: 401 without a session and 403 without the role, checked when
 * the request arrives (onRequest), before its body is parsed or validated. Account tokens
 * never count: only the session cookie (requirePlatformRole). The role is read on every
 * request, so a revocation is immediate; with `STAFF_SECOND_FACTOR` the session's user
 * must have two-step verification on.
 */
function platformRoleAccess(
  platform: TPlatform,
  auth: TAuth,
  role: TPlatformRole,
): TAccessResolver<TAdminActor> {
  const secondFactor = platform.config.STAFF_SECOND_FACTOR;
  return {
    phase: 'onRequest',
    resolve: async (request) => {
      const user = await requirePlatformRole(platform.database.db, auth, request, {
        role,
        secondFactor,
      });
      return { id: user.id, email: user.email, name: user.name, ip: request.ip };
    },
  };
}

/** The `admin` scope: the back office (/api/admin). */
export const adminAccess = (platform: TPlatform, auth: TAuth): TAccessResolver<TAdminActor> =>
  platformRoleAccess(platform, auth, 'admin');

/** The `reviewer` scope: the identification review desk (/api/review). */
export const reviewerAccess = (platform: TPlatform, auth: TAuth): TAccessResolver<TReviewerActor> =>
  platformRoleAccess(platform, auth, 'reviewer');
