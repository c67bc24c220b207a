import type { FastifyRequest } from 'fastify';
import type { TDbOrTx } from '../../platform/db/client.ts';
import type { TAuth } from '../accounts/index.ts';
import type { TAdminActor } from './admin.types.ts';
import { requireAdmin } from './require-admin.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The administrator of a back-office request (set by the admin guard's onRequest hook). */
    adminActor: TAdminActor | null;
  }
}

/**
 * The onRequest hook of the back office's scope: every route registered in it (or in a
 * plugin registered in it) answers 401 without a session and 403 without the admin role,
 * before its body is parsed or validated. Account tokens never count: only the session
 * cookie (requireAdmin). The role is read on every request, so a revocation is immediate.
 */
export function adminGuard(db: TDbOrTx, auth: TAuth) {
  return async (request: FastifyRequest) => {
    const user = await requireAdmin(db, auth, request);
    request.adminActor = { id: user.id, email: user.email, name: user.name, ip: request.ip };
  };
}

/** The administrator the guard resolved (a route outside the admin scope is a programming error). */
export function adminOf(request: FastifyRequest): TAdminActor {
  if (!request.adminActor) throw new Error('the admin guard did not run for this route');
  return request.adminActor;
}
