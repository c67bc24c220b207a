import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { authUsers } from '../accounts/index.ts';
import { userRoles } from './admin-schema.ts';

/**
 * Grants or revokes the admin role of the account with this e-mail address (case-insensitive).
 * Returns the user's id, or null when no account has that address.
 */
export async function setAdminRole(
  db: TDbOrTx,
  params: { email: string; grant: boolean; by: string },
): Promise<string | null> {
  const [user] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(eq(sql`lower(${authUsers.email})`, params.email.trim().toLowerCase()))
    .limit(1);
  if (!user) return null;
  if (params.grant) {
    await db
      .insert(userRoles)
      .values({ userId: user.id, role: 'admin', grantedBy: params.by })
      .onConflictDoNothing();
  } else {
    await db.delete(userRoles).where(eq(userRoles.userId, user.id));
  }
  return user.id;
}
