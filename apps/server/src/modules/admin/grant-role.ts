import type { TDbOrTx } from '../../platform/db/client.ts';
import { findUserIdByEmail } from '../accounts/index.ts';
import { deleteRole, insertRole } from './admin-queries.ts';
import type { TPlatformRole } from './admin-schema.ts';

/**
 * Grants or revokes a platform role (`admin`, `reviewer`) of the account with this e-mail
 * address (case-insensitive). Returns the user's id, or null when no account has that
 * address.
 */
export async function setPlatformRole(
  db: TDbOrTx,
  params: { email: string; role: TPlatformRole; grant: boolean; by: string },
): Promise<string | null> {
  const userId = await findUserIdByEmail(db, { email: params.email });
  if (!userId) return null;
  const { role } = params;
  if (params.grant) await insertRole(db, { userId, role, grantedBy: params.by });
  else await deleteRole(db, { userId, role });
  return userId;
}

/** `setPlatformRole` for the admin role. */
export const setAdminRole = (
  db: TDbOrTx,
  params: { email: string; grant: boolean; by: string },
): Promise<string | null> => setPlatformRole(db, { ...params, role: 'admin' });
