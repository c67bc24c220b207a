import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { findUserIdByEmail } from '../accounts/index.ts';
import { userRoles } from './admin-schema.ts';

/**
 * Grants or revokes the admin role of the account with this e-mail address (case-insensitive).
 * Returns the user's id, or null when no account has that address.
 */
export async function setAdminRole(
  db: TDbOrTx,
  params: { email: string; grant: boolean; by: string },
): Promise<string | null> {
  const userId = await findUserIdByEmail(db, { email: params.email });
  if (!userId) return null;
  if (params.grant) {
    await db
      .insert(userRoles)
      .values({ userId, role: 'admin', grantedBy: params.by })
      .onConflictDoNothing();
  } else {
    await db.delete(userRoles).where(eq(userRoles.userId, userId));
  }
  return userId;
}
