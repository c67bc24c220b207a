import type { TDbOrTx } from '../../platform/db/client.ts';
import type { TAccessResolver } from '../../platform/http/access.ts';
import type { TAuth } from '../accounts/index.ts';
import type { TAdminActor } from './admin.types.ts';
import { requireAdmin } from './require-admin.ts';

declare module '../../platform/http/access.ts' {
  interface TAccessScopes {
    /** A signed-in administrator (session cookie and the admin role). */
    admin: TAdminActor;
  }
}

/**
 * The `admin` scope: 401 without a session and 403 without the admin role, checked when
 * the request arrives (onRequest), before its body is parsed or validated. Account tokens
 * never count: only the session cookie (requireAdmin). The role is read on every request,
 * so a revocation is immediate.
 */
export function adminAccess(db: TDbOrTx, auth: TAuth): TAccessResolver<TAdminActor> {
  return {
    phase: 'onRequest',
    resolve: async (request) => {
      const user = await requireAdmin(db, auth, request);
      return { id: user.id, email: user.email, name: user.name, ip: request.ip };
    },
  };
}
