import { eq } from 'drizzle-orm';
import type { TTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { authUsers } from './accounts-schema.ts';

/**
 * Holds the user's row until the transaction ends (FOR KEY SHARE, the lock a foreign key to
 * it takes anyway), so the account is not erased while rows pointing to it are written.
 * UNAUTHORIZED when it is gone already: a token whose liveness another process vouched for
 * a moment before the erasure (token-liveness.ts) creates nothing.
 */
export async function lockUser(tx: TTx, userId: string): Promise<void> {
  const [user] = await tx
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(eq(authUsers.id, userId))
    .for('key share');
  if (!user) throw new AppError('UNAUTHORIZED', 'The account no longer exists');
}
