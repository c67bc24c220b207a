import { eq } from 'drizzle-orm';
import type { TTx } from '../../platform/db/client.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { secondFactorOffMail } from './account-mails.ts';
import { findUserWithProfile } from './accounts-queries.ts';
import { authTwoFactors, authUsers } from './accounts-schema.ts';

/**
 * Account recovery for a person who lost both their authenticator app and their backup
 * codes: their second factor is removed (the secret, the codes, the lock) and they are
 * told by e-mail in their language, in the caller's transaction (the back office records
 * who did it and why in the same one). Answers whether it was on; off already, nothing
 * changes and nobody is written to.
 */
export async function turnOffSecondFactor(
  tx: TTx,
  platform: Pick<TPlatform, 'queueMail'>,
  { userId }: { userId: string },
): Promise<boolean> {
  const [user] = await tx
    .update(authUsers)
    .set({ twoFactorEnabled: false, updatedAt: new Date() })
    .where(eq(authUsers.id, userId))
    .returning({ id: authUsers.id });
  const removed = await tx
    .delete(authTwoFactors)
    .where(eq(authTwoFactors.userId, userId))
    .returning({ id: authTwoFactors.id });
  if (!user || removed.length === 0) return false;
  // A security notice: sent whatever the account's e-mail switches say.
  const account = await findUserWithProfile(tx, { userId });
  if (account) {
    const language = account.profile?.language ?? 'es';
    const name = account.profile?.firstname || account.user.name;
    const mail = secondFactorOffMail(language, name);
    await platform.queueMail(tx, { to: account.user.email, language, ...mail });
  }
  return true;
}
