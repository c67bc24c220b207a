import type { FastifyRequest } from 'fastify';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { requireUser, type TAuth, type TSessionUser } from '../accounts/index.ts';
import { holdsRole } from './admin-queries.ts';
import type { TPlatformRole } from './admin-schema.ts';

/** Whether the user holds the admin role. */
export const isAdmin = (db: TDbOrTx, userId: string): Promise<boolean> =>
  holdsRole(db, { userId, role: 'admin' });

/** Whether the user holds the reviewer role (the identification review desk). */
export const isReviewer = (db: TDbOrTx, userId: string): Promise<boolean> =>
  holdsRole(db, { userId, role: 'reviewer' });

const REFUSALS: Record<TPlatformRole, string> = {
  admin: 'This area is for administrators',
  reviewer: 'This area is for reviewers',
};

/**
 * The signed-in user of this request holding `role` (session cookie only: account tokens
 * never reach the back office or the review desk): UNAUTHORIZED without a session,
 * FORBIDDEN without the role, SECOND_FACTOR_REQUIRED without two-step verification where
 * staff must have it (`STAFF_SECOND_FACTOR`). The role is read on every request, so a
 * revocation takes effect at once.
 */
export async function requirePlatformRole(
  db: TDbOrTx,
  auth: TAuth,
  request: FastifyRequest,
  { role, secondFactor }: { role: TPlatformRole; secondFactor: boolean },
): Promise<TSessionUser> {
  const user = await requireUser(auth, request);
  if (!(await holdsRole(db, { userId: user.id, role }))) {
    throw new AppError('FORBIDDEN', REFUSALS[role]);
  }
  if (secondFactor && !user.twoFactorEnabled) {
    throw new AppError(
      'SECOND_FACTOR_REQUIRED',
      'Turn on two-step verification in My account to use this area',
    );
  }
  return user;
}
