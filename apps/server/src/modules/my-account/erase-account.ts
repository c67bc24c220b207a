import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { type TAuth, type TSessionEndListener, webHeaders } from '../accounts/index.ts';

/**
 * Erases the signed-in user's account through better-auth, which asks for the password
 * again (403 when it is wrong), with the organisations only they belong to (409 LAST_OWNER
 * while they are the last owner of one with other members). The account's tokens die with it, in this process at once.
 */
export async function eraseAccount(
  { auth, liveness }: { auth: TAuth; liveness: TSessionEndListener },
  request: FastifyRequest,
  { userId, password }: { userId: string; password: string },
): Promise<void> {
  try {
    await auth.api.deleteUser({ body: { password }, headers: webHeaders(request) });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('FORBIDDEN', 'The password is not correct');
  }
  liveness.forgetUser(userId);
}
