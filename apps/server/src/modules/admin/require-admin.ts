import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { requireUser, type TAuth, type TSessionUser } from '../accounts/index.ts';
import { userRoles } from './admin-schema.ts';

/** Whether the user holds the admin role. */
export async function isAdmin(db: TDbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')))
    .limit(1);
  return Boolean(row);
}

/**
 * The signed-in administrator of this request (session cookie only: account tokens never
 * reach the back office): UNAUTHORIZED without a session, FORBIDDEN without the role. The
 * role is read on every request, so a revocation takes effect at once.
 */
export async function requireAdmin(
  db: TDbOrTx,
  auth: TAuth,
  request: FastifyRequest,
): Promise<TSessionUser> {
  const user = await requireUser(auth, request);
  if (!(await isAdmin(db, user.id))) {
    throw new AppError('FORBIDDEN', 'This area is for administrators');
  }
  return user;
}
