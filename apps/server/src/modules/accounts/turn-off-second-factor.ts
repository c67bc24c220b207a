import { and, eq } from 'drizzle-orm';
import type { TTx } from '../../platform/db/client.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { secondFactorOffMail } from './account-mails.ts';
import { findUserWithProfile } from './accounts-queries.ts';
import { authTwoFactors, authUsers } from './accounts-schema.ts';

/**
 * Account recovery for a person who lost both their authenticator app and their backup
 * codes: their second factor is removed (the secret, the codes, the lock) and they are
 * told by e-mail in their language, in the caller's transaction (the back office records
 * who did it and why in the same one). Answers whether it was on; off already, nobody is
 * written to.
 */
export async function turnOffSecondFactor(
  tx: TTx,
  platform: Pick<TPlatform, 'queueMail'>,
  { userId }: { userId: string },
): Promise<boolean> {
  const [wasOn] = await tx
    .update(authUsers)
    .set({ twoFactorEnabled: false, updatedAt: new Date() })
    .where(and(eq(authUsers.id, userId), eq(authUsers.twoFactorEnabled, true)))
    .returning({ id: authUsers.id });
  // A set-up never confirmed by a code goes too; alone it turned nothing on.
  await tx.delete(authTwoFactors).where(eq(authTwoFactors.userId, userId));
  if (!wasOn) return false;
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
