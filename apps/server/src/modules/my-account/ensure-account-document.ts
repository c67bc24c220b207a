import type { TDbOrTx } from '../../platform/db/client.ts';
import { ensureProfile, type TMailLanguage } from '../accounts/index.ts';
import { grantSignupBonus, openCreditAccount } from '../credits/index.ts';

/**
 * Creates the user document (profile row, with the first and last name from the user's
 * name; credit account; the 5 sign-up credits) when it does not exist yet. Safe to call
 * again: each part is created once. Handed to createAuth, which calls it when a user is
 * created (with the sign-up's language) and at every sign-in.
 */
export async function ensureAccountDocument(
  db: TDbOrTx,
  { id: userId, name }: { id: string; name?: string | null | undefined },
  { language }: { language?: TMailLanguage } = {},
): Promise<void> {
  await ensureProfile(db, { userId, name, language });
  await openCreditAccount(db, { userId });
  await grantSignupBonus(db, { userId });
}
